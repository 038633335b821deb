import { useTranslation } from 'react-i18next';

/** The sample countries, in the console's language by the browser's own list of region names. */
export const sampleCountries = ['BR', 'DE', 'FR', 'JP', 'PT', 'US'] as const;

export function useCountryOptions() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return sampleCountries.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
