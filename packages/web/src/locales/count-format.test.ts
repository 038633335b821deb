import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';
import { type LocaleTree, leaves } from '../test/locale-leaves';

/** Every bundle of the console (the entry's, the shell's, each feature's), by language. */
const bundles = Object.entries(
  import.meta.glob<LocaleTree>(['./*.json', './console/*.json', '../features/*/locales/*.json'], {
    import: 'default',
    eager: true,
  }),
);
const stringsOf = (language: string) =>
  new Map(
    bundles.filter(([file]) => file.endsWith(`/${language}.json`)).flatMap(([, tree]) => [...leaves(tree)]),
  );

/** Placeholders that carry a count of a list: written as `{{count, number}}` so they read 12,345. */
const countNames =
  /\{\{(count|total|shown|rows|columns|inserted|updated|rejected|failed|running|done)(,[^}]*)?\}\}/g;

describe('counts in the console', () => {
  it('are formatted as numbers wherever a string shows one (the ribbon formats its details itself)', () => {
    for (const language of languages) {
      const unformatted = [...stringsOf(language)]
        .filter(([key]) => !key.startsWith('ribbon.'))
        .flatMap(([key, text]) =>
          [...text.matchAll(countNames)].filter((match) => !match[2]?.includes('number')).map(() => key),
        );
      expect(unformatted, language).toEqual([]);
    }
  });

  it("read in the console's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(
        languages.map((language) => [language, { translation: Object.fromEntries(stringsOf(language)) }]),
      ),
      keySeparator: false,
      interpolation: { escapeValue: false },
    });
    const rows = (language: string) => i18n.getFixedT(language)('grid.rowCount', { count: 1234567 });
    expect(rows('en')).toBe('Rows: 1,234,567');
    expect(rows('de')).toContain('1.234.567');
    expect(rows('ru')).toContain(new Intl.NumberFormat('ru').format(1234567));
    expect(rows('fr')).toContain(new Intl.NumberFormat('fr').format(1234567));
    expect(i18n.getFixedT('pt')('grid.moreRows', { shown: 2000, total: 35000 })).toContain('35.000');
  });

  it('that a noun follows are plural keys, with every form each language has (three in Russian)', () => {
    const pluralKey = /_(zero|one|two|few|many|other)$/;
    const counted = /\{\{count, number\}\} \p{L}/u;
    const english = stringsOf('en');
    // "Saved: 1 cells" is what a single key shows: a count before a noun needs the noun's forms.
    expect(
      [...english].filter(([key, text]) => counted.test(text) && !pluralKey.test(key)).map(([key]) => key),
    ).toEqual([]);
    const bases = new Set(
      [...english.keys()].filter((key) => pluralKey.test(key)).map((key) => key.replace(pluralKey, '')),
    );
    expect(bases.size).toBeGreaterThan(5);
    for (const language of languages) {
      const strings = stringsOf(language);
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = [...bases].flatMap((base) =>
        forms.filter((form) => !strings.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('choose the form by the count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(
        languages.map((language) => [language, { translation: Object.fromEntries(stringsOf(language)) }]),
      ),
      keySeparator: false,
      interpolation: { escapeValue: false },
    });
    const copied = (language: string, count: number) =>
      i18n.getFixedT(language)('pivot.copy.done', { count });
    expect(copied('en', 1)).toBe('Copied: 1 cell');
    expect(copied('en', 1200)).toBe('Copied: 1,200 cells');
    expect(copied('ru', 1)).toContain('1 ячейка');
    expect(copied('ru', 3)).toContain('3 ячейки');
    expect(copied('ru', 11)).toContain('11 ячеек');
    expect(copied('ru', 21)).toContain('21 ячейка');
    expect(copied('de', 1)).toBe('Kopiert: 1 Zelle');
  });
});
