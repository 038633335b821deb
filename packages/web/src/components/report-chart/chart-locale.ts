import type { EChartsInitOpts } from 'echarts/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from '../../lib/i18n';

/** One of ECharts' own locale files (month and day names, its legend's and toolbox's words); English is built in. */
export type ChartLocale = NonNullable<EChartsInitOpts['locale']>;

// Each language's file loads with the chart that needs it, never with the first page.
const chartLocales: Record<Exclude<Language, 'en'>, () => Promise<{ default: ChartLocale }>> = {
  ru: () => import('echarts/lib/i18n/langRU.js'),
  de: () => import('echarts/lib/i18n/langDE.js'),
  fr: () => import('echarts/lib/i18n/langFR.js'),
  pt: () => import('echarts/lib/i18n/langPT-br.js'),
};

/** ECharts' locale of a console language. */
export async function loadChartLocale(language: Language): Promise<ChartLocale> {
  return language === 'en' ? 'EN' : (await chartLocales[language]()).default;
}

/** ECharts' locale of the console's current language; `undefined` while its file loads. */
export function useChartLocale(): ChartLocale | undefined {
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  const [loaded, setLoaded] = useState<{ language: Language; locale: ChartLocale }>();
  useEffect(() => {
    let current = true;
    loadChartLocale(language).then((locale) => current && setLoaded({ language, locale }));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}
