import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './colors-page.tsx?raw';
import { contrastRatio } from './contrast';

// #region palette
const paletteTokens = [
  'colorPrimary',
  'colorSuccess',
  'colorWarning',
  'colorError',
  'colorInfo',
  'colorLink',
] as const;

/** White or near-black text, whichever reads better on `background`. */
function textOn(background: string): string {
  return (contrastRatio('#ffffff', background) ?? 0) >= (contrastRatio('#111827', background) ?? 0)
    ? '#ffffff'
    : '#111827';
}

function Palette() {
  const { t, i18n } = useTranslation('demo');
  // The skin's own tokens: switch the skin and the swatches and their ratios follow.
  const { token } = theme.useToken();
  const ratio = (value: number | null) =>
    value === null
      ? '–'
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value)}:1`;
  return (
    <ul className="demo-palette">
      {paletteTokens.map((name) => {
        const colour = token[name];
        const onPage = contrastRatio(colour, token.colorBgContainer);
        return (
          <li key={name}>
            <div className="demo-swatch" style={{ background: colour, color: textOn(colour) }}>
              {name}
            </div>
            <code>{colour}</code>
            <span>{t('ui.textOnIt', { ratio: ratio(contrastRatio(textOn(colour), colour)) })}</span>
            <span>
              {t('ui.onPage', { ratio: ratio(onPage) })}{' '}
              {(onPage ?? 0) >= 4.5
                ? t('ui.passesAa')
                : (onPage ?? 0) >= 3
                  ? t('ui.largeOnly')
                  : t('ui.failsAa')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
// #endregion

// #region text
const textTokens = ['colorText', 'colorTextSecondary', 'colorTextDescription', 'colorTextDisabled'] as const;

function TextColours() {
  const { t, i18n } = useTranslation('demo');
  const { token } = theme.useToken();
  return (
    <ul className="demo-plain-list">
      {textTokens.map((name) => {
        const ratio = contrastRatio(token[name], token.colorBgContainer);
        return (
          <li key={name}>
            <span style={{ color: name === 'colorTextDisabled' ? token.colorText : token[name] }}>
              <code>{name}</code>{' '}
              {t('ui.onPage', {
                ratio:
                  ratio === null
                    ? '–'
                    : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(ratio)}:1`,
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['palette', Palette],
  ['text', TextColours],
];

/** /ui/colors: the current skin's colour tokens with their contrast ratios (WCAG 2). */
export function Component() {
  return <Showcase group="demoUi" page="colors" source={source} examples={examples} />;
}
