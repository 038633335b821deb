import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './input-group-page.tsx?raw';

function AddonInput() {
  const { t } = useTranslation('demo');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Space.Addon>https://</Space.Addon>
      <Input aria-label={t('forms.labels.website')} defaultValue="example" />
      <Space.Addon>.com</Space.Addon>
    </Space.Compact>
  );
}

function PrefixInput() {
  const { t } = useTranslation('demo');
  return <Input prefix={<UserOutlined aria-hidden />} aria-label={t('forms.labels.username')} />;
}

function SearchGroup() {
  const { t } = useTranslation('demo');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('forms.labels.scope')}
        defaultValue="all"
        options={['all', 'people', 'files'].map((scope) => ({
          value: scope,
          label: t(`forms.inputGroup.${scope}`),
        }))}
        style={{ width: 120 }}
      />
      <Input aria-label={t('forms.labels.search')} />
      <Button icon={<SearchOutlined />} aria-label={t('forms.labels.search')} />
    </Space.Compact>
  );
}

/** /forms/form-element/input-group: fields joined with addons, an icon inside, a select and a button. */
export function Component() {
  return (
    <ExamplesPage
      page="inputGroup"
      source={source}
      examples={[
        { name: 'AddonInput', Component: AddonInput },
        { name: 'PrefixInput', Component: PrefixInput },
        { name: 'SearchGroup', Component: SearchGroup },
      ]}
    />
  );
}
