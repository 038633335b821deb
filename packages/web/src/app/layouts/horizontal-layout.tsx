import { Grid, Layout } from 'antd';
import { useState } from 'react';
import { useEffectiveLayout } from '../../lib/layout-override';
import { useLayoutStore } from '../../lib/layout-store';
import { AppFooter } from '../shell/app-footer';
import { Brand } from '../shell/brand';
import { ContentArea } from '../shell/content-area';
import { MenuDrawer } from '../shell/menu-drawer';
import { NavMenu } from '../shell/nav-menu';
import { Navbar } from '../shell/navbar';
import { SkipLink } from '../shell/skip-link';

/** Brand and menu across the top; on narrow screens the menu moves into a drawer. */
export function HorizontalLayout() {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { skin, isRTL } = useLayoutStore();
  const menuHidden = useEffectiveLayout('menuHidden');
  const menuTheme = skin === 'dark' ? 'dark' : 'light';
  const showMenu = wide && !menuHidden;

  return (
    <Layout className={`app-shell app-shell--horizontal skin-${skin}`}>
      <SkipLink />
      <Navbar
        start={<Brand />}
        onToggleMenu={showMenu ? undefined : () => setDrawerOpen((open) => !open)}
        menuOpen={drawerOpen}
      >
        {showMenu && <NavMenu mode="horizontal" theme={menuTheme} />}
      </Navbar>
      {!showMenu && (
        <MenuDrawer
          open={drawerOpen}
          placement={isRTL ? 'right' : 'left'}
          onClose={() => setDrawerOpen(false)}
          menuTheme={menuTheme}
        />
      )}
      <ContentArea />
      <AppFooter />
    </Layout>
  );
}
