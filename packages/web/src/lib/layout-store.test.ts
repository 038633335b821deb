import { beforeEach, describe, expect, it } from 'vitest';
import { defaultLayout, loadLayoutSettings } from './layout-settings';
import { useLayoutStore } from './layout-store';
import { storageKeys } from './storage-keys';

describe('layout store', () => {
  beforeEach(() => useLayoutStore.getState().reset());

  it('defaults to SPEC §9: vertical, full width, floating navbar, static footer, light, LTR', () => {
    expect(defaultLayout).toMatchObject({
      type: 'vertical',
      contentWidth: 'full',
      navbarType: 'floating',
      footerType: 'static',
      skin: 'light',
      isRTL: false,
    });
  });

  it('resets semi-dark to light when the layout becomes horizontal', () => {
    useLayoutStore.getState().update({ skin: 'semi-dark' });
    expect(useLayoutStore.getState().skin).toBe('semi-dark');
    useLayoutStore.getState().update({ type: 'horizontal' });
    expect(useLayoutStore.getState().skin).toBe('light');
    useLayoutStore.getState().update({ skin: 'semi-dark' });
    expect(useLayoutStore.getState().skin).toBe('light');
  });

  it('keeps dark when the layout becomes horizontal', () => {
    useLayoutStore.getState().update({ skin: 'dark', type: 'horizontal' });
    expect(useLayoutStore.getState().skin).toBe('dark');
  });

  it('remembers the skin under its own key and the rest under cubus-layout', () => {
    useLayoutStore
      .getState()
      .update({ skin: 'dark', isRTL: true, navbarType: 'sticky', footerType: 'hidden' });
    expect(localStorage.getItem(storageKeys.skin)).toBe('dark');
    const saved = JSON.parse(localStorage.getItem(storageKeys.layout) ?? '{}');
    expect(saved).toMatchObject({ isRTL: true, navbarType: 'sticky', footerType: 'hidden' });
    expect(saved).not.toHaveProperty('skin');
    expect(loadLayoutSettings()).toMatchObject({
      skin: 'dark',
      isRTL: true,
      navbarType: 'sticky',
      footerType: 'hidden',
    });
  });

  it('ignores malformed or unknown stored values', () => {
    localStorage.setItem(storageKeys.skin, 'purple');
    localStorage.setItem(storageKeys.layout, '{"type":"diagonal","isRTL":"yes","contentWidth":"boxed"}');
    expect(loadLayoutSettings()).toMatchObject({
      skin: 'light',
      type: 'vertical',
      isRTL: false,
      contentWidth: 'boxed',
    });
    localStorage.setItem(storageKeys.layout, 'not json');
    expect(loadLayoutSettings()).toEqual(defaultLayout);
  });
});
