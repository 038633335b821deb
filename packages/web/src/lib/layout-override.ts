import { useEffect } from 'react';
import { create } from 'zustand';
import type { LayoutSettings } from './layout-settings';
import { useLayoutStore } from './layout-store';

/** What one page may change of the shell while it is shown (the demo's page layouts). */
export type LayoutOverride = Partial<
  Pick<LayoutSettings, 'menuCollapsed' | 'menuHidden' | 'contentWidth'>
> & {
  /** The content area without its padding: the page fills it alone. */
  emptyContent?: boolean;
};

/** The page's override, never stored: the operator's own settings stay as they were. */
export const useLayoutOverride = create<{ override: LayoutOverride; set: (next: LayoutOverride) => void }>()(
  (set) => ({ override: {}, set: (override) => set({ override }) }),
);

/** The operator's setting `key`, unless the page shown overrides it. */
export function useEffectiveLayout<K extends keyof LayoutOverride & keyof LayoutSettings>(
  key: K,
): LayoutSettings[K] {
  const own = useLayoutStore((state) => state[key]);
  const override = useLayoutOverride((state) => state.override[key]);
  return (override ?? own) as LayoutSettings[K];
}

/** Shows the shell as `override` says while the calling page is mounted; leaving the page restores it. */
export function usePageLayout(override: LayoutOverride): void {
  const key = JSON.stringify(override);
  useEffect(() => {
    const { set } = useLayoutOverride.getState();
    set(JSON.parse(key) as LayoutOverride);
    return () => set({});
  }, [key]);
}
