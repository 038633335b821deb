import type { ResourceKey } from 'i18next';
import { stringBundles, useStringBundles } from './string-bundles';

/**
 * The signed-in screens' strings, kept out of the entry so the login page stays small (DESIGN §2):
 * the console's own (menu sections, grid, pivot, fields…) and each feature's, in its folder as
 * `features/<kind>/locales/<language>.json`. Found by that convention rather than through the
 * features' manifests: the manifests ship in the entry, and five loaders each would grow it.
 */
const consoleStrings = stringBundles(
  import.meta.glob<ResourceKey>(['../locales/console/*.json', '../features/*/locales/*.json'], {
    import: 'default',
  }),
);

/** Adds one language's console strings to the default namespace (deep, so keys read as usual). */
export const loadConsoleStrings = consoleStrings.load;

/** English (the fallback) and `language`'s console strings, loaded (the shell's route waits for them). */
export const consoleStringsReady = consoleStrings.ready;

/** True once English (the fallback) and the current language's console strings are in. */
export const useConsoleStrings = (): boolean => useStringBundles(consoleStrings);
