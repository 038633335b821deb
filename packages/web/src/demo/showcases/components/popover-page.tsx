import { Button, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './popover-page.tsx?raw';

// #region triggers
function PopoverTriggers() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {(['click', 'hover', 'focus'] as const).map((trigger) => (
        <Popover
          key={trigger}
          trigger={trigger}
          title={t('showcase.popoverTitle')}
          content={t('showcase.sentence')}
        >
          <Button>{t(`showcase.triggers.${trigger}`)}</Button>
        </Popover>
      ))}
    </Space>
  );
}
// #endregion

// #region placements
function PopoverPlacements() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {(['top', 'left', 'right', 'bottom'] as const).map((placement) => (
        <Popover key={placement} placement={placement} trigger="click" content={t('showcase.sentence')}>
          <Button>{t(`showcase.placements.${placement}`)}</Button>
        </Popover>
      ))}
    </Space>
  );
}
// #endregion

/** /components/popover: popovers opened by click, hover or focus, on each side. */
const examples: ShowcaseExample[] = [
  ['triggers', PopoverTriggers],
  ['placements', PopoverPlacements],
];

export function Component() {
  return <Showcase group="demoComponents" page="popover" source={source} examples={examples} />;
}
