import { describe, expect, it } from 'vitest';
import { type Language, languages } from '../lib/i18n';
import { type LocaleTree, leaves } from '../test/locale-leaves';
import { europeanPortuguese, glossary } from './glossary';

// Every string of the console by language, wherever its bundle lives. The demo area has words of its
// own: only its Portuguese is read, to be held to the Brazilian forms.
const strings = new Map<Language, Map<string, string>>(languages.map((language) => [language, new Map()]));
const demoPortuguese = new Map<string, string>();
for (const [file, tree] of Object.entries(
  import.meta.glob<LocaleTree>('../**/locales/**/*.json', { import: 'default', eager: true }),
)) {
  const language = /(\w+)\.json$/.exec(file)?.[1] as Language;
  const demo = file.startsWith('../demo/');
  if (demo && language !== 'pt') continue;
  const into = demo ? demoPortuguese : strings.get(language);
  for (const [key, text] of leaves(tree)) into?.set(key, text);
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

describe('Brazilian Portuguese', () => {
  const texts = [...(strings.get('pt') ?? []), ...demoPortuguese];
  for (const { european, brazilian } of europeanPortuguese) {
    it(`says ${brazilian}, not ${european}`, () => {
      const found = texts.filter(([, text]) => european.test(text));
      expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  }
});
