import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18n';
import { loadChartLocale } from './chart-locale';

const january = { en: 'January', ru: 'Январь', de: 'Januar', fr: 'janvier', pt: 'janeiro' };

describe('chart locale', () => {
  it("is ECharts' built-in English, by name", async () => {
    expect(await loadChartLocale('en')).toBe('EN');
  });

  for (const language of languages.filter((one) => one !== 'en'))
    it(`gives ECharts' own ${language} file`, async () => {
      const locale = (await loadChartLocale(language)) as { time: { month: string[] } };
      expect(locale.time.month[0]?.toLowerCase()).toBe(january[language].toLowerCase());
    });
});
