import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { storageKeys } from './storage-keys';

export const languages = ['en', 'ru', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language named in itself, so a user finds theirs whatever is shown now. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

// English ships in the entry (it is the fallback); the others load on demand to keep the first load small.
const lazyLocales = import.meta.glob<ResourceKey>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = lazyLocales[`../locales/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The console's language as one of ours: i18next's, or the default while it names another. */
export function languageOf(i18n: { language: string }): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * The browser's first preferred language the console speaks, by its base (`de-AT` → `de`).
 * @example browserLanguage(['es-ES', 'pt-BR', 'en']) // 'pt'
 */
export function browserLanguage(
  preferred: readonly string[] = navigator.languages ?? [],
): Language | undefined {
  return preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
}

/** The language chosen before on this browser; on a first visit, the browser's own when the console speaks it. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKeys.language);
  return isLanguage(stored) ? stored : (browserLanguage() ?? defaultLanguage);
}

export const i18n = i18next.createInstance();

export function initI18n(language: Language = storedLanguage()): Promise<unknown> {
  i18n.on('languageChanged', (next) => {
    if (isLanguage(next)) {
      localStorage.setItem(storageKeys.language, next);
      document.documentElement.lang = next;
    }
  });
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: languages,
      interpolation: { escapeValue: false },
      // `added`: screens re-render when a lazily loaded bundle of strings arrives.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
}
