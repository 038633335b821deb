import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEffectiveLayout, useLayoutOverride, usePageLayout } from './layout-override';
import { useLayoutStore } from './layout-store';
import { storageKeys } from './storage-keys';

describe('a page layout override', () => {
  it('changes the shell while the page is mounted, restores it after, and never stores it', () => {
    act(() => useLayoutStore.getState().update({ menuCollapsed: false, contentWidth: 'full' }));
    const stored = localStorage.getItem(storageKeys.layout);
    const page = renderHook(() => usePageLayout({ menuCollapsed: true, contentWidth: 'boxed' }));
    const collapsed = renderHook(() => useEffectiveLayout('menuCollapsed'));
    const width = renderHook(() => useEffectiveLayout('contentWidth'));
    expect(collapsed.result.current).toBe(true);
    expect(width.result.current).toBe('boxed');
    expect(useLayoutStore.getState().menuCollapsed).toBe(false);
    expect(localStorage.getItem(storageKeys.layout)).toBe(stored);

    page.unmount();
    collapsed.rerender();
    width.rerender();
    expect(collapsed.result.current).toBe(false);
    expect(width.result.current).toBe('full');
    expect(useLayoutOverride.getState().override).toEqual({});
  });
});
