import type { ResourceKey } from 'i18next';
import { stringBundles, useStringBundles } from './string-bundles';

// The signed-in screens' strings, kept out of the entry so the login page stays small (DESIGN §2).
const consoleStrings = stringBundles(
  import.meta.glob<ResourceKey>('../locales/console/*.json', { import: 'default' }),
);

/** Adds one language's console strings to the default namespace (deep, so keys read as usual). */
export const loadConsoleStrings = consoleStrings.load;

/** English (the fallback) and `language`'s console strings, loaded (the shell's route waits for them). */
export const consoleStringsReady = consoleStrings.ready;

/** True once English (the fallback) and the current language's console strings are in. */
export const useConsoleStrings = (): boolean => useStringBundles(consoleStrings);
