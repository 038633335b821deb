import type { Locale } from 'antd/es/locale';
import type { Language } from '../lib/i18n';

type LocaleModule = { default: Locale };

// antd's English is built in; the others load with the language.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<LocaleModule>> = {
  ru: () => import('antd/es/locale/ru_RU'),
  de: () => import('antd/es/locale/de_DE'),
  fr: () => import('antd/es/locale/fr_FR'),
  pt: () => import('antd/es/locale/pt_PT'),
};

export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  if (language === 'en') return undefined;
  return (await loaders[language]()).default;
}
