import type { ResourceKey } from 'i18next';
import { stringBundles, useStringBundles } from '../lib/string-bundles';

/** The demo area's own namespace of strings (DESIGN §7), loaded with its first screen. */
export const demoNamespace = 'demo';

export const demoStrings = stringBundles(
  import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' }),
  demoNamespace,
);

export const useDemoStrings = (): boolean => useStringBundles(demoStrings);
