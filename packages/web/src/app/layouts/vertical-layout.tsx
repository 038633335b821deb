import { Grid, Layout } from 'antd';
import { useState } from 'react';
import { useEffectiveLayout, useLayoutOverride } from '../../lib/layout-override';
import { useLayoutStore } from '../../lib/layout-store';
import { AppFooter } from '../shell/app-footer';
import { Brand } from '../shell/brand';
import { ContentArea } from '../shell/content-area';
import { MenuDrawer } from '../shell/menu-drawer';
import { NavMenu } from '../shell/nav-menu';
import { Navbar } from '../shell/navbar';
import { SkipLink } from '../shell/skip-link';

/** Side menu (collapsible, hideable; a drawer on narrow screens), navbar, content and footer. */
export function VerticalLayout() {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { skin, isRTL, update } = useLayoutStore();
  // A page may show the shell otherwise (the demo's page layouts) without touching the stored settings.
  const menuCollapsed = useEffectiveLayout('menuCollapsed');
  const menuHidden = useEffectiveLayout('menuHidden');
  const overridden = useLayoutOverride((state) => state.override);
  const menuTheme = skin === 'dark' || skin === 'semi-dark' ? 'dark' : 'light';
  const showSider = wide && !menuHidden;

  const toggleMenu = () => {
    if (showSider && overridden.menuCollapsed !== undefined)
      useLayoutOverride.getState().set({ ...overridden, menuCollapsed: !menuCollapsed });
    else if (showSider) update({ menuCollapsed: !menuCollapsed });
    else setDrawerOpen((open) => !open);
  };

  return (
    <Layout className={`app-shell app-shell--vertical skin-${skin}`} hasSider={showSider}>
      <SkipLink />
      {showSider && (
        <Layout.Sider
          className="app-sider"
          theme={menuTheme}
          width={260}
          collapsedWidth={80}
          collapsed={menuCollapsed}
          trigger={null}
        >
          <div className="app-sider__brand">
            <Brand compact={menuCollapsed} />
          </div>
          <NavMenu mode="inline" theme={menuTheme} collapsed={menuCollapsed} />
        </Layout.Sider>
      )}
      {!showSider && (
        <MenuDrawer
          open={drawerOpen}
          placement={isRTL ? 'right' : 'left'}
          onClose={() => setDrawerOpen(false)}
          menuTheme={menuTheme}
          className={`menu-drawer menu-drawer--${menuTheme}`}
        />
      )}
      <Layout className="app-main">
        <Navbar onToggleMenu={toggleMenu} menuOpen={showSider ? !menuCollapsed : drawerOpen} />
        <ContentArea />
        <AppFooter />
      </Layout>
    </Layout>
  );
}
