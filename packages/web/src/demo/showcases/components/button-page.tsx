import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './button-page.tsx?raw';

// #region types
function ButtonTypes() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {(['primary', 'default', 'dashed', 'text', 'link'] as const).map((type) => (
        <Button key={type} type={type}>
          {t(`showcase.kinds.${type}`)}
        </Button>
      ))}
      <Button danger>{t('showcase.kinds.danger')}</Button>
      <Button disabled>{t('showcase.disabled')}</Button>
    </Space>
  );
}
// #endregion

// #region icons
function IconButtons() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      <Button shape="circle" icon={<SearchOutlined />} aria-label={t('showcase.search')} />
      <Button type="primary" icon={<DownloadOutlined />}>
        {t('showcase.download')}
      </Button>
      {(['small', 'middle', 'large'] as const).map((size) => (
        <Button key={size} size={size}>
          {t(`showcase.sizes.${size}`)}
        </Button>
      ))}
    </Space>
  );
}
// #endregion

// #region loading
function LoadingButton() {
  const { t } = useTranslation('demo');
  const [loading, setLoading] = useState(false);
  const run = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <Button type="primary" loading={loading} onClick={run}>
      {loading ? t('showcase.loading') : t('showcase.save')}
    </Button>
  );
}
// #endregion

/** /components/button: types, icon buttons and sizes, a button that loads. */
const examples: ShowcaseExample[] = [
  ['types', ButtonTypes],
  ['icons', IconButtons],
  ['loading', LoadingButton],
];

export function Component() {
  return <Showcase group="demoComponents" page="button" source={source} examples={examples} />;
}
