import { describe, expect, it } from 'vitest';
import { type Language, languages } from '../lib/i18n';
import { type LocaleTree, leaves } from '../test/locale-leaves';
import { glossary } from './glossary';

// Every string of the console by language, wherever its bundle lives; the demo area has words of its own.
const strings = new Map<Language, Map<string, string>>(languages.map((language) => [language, new Map()]));
for (const [file, tree] of Object.entries(
  import.meta.glob<LocaleTree>(['../**/locales/**/*.json', '!../demo/**'], {
    import: 'default',
    eager: true,
  }),
)) {
  const language = /(\w+)\.json$/.exec(file)?.[1] as Language;
  for (const [key, text] of leaves(tree)) strings.get(language)?.set(key, text);
}

describe('one term per concept', () => {
  for (const language of languages) {
    const texts = strings.get(language) ?? new Map<string, string>();
    describe(language, () => {
      for (const [concept, { term, named, not = [] }] of Object.entries(glossary[language])) {
        it(`calls the ${concept} ${term}`, () => {
          expect(
            [...texts.values()].some((text) => term.test(text)),
            'the term is used',
          ).toBe(true);
          if (named) expect(texts.get(named), named).toMatch(term);
          const others = [...texts].filter(([, text]) => not.some((word) => word.test(text)));
          expect(others.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
        });
      }
    });
  }
});
