import { type ThemeConfig, theme } from 'antd';

// Indigo 600 keeps white text on primary buttons above 4.5:1 (WCAG AA); antd's default blue does not.
const primaryLight = '#4f46e5';
const primaryDark = '#6366f1';
// The focus ring, as app.css draws it outside antd: 3:1 and more on every background of its skin.
const ringLight = '#4f46e5';
const ringDark = '#a5b4fc';

/**
 * antd's theme tokens of a skin. The build renders the console's antd components under both
 * (scripts/antd-styles.tsx) into a static stylesheet, so any change here is picked up there.
 */
export function antdThemeConfig(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? primaryDark : primaryLight,
      colorLink: dark ? '#a5b4fc' : primaryLight,
      colorInfo: dark ? primaryDark : primaryLight,
      // antd lightens a hovered primary button (white text on it fell to 3.8:1): it darkens here.
      ...(dark ? {} : { colorPrimaryHover: '#4338ca', colorPrimaryActive: '#3730a3' }),
      // antd rings a focused control in its pale primary tints (1.4:1): buttons, switches and
      // links take an outline of colorPrimaryBorder, inputs and selects a shadow of controlOutline.
      colorPrimaryBorder: dark ? ringDark : ringLight,
      controlOutline: dark ? ringDark : ringLight,
      // antd's 25 % grey placeholder is 1.8:1; these are 4.5:1 on an input.
      colorTextPlaceholder: dark ? 'rgba(255,255,255,0.5)' : 'rgba(0,0,0,0.56)',
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
      Button: {
        // controlOutline would also draw under every primary button: the ring is for focus only.
        primaryShadow: 'none',
        ...(dark
          ? {
              // White on the dark skin's lighter red is 2.8:1: a danger button (Remove) takes dark text.
              dangerColor: '#111827',
              // A hovered primary button darkens (white on antd's lighter hover was 3.1:1), while
              // the text of a hovered default button stays light on the dark card.
              colorPrimaryHover: primaryLight,
              colorPrimaryActive: '#4338ca',
              defaultHoverColor: ringDark,
              defaultHoverBorderColor: ringDark,
              defaultActiveColor: '#c7d2fe',
              defaultActiveBorderColor: '#c7d2fe',
            }
          : {}),
      },
      // The primary indigo on a dark card is 4:1; the selected tab takes the lighter link colour.
      Tabs: dark ? { itemSelectedColor: '#a5b4fc', itemHoverColor: '#c7d2fe', inkBarColor: '#a5b4fc' } : {},
    },
  };
}
