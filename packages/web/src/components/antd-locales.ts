import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/i18n';

type LocaleModule = { default: Locale };

// antd's English is built in; the others load with the language.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<[LocaleModule, unknown]>> = {
  ru: () => Promise.all([import('antd/es/locale/ru_RU'), import('dayjs/locale/ru')]),
  de: () => Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]),
  fr: () => Promise.all([import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]),
  pt: () => Promise.all([import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]),
};

// dayjs speaks English until another language is set: until then English needs no dayjs at all.
let dayjsLeftEnglish = false;

/**
 * antd's texts in `language`. Its pickers name months and weekdays through dayjs, whose locale is
 * global: it is set here too, so they follow the console's language rather than the browser's.
 * dayjs itself loads behind `import()`: the shell shows no picker before a screen does. Its locale is
 * the one antd's names (`pt-br` for the console's Brazilian Portuguese): the one its pickers ask for.
 */
export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en' && !dayjsLeftEnglish) return undefined;
  dayjsLeftEnglish = true;
  const [{ default: dayjs }, loaded] = await Promise.all([
    import('dayjs'),
    language === 'en' ? undefined : loaders[language](),
  ]);
  const locale = loaded?.[0].default;
  dayjs.locale(locale?.locale ?? 'en');
  return locale;
}
