import { Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './progress-page.tsx?raw';

// #region controlled
function ControlledProgress() {
  const { t } = useTranslation('demo');
  const [percent, setPercent] = useState(40);
  const step = (by: number) => setPercent((current) => Math.min(100, Math.max(0, current + by)));
  return (
    <Space orientation="vertical" className="demo-full-width">
      <Progress percent={percent} aria-label={t('showcase.examples.controlled')} />
      <Space wrap>
        <Progress type="circle" percent={percent} size={80} aria-label={t('showcase.examples.controlled')} />
        <Progress
          type="dashboard"
          percent={percent}
          size={80}
          aria-label={t('showcase.examples.controlled')}
        />
      </Space>
      <Space.Compact>
        <Button onClick={() => step(-10)}>{t('showcase.remove')}</Button>
        <Button onClick={() => step(10)}>{t('showcase.add')}</Button>
      </Space.Compact>
    </Space>
  );
}
// #endregion

// #region states
function ProgressStates() {
  const { t } = useTranslation('demo');
  return (
    <Space orientation="vertical" className="demo-full-width">
      <Progress percent={100} aria-label={t('showcase.status.success')} />
      <Progress percent={70} status="exception" aria-label={t('showcase.status.error')} />
      <Progress percent={50} status="active" aria-label={t('showcase.status.processing')} />
      <Progress percent={60} steps={5} aria-label={t('showcase.step', { number: 3 })} />
    </Space>
  );
}
// #endregion

/** /components/progress: bars, circles and dashboards moved by buttons, and the states of a bar. */
const examples: ShowcaseExample[] = [
  ['controlled', ControlledProgress],
  ['states', ProgressStates],
];

export function Component() {
  return <Showcase group="demoComponents" page="progress" source={source} examples={examples} />;
}
