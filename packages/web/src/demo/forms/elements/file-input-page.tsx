import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './file-input-page.tsx?raw';

// The examples keep the chosen files in the page: nothing is sent anywhere.
const keepInPage = () => false;

function BasicFileInput() {
  const { t } = useTranslation('demo');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      fileList={files}
      beforeUpload={keepInPage}
      onChange={({ fileList }) => setFiles(fileList)}
      maxCount={1}
    >
      <Button icon={<UploadOutlined />}>{t('forms.fileInput.choose')}</Button>
    </Upload>
  );
}

function MultipleFileInput() {
  const { t } = useTranslation('demo');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      multiple
      accept="image/*,.pdf"
      fileList={files}
      beforeUpload={keepInPage}
      onChange={({ fileList }) => setFiles(fileList)}
    >
      <Button icon={<UploadOutlined />}>{t('forms.fileInput.chooseMany')}</Button>
    </Upload>
  );
}

function DropFileInput() {
  const { t } = useTranslation('demo');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload.Dragger
      fileList={files}
      beforeUpload={keepInPage}
      onChange={({ fileList }) => setFiles(fileList)}
    >
      <p>{t('forms.fileInput.drop')}</p>
    </Upload.Dragger>
  );
}

/** /forms/form-element/file-input: antd's Upload keeping the files in the page: one, many, dropped. */
export function Component() {
  return (
    <ExamplesPage
      page="fileInput"
      source={source}
      examples={[
        { name: 'BasicFileInput', Component: BasicFileInput },
        { name: 'MultipleFileInput', Component: MultipleFileInput },
        { name: 'DropFileInput', Component: DropFileInput },
      ]}
    />
  );
}
