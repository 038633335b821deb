import { AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined } from '@ant-design/icons';
import { Button, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './button-group-page.tsx?raw';

// #region compact
function CompactGroup() {
  const { t } = useTranslation('demo');
  return (
    <Space.Compact>
      <Button>{t('showcase.previous')}</Button>
      <Button>{t('showcase.today')}</Button>
      <Button>{t('showcase.next')}</Button>
    </Space.Compact>
  );
}
// #endregion

// #region choice
function ChoiceGroup() {
  const { t } = useTranslation('demo');
  const [align, setAlign] = useState('left');
  const icons = {
    left: <AlignLeftOutlined />,
    center: <AlignCenterOutlined />,
    right: <AlignRightOutlined />,
  };
  return (
    <Space orientation="vertical">
      <Radio.Group
        aria-label={t('showcase.align')}
        optionType="button"
        buttonStyle="solid"
        value={align}
        onChange={(event) => setAlign(event.target.value)}
        options={Object.entries(icons).map(([value, icon]) => ({
          value,
          label: (
            <span role="img" aria-label={t(`showcase.aligns.${value}`)}>
              {icon}
            </span>
          ),
        }))}
      />
      <p style={{ textAlign: align as 'left' }}>{t('showcase.sentence')}</p>
    </Space>
  );
}
// #endregion

/** /components/button-group: buttons joined into one, and a group that keeps one choice. */
const examples: ShowcaseExample[] = [
  ['compact', CompactGroup],
  ['choice', ChoiceGroup],
];

export function Component() {
  return <Showcase group="demoComponents" page="button-group" source={source} examples={examples} />;
}
