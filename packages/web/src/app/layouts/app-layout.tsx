import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { AntdTheme } from '../../components/antd-theme';
import { loadConsoleConfig } from '../../lib/console-config';
import { consoleStringsReady, useConsoleStrings } from '../../lib/console-strings';
import { i18n } from '../../lib/i18n';
import type { LayoutSettings } from '../../lib/layout-settings';
import { useLayoutStore } from '../../lib/layout-store';
import { loadChunk } from '../../lib/lazy-chunk';
import { syncPreferences } from '../../lib/preference-sync';
import { queryClient, resetCacheOnScopeChange } from '../../lib/query-client';
import { AbilityBridge } from '../providers/ability-bridge';
import { Customizer } from '../shell/customizer';
import { loadMenuIcons } from '../shell/menu-icons';
import '../../styles/shell.css';

type LayoutType = LayoutSettings['type'];

// Each layout is its own chunk; only the chosen one loads.
const layoutChunks: Record<LayoutType, () => Promise<ComponentType>> = {
  vertical: () => loadChunk(() => import('./vertical-layout')).then((m) => m.VerticalLayout),
  horizontal: () => loadChunk(() => import('./horizontal-layout')).then((m) => m.HorizontalLayout),
};
const loadedLayouts = new Map<LayoutType, ComponentType>();

async function loadLayout(type: LayoutType): Promise<ComponentType> {
  const loaded = loadedLayouts.get(type) ?? (await layoutChunks[type]());
  loadedLayouts.set(type, loaded);
  return loaded;
}

/**
 * What the shell needs before its first render — the chosen layout's chunk and the console's
 * strings — loaded while the route resolves. Rendering first and suspending instead costs a
 * React Suspense reveal, which React holds back for up to 300 ms.
 */
export async function prepareShell(): Promise<void> {
  await Promise.all([
    loadLayout(useLayoutStore.getState().type),
    // A failed bundle leaves English keys visible rather than a blank shell (useConsoleStrings).
    consoleStringsReady(i18n.language).catch(() => undefined),
    // The menu shows the optional areas the server has on.
    loadConsoleConfig(),
    loadMenuIcons(),
  ]);
}

/** The layout component of `type`; null while a layout chosen in the customizer loads. */
function useLayout(type: LayoutType): ComponentType | null {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const Layout = loadedLayouts.get(type) ?? null;
  useEffect(() => {
    if (Layout) return;
    let current = true;
    loadLayout(type).then(
      () => current && setLoaded((n) => n + 1),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [Layout, type]);
  // A failed chunk goes to the route's error page, as a failed lazy screen does.
  if (failure) throw failure;
  return Layout;
}

/**
 * The signed-in shell: vertical (default) or horizontal, as the customizer says; abilities live here.
 * The customizer sits beside the layout, not in it, so switching the layout type keeps it open.
 */
export function Component() {
  const type = useLayoutStore((s) => s.type);
  const stringsReady = useConsoleStrings();
  const Layout = useLayout(type);
  useEffect(() => syncPreferences(), []);
  useEffect(() => resetCacheOnScopeChange(), []);
  useEffect(() => {
    // `vertical-layout` or `horizontal-layout` on body while the shell is shown, beside the skin's class.
    const name = `${type}-layout`;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [type]);
  // The shell waits for its strings, so no key flashes untranslated.
  if (!stringsReady) return null;
  return (
    <AntdTheme>
      <QueryClientProvider client={queryClient}>
        <AbilityBridge>
          {Layout && <Layout />}
          <Customizer />
        </AbilityBridge>
      </QueryClientProvider>
    </AntdTheme>
  );
}
