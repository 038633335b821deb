import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../lib/lazy-chunk';
import type { MenuDrawerProps } from './menu-drawer-panel';

// Its own chunk (antd's Drawer with it), loaded at the first open: wide screens never need it.
const MenuDrawerPanel = lazy(() =>
  loadChunk(() => import('./menu-drawer-panel')).then((module) => ({ default: module.MenuDrawerPanel })),
);

/** The narrow screens' menu panel, mounted once first opened (and kept, so it may animate closed). */
export function MenuDrawer(props: MenuDrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerPanel {...props} />
    </Suspense>
  );
}
