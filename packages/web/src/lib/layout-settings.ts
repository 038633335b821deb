import { storageKeys } from './storage-keys';

export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const layoutTypes = ['vertical', 'horizontal'] as const;
export const contentWidths = ['full', 'boxed'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const routerTransitions = ['zoom-fade', 'slide-fade', 'fade', 'none'] as const;
export const navbarColors = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;

export type Skin = (typeof skins)[number];

/** The layout state of SPEC §3. */
export interface LayoutSettings {
  isRTL: boolean;
  skin: Skin;
  routerTransition: (typeof routerTransitions)[number];
  type: (typeof layoutTypes)[number];
  contentWidth: (typeof contentWidths)[number];
  menuHidden: boolean;
  menuCollapsed: boolean;
  navbarType: (typeof navbarTypes)[number];
  navbarColor: (typeof navbarColors)[number];
  footerType: (typeof footerTypes)[number];
}

/**
 * SPEC §9: vertical, full content width, floating navbar, static footer, light skin, not RTL. No
 * page transition by default: each starts from a hidden page, so content would show that much later.
 */
export const defaultLayout: LayoutSettings = {
  isRTL: false,
  skin: 'light',
  routerTransition: 'none',
  type: 'vertical',
  contentWidth: 'full',
  menuHidden: false,
  menuCollapsed: false,
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'static',
};

/** Semi-dark is a dark side menu; without one (horizontal layout) it falls back to light. */
export function normalizeLayout(settings: LayoutSettings): LayoutSettings {
  return settings.type === 'horizontal' && settings.skin === 'semi-dark'
    ? { ...settings, skin: 'light' }
    : settings;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function readJson(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The remembered settings; anything unknown or malformed falls back to the default. */
export function loadLayoutSettings(): LayoutSettings {
  const saved = readJson(storageKeys.layout);
  const d = defaultLayout;
  return normalizeLayout({
    isRTL: flag(saved.isRTL, d.isRTL),
    skin: oneOf(skins, localStorage.getItem(storageKeys.skin), d.skin),
    routerTransition: oneOf(routerTransitions, saved.routerTransition, d.routerTransition),
    type: oneOf(layoutTypes, saved.type, d.type),
    contentWidth: oneOf(contentWidths, saved.contentWidth, d.contentWidth),
    menuHidden: flag(saved.menuHidden, d.menuHidden),
    menuCollapsed: flag(saved.menuCollapsed, d.menuCollapsed),
    navbarType: oneOf(navbarTypes, saved.navbarType, d.navbarType),
    navbarColor: oneOf(navbarColors, saved.navbarColor, d.navbarColor),
    footerType: oneOf(footerTypes, saved.footerType, d.footerType),
  });
}

export function saveLayoutSettings({ skin, ...rest }: LayoutSettings): void {
  localStorage.setItem(storageKeys.skin, skin);
  localStorage.setItem(storageKeys.layout, JSON.stringify(rest));
}
