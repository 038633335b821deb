import { Button, Drawer, Menu, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './sidebar-page.tsx?raw';

// #region sides
function SideDrawers() {
  const { t } = useTranslation('demo');
  const [side, setSide] = useState<'left' | 'right'>();
  return (
    <Space wrap>
      {(['left', 'right'] as const).map((placement) => (
        <Button key={placement} onClick={() => setSide(placement)}>
          {t(`showcase.placements.${placement}`)}
        </Button>
      ))}
      <Drawer
        open={side !== undefined}
        placement={side}
        title={t('showcase.sidebarTitle')}
        onClose={() => setSide(undefined)}
        closable={{ 'aria-label': t('showcase.close') }}
        size={300}
      >
        <Menu
          mode="inline"
          onClick={() => setSide(undefined)}
          items={(['home', 'profile', 'settings'] as const).map((key) => ({
            key,
            label: t(`showcase.${key}`),
          }))}
        />
      </Drawer>
    </Space>
  );
}
// #endregion

/** /components/sidebar: a panel that slides in from either side; Escape closes it, the focus returns. */
const examples: ShowcaseExample[] = [['sides', SideDrawers]];

export function Component() {
  return <Showcase group="demoComponents" page="sidebar" source={source} examples={examples} />;
}
