import { useEffect } from 'react';
import type { Skin } from '../../lib/layout-settings';

const skinClasses: Record<Skin, string | null> = {
  light: null,
  bordered: 'bordered-layout',
  dark: 'dark-layout',
  'semi-dark': 'semi-dark-layout',
};

/** The skin's class on body (`dark-layout` for dark, SPEC §4) and the document direction. */
export function useDocumentLayout(skin: Skin, isRTL: boolean): void {
  useEffect(() => {
    const classes = document.body.classList;
    for (const name of Object.values(skinClasses)) if (name) classes.remove(name);
    const active = skinClasses[skin];
    if (active) classes.add(active);
  }, [skin]);

  useEffect(() => {
    document.documentElement.dir = isRTL ? 'rtl' : 'ltr';
  }, [isRTL]);
}
