import { LoadingOutlined } from '@ant-design/icons';
import { Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './spinner-page.tsx?raw';

// #region sizes
function SpinnerSizes() {
  const { t } = useTranslation('demo');
  return (
    <Space size="large" role="status" aria-label={t('showcase.loading')}>
      <Spin size="small" />
      <Spin />
      <Spin size="large" />
    </Space>
  );
}
// #endregion

// #region custom
function CustomSpinner() {
  const { t } = useTranslation('demo');
  return (
    <Space size="large" role="status" aria-label={t('showcase.loading')}>
      <Spin indicator={<LoadingOutlined style={{ fontSize: 32 }} spin />} />
      {/* A known share done; "auto" would tick for ever, and the page would never be at rest. */}
      <Spin percent={60} />
    </Space>
  );
}
// #endregion

/** /components/spinner: spinners in three sizes, a custom one and one that shows progress. */
const examples: ShowcaseExample[] = [
  ['sizes', SpinnerSizes],
  ['custom', CustomSpinner],
];

export function Component() {
  return <Showcase group="demoComponents" page="spinner" source={source} examples={examples} />;
}
