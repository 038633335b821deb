import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { defaultLanguage, i18n, isLanguage, type Language } from './i18n';

// The signed-in screens' strings, kept out of the entry so the login page stays small (DESIGN §2).
const bundles = import.meta.glob<ResourceKey>('../locales/console/*.json', { import: 'default' });
const loaded = new Map<Language, Promise<void>>();
const added = new Set<Language>();

/** Adds one language's console strings to the default namespace (deep, so keys read as usual). */
export function loadConsoleStrings(language: Language): Promise<void> {
  let pending = loaded.get(language);
  if (!pending) {
    const load = bundles[`../locales/console/${language}.json`];
    pending = (load ? load() : Promise.resolve({}))
      .then((resources) => {
        i18n.addResourceBundle(language, 'translation', resources, true, false);
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

function languagesFor(language: string): Language[] {
  return isLanguage(language) && language !== defaultLanguage
    ? [defaultLanguage, language]
    : [defaultLanguage];
}

/** English (the fallback) and `language`'s console strings, loaded (the shell's route waits for them). */
export function consoleStringsReady(language: string): Promise<void> {
  return Promise.all(languagesFor(language).map(loadConsoleStrings)).then(() => undefined);
}

/** True once English (the fallback) and the current language's console strings are in. */
export function useConsoleStrings(): boolean {
  const [ready, setReady] = useState(() => languagesFor(i18n.language).every((l) => added.has(l)));
  useEffect(() => {
    let current = true;
    const load = (language: string) =>
      consoleStringsReady(language).then(
        () => current && setReady(true),
        // A failed bundle leaves English keys visible rather than a blank shell.
        () => current && setReady(true),
      );
    void load(i18n.language);
    i18n.on('languageChanged', load);
    return () => {
      current = false;
      i18n.off('languageChanged', load);
    };
  }, []);
  return ready;
}
