import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useConsoleStrings } from '../../lib/console-strings';
import { useLayoutStore } from '../../lib/layout-store';
import { loadChunk } from '../../lib/lazy-chunk';
import { syncPreferences } from '../../lib/preference-sync';
import { queryClient, resetCacheOnScopeChange } from '../../lib/query-client';
import { AbilityBridge } from '../providers/ability-bridge';
import { Customizer } from '../shell/customizer';
import '../../styles/shell.css';

// Each layout is its own chunk; only the chosen one loads.
const VerticalLayout = lazy(() =>
  loadChunk(() => import('./vertical-layout')).then((m) => ({ default: m.VerticalLayout })),
);
const HorizontalLayout = lazy(() =>
  loadChunk(() => import('./horizontal-layout')).then((m) => ({ default: m.HorizontalLayout })),
);

/**
 * The signed-in shell: vertical (default) or horizontal, as the customizer says; abilities live here.
 * The customizer sits beside the layout, not in it, so switching the layout type keeps it open.
 */
export function Component() {
  const type = useLayoutStore((s) => s.type);
  const stringsReady = useConsoleStrings();
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
    <QueryClientProvider client={queryClient}>
      <AbilityBridge>
        <Suspense fallback={null}>
          {type === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
        </Suspense>
        <Customizer />
      </AbilityBridge>
    </QueryClientProvider>
  );
}
