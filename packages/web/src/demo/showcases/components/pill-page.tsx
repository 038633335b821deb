import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/status-tag';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './pill-page.tsx?raw';

// #region colours
function ColouredPills() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {(
        [
          ['info', 'processing'],
          ['success', 'success'],
          ['danger', 'error'],
          ['warning', 'warning'],
          ['neutral', 'default'],
        ] as const
      ).map(([tone, status]) => (
        // The console's status tags: their colours keep 4.5:1 in both skins.
        <StatusTag key={status} tone={tone}>
          <span className="demo-pill">{t(`showcase.status.${status}`)}</span>
        </StatusTag>
      ))}
    </Space>
  );
}
// #endregion

// #region checkable
function CheckablePills() {
  const { t } = useTranslation('demo');
  const topics = ['data', 'library', 'settings'] as const;
  const [chosen, setChosen] = useState<string[]>(['data']);
  return (
    <Space wrap>
      {topics.map((topic) => (
        <Tag.CheckableTag
          key={topic}
          className="demo-pill"
          checked={chosen.includes(topic)}
          onChange={(checked) =>
            setChosen((current) => (checked ? [...current, topic] : current.filter((c) => c !== topic)))
          }
        >
          {t(`showcase.${topic}`)}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
// #endregion

/** /components/pill: rounded tags in colours, and ones that are chosen on and off. */
const examples: ShowcaseExample[] = [
  ['colours', ColouredPills],
  ['checkable', CheckablePills],
];

export function Component() {
  return <Showcase group="demoComponents" page="pill" source={source} examples={examples} />;
}
