import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { defaultLanguage, i18n, isLanguage, type Language } from './i18n';

/** One lazily loaded set of strings: each language's files added to `namespace` on first need. */
export interface StringBundles {
  /** Adds one language's strings (deep, so keys read as usual). */
  load(language: Language): Promise<void>;
  /** English (the fallback) and `language`'s strings, loaded. */
  ready(language: string): Promise<void>;
  /** True once English and `language`'s strings are in. */
  isReady(language: string): boolean;
}

const languagesFor = (language: string): Language[] =>
  isLanguage(language) && language !== defaultLanguage ? [defaultLanguage, language] : [defaultLanguage];

/**
 * Strings kept out of the entry, loaded per language when a screen needs them.
 * @example stringBundles(import.meta.glob('./locales/*.json', { import: 'default' }), 'demo')
 */
export function stringBundles(
  files: Record<string, () => Promise<ResourceKey>>,
  namespace = 'translation',
): StringBundles {
  const loaded = new Map<Language, Promise<void>>();
  const added = new Set<Language>();
  const filesOf = (language: Language) =>
    Object.entries(files)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([, file]) => file);

  function load(language: Language): Promise<void> {
    let pending = loaded.get(language);
    if (!pending) {
      pending = Promise.all(filesOf(language).map((file) => file()))
        .then((bundles) => {
          // Deep: files that share a top-level key (`menu`) add to it rather than replace it.
          for (const resources of bundles)
            i18n.addResourceBundle(language, namespace, resources, true, false);
          added.add(language);
        })
        .catch((error: unknown) => {
          loaded.delete(language);
          throw error;
        });
      loaded.set(language, pending);
    }
    return pending;
  }

  const ready = (language: string) => Promise.all(languagesFor(language).map(load)).then(() => undefined);

  const isReady = (language: string) => languagesFor(language).every((l) => added.has(l));

  return { load, ready, isReady };
}

/** True once `bundles` has English and the current language's strings; follows language changes. */
export function useStringBundles(bundles: StringBundles): boolean {
  const [isReady, setReady] = useState(() => bundles.isReady(i18n.language));
  useEffect(() => {
    let current = true;
    const onLanguage = (language: string) =>
      bundles.ready(language).then(
        () => current && setReady(true),
        // A failed bundle leaves English keys visible rather than a blank screen.
        () => current && setReady(true),
      );
    void onLanguage(i18n.language);
    i18n.on('languageChanged', onLanguage);
    return () => {
      current = false;
      i18n.off('languageChanged', onLanguage);
    };
  }, [bundles]);
  return isReady;
}
