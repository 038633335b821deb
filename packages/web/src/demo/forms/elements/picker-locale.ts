import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from '../../../lib/i18n';

// antd's pickers take their words from antd's locale (the console sets it) and their month and
// weekday names from dayjs's locale of the same language, which must be loaded first.
const dayjsLocales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  ru: () => import('dayjs/locale/ru'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  pt: () => import('dayjs/locale/pt-br'),
};

/** Loads the console language's month and weekday names for the pickers; true once they are in. */
export function usePickerLocale(): boolean {
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  const [loaded, setLoaded] = useState<string>('en');
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    dayjsLocales[language]().then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);
  return language === 'en' || loaded === language;
}
