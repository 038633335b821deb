import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './timeline-page.tsx?raw';

// #region basic
function BasicTimeline() {
  const { t } = useTranslation('demo');
  return (
    <Timeline
      items={[
        { color: 'green', icon: <CheckCircleOutlined />, content: t('showcase.step', { number: 1 }) },
        { color: 'green', content: t('showcase.step', { number: 2 }) },
        { color: 'red', content: t('showcase.step', { number: 3 }) },
        { color: 'gray', icon: <ClockCircleOutlined />, content: t('showcase.loading') },
      ]}
    />
  );
}
// #endregion

// #region alternate
function AlternateTimeline() {
  const { t } = useTranslation('demo');
  return (
    <Timeline
      mode="alternate"
      items={[1, 2, 3].map((number) => ({
        title: `2026-0${number}-15`,
        content: t('showcase.step', { number }),
      }))}
    />
  );
}
// #endregion

/** /components/timeline: steps with colours and icons, and steps on alternating sides with dates. */
const examples: ShowcaseExample[] = [
  ['basic', BasicTimeline],
  ['alternate', AlternateTimeline],
];

export function Component() {
  return <Showcase group="demoComponents" page="timeline" source={source} examples={examples} />;
}
