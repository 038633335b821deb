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

  describe('and the demo source', () => {
    const source = Object.values(
      import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).join('\n');
    const literals = new Set([...source.matchAll(/['"`]([\w.-]+)['"`]/g)].map((match) => match[1]));
    // Keys read by parts: `t(`invoices.statuses.${status}`)`, or a prefix handed on.
    const prefixes = [
      ...[...source.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1] ?? ''),
      ...[...literals].filter((literal) => literal?.includes('.')).map((literal) => `${literal}.`),
    ];

    it('has every key the demo names', () => {
      const named = [...source.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((match) => match[1] ?? '');
      expect(named.filter((key) => !english.has(key))).toEqual([]);
    });

    it('has no key the demo never reads', () => {
      const unused = [...english.keys()].filter(
        (key) => !literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused).toEqual([]);
    });
  });
});
