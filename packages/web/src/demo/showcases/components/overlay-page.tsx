import { Card, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './overlay-page.tsx?raw';

// #region overlay
function BusyOverlay() {
  const { t } = useTranslation('demo');
  const [busy, setBusy] = useState(true);
  return (
    <>
      <Space>
        <Switch checked={busy} onChange={setBusy} aria-label={t('showcase.busy')} />
        <span aria-hidden>{t('showcase.busy')}</span>
      </Space>
      <Spin spinning={busy} description={t('showcase.loading')}>
        <Card size="small" aria-busy={busy}>
          <p>{t('showcase.sentence')}</p>
        </Card>
      </Spin>
    </>
  );
}
// #endregion

/** /components/overlay: content covered with a spinner while it is busy. */
const examples: ShowcaseExample[] = [['overlay', BusyOverlay]];

export function Component() {
  return <Showcase group="demoComponents" page="overlay" source={source} examples={examples} />;
}
