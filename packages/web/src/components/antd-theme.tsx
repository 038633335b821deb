import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../lib/i18n';
import { useLayoutStore } from '../lib/layout-store';
import { loadAntdLocale } from './antd-locales';

// Indigo 600 keeps white text on primary buttons above 4.5:1 (WCAG AA); antd's default blue does not.
const primaryLight = '#4f46e5';
const primaryDark = '#6366f1';

/**
 * antd's theme, direction and locale, following the layout store and the current language. Each
 * screen that shows antd components sits under one (the signed-in shell, the error and record
 * pages, the toasts), not the whole console: the sign-in pages show none, and antd's provider with
 * its theme code stays out of their first load.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const skin = useLayoutStore((s) => s.skin);
  const isRTL = useLayoutStore((s) => s.isRTL);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
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
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: dark ? primaryDark : primaryLight,
          colorLink: dark ? '#a5b4fc' : primaryLight,
          colorInfo: dark ? primaryDark : primaryLight,
          // antd's #ff4d4f on white is 3.3:1: danger buttons and error texts need a deeper red.
          colorError: dark ? '#f87171' : '#c62828',
          // antd's 45 % grey fails contrast; descriptions and group titles use 65 %.
          colorTextDescription: dark ? 'rgba(255,255,255,0.68)' : 'rgba(0,0,0,0.65)',
          colorTextTertiary: dark ? 'rgba(255,255,255,0.68)' : 'rgba(0,0,0,0.65)',
          borderRadius: 8,
          fontFamily:
            "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        components: {
          Layout: {
            bodyBg: dark ? '#0f1115' : '#f4f5fa',
            siderBg: dark ? '#161a22' : '#ffffff',
            headerBg: 'transparent',
          },
          Menu: { itemBg: 'transparent', darkItemBg: '#161a22', darkSubMenuItemBg: '#161a22' },
          // White on the dark skin's lighter red is 2.8:1: a danger button (Remove) takes dark text.
          Button: dark ? { dangerColor: '#111827' } : {},
          // The primary indigo on a dark card is 4:1; the selected tab takes the lighter link colour.
          Tabs: dark
            ? { itemSelectedColor: '#a5b4fc', itemHoverColor: '#c7d2fe', inkBarColor: '#a5b4fc' }
            : {},
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
