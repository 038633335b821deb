import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './textarea-page.tsx?raw';

function BasicTextarea() {
  const { t } = useTranslation('demo');
  return <Input.TextArea rows={3} aria-label={t('forms.labels.comment')} />;
}

function CountedTextarea() {
  const { t } = useTranslation('demo');
  return <Input.TextArea rows={3} maxLength={120} showCount aria-label={t('forms.labels.bio')} />;
}

function GrowingTextarea() {
  const { t } = useTranslation('demo');
  return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} aria-label={t('forms.labels.notes')} />;
}

/** /forms/form-element/textarea: antd's TextArea, plain, counting its characters, growing with its text. */
export function Component() {
  return (
    <ExamplesPage
      page="textarea"
      source={source}
      examples={[
        { name: 'BasicTextarea', Component: BasicTextarea },
        { name: 'CountedTextarea', Component: CountedTextarea },
        { name: 'GrowingTextarea', Component: GrowingTextarea },
      ]}
    />
  );
}
