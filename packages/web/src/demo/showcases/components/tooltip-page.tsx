import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './tooltip-page.tsx?raw';

// #region placements
function TooltipPlacements() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {(['top', 'left', 'right', 'bottom'] as const).map((placement) => (
        <Tooltip key={placement} placement={placement} title={t('showcase.tooltipText')}>
          <Button>{t(`showcase.placements.${placement}`)}</Button>
        </Tooltip>
      ))}
    </Space>
  );
}
// #endregion

// #region icon
function IconTooltip() {
  const { t } = useTranslation('demo');
  // Shown on focus as on hover: the icon is a button, so the keyboard reaches it.
  return (
    <Tooltip title={t('showcase.tooltipText')} trigger={['hover', 'focus']}>
      <Button type="text" shape="circle" icon={<InfoCircleOutlined />} aria-label={t('showcase.moreInfo')} />
    </Tooltip>
  );
}
// #endregion

/** /components/tooltip: tips on each side, shown on hover and on focus. */
const examples: ShowcaseExample[] = [
  ['placements', TooltipPlacements],
  ['icon', IconTooltip],
];

export function Component() {
  return <Showcase group="demoComponents" page="tooltip" source={source} examples={examples} />;
}
