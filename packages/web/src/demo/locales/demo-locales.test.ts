import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18n';
import { type LocaleTree, leaves, placeholders } from '../../test/locale-leaves';

const files = import.meta.glob<LocaleTree>('./*.json', { eager: true, import: 'default' });
const treeOf = (language: string): LocaleTree => files[`./${language}.json`] ?? {};

const english = leaves(treeOf('en'));

describe('the demo area strings', () => {
  it('come in every console language', () => {
    expect(Object.keys(files).sort()).toEqual(languages.map((l) => `./${l}.json`).sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language}: has every English key, no other, with the same placeholders`, () => {
      const translated = leaves(treeOf(language));
      expect([...english.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
      for (const [key, text] of english)
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    });
  }
});
