import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../lib/i18n';
import { useLayoutStore } from '../lib/layout-store';
import { loadAntdLocale } from './antd-locales';
import { antdThemeConfig } from './antd-theme-config';

/**
 * antd's theme, direction and locale, following the layout store and the current language. Each
 * screen that shows antd components sits under one (the signed-in shell, the error and record
 * pages, the toasts), not the whole console: the sign-in pages show none, and antd's provider with
 * its theme code stays out of their first load.
 */
// Made once per skin: a theme object that stays the same lets antd keep its computed tokens
// across renders.
const themes = { light: antdThemeConfig(false), dark: antdThemeConfig(true) };

export function AntdTheme({ children }: { children: ReactNode }) {
  const skin = useLayoutStore((s) => s.skin);
  const isRTL = useLayoutStore((s) => s.isRTL);
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  const [locale, setLocale] = useState<Locale | undefined>();
  const dark = skin === 'dark';

  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then((next) => current && setLocale(next));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider
      direction={isRTL ? 'rtl' : 'ltr'}
      locale={locale}
      // A busy button's spinner without antd's width motion: that motion's end removes the spinner,
      // and when busy flips back before it started (a quick answer) the end never comes, leaving a
      // spinning icon in the button and in its accessible name ("loading Copy").
      button={{ loadingIcon: <LoadingOutlined /> }}
      theme={dark ? themes.dark : themes.light}
    >
      {children}{' '}
    </ConfigProvider>
  );
}
