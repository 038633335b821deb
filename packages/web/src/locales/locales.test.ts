import { errorCodes, locales } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';
import { type LocaleTree, leaves, placeholders } from '../test/locale-leaves';
import consoleDe from './console/de.json';
import consoleEn from './console/en.json';
import consoleFr from './console/fr.json';
import consolePt from './console/pt.json';
import consoleRu from './console/ru.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import ru from './ru.json';

const english = leaves(en);
const others = { ru, de, fr, pt } as Record<string, LocaleTree>;
const consoleEnglish = leaves(consoleEn);
const consoleOthers = { ru: consoleRu, de: consoleDe, fr: consoleFr, pt: consolePt } as Record<
  string,
  LocaleTree
>;

describe('locales', () => {
  it('cover exactly the languages of the shared contract', () => {
    expect([...languages].sort()).toEqual([...locales].sort());
  });

  it('have a message for every API error code', () => {
    for (const code of errorCodes) expect(english.get(`errors.${code}`), code).toBeTruthy();
  });

  for (const [language, tree] of Object.entries(others)) {
    describe(language, () => {
      const translated = leaves(tree);

      it('has every English key, none empty', () => {
        const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
        expect(missing).toEqual([]);
      });

      it('has no key English lacks', () => {
        expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('keeps the same interpolation placeholders', () => {
        for (const [key, text] of english)
          expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      });
    });
  }

  it('has no empty English string', () => {
    expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  describe('console bundles (loaded with the shell)', () => {
    it('use top-level keys of their own, so loading a language never drops them', () => {
      expect(Object.keys(consoleEn).filter((key) => key in en)).toEqual([]);
    });

    it('have no empty English string', () => {
      expect([...consoleEnglish].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });

    for (const [language, tree] of Object.entries(consoleOthers)) {
      it(`${language} has every English key with the same placeholders, and no other`, () => {
        const translated = leaves(tree);
        expect([...consoleEnglish.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([]);
        expect([...translated.keys()].filter((key) => !consoleEnglish.has(key))).toEqual([]);
        for (const [key, text] of consoleEnglish)
          expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      });
    }
  });

  describe('keys and the console source', () => {
    const source = Object.entries(
      // The demo area reads its own namespace (demo/locales/demo-locales.test.ts checks it).
      import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../demo/**'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    )
      .map(([, text]) => text)
      .join('\n');
    const keys = new Set([...english.keys(), ...consoleEnglish.keys()]);
    const literals = new Set([...source.matchAll(/['"`]([\w.-]+)['"`]/g)].map((match) => match[1]));
    // Keys read by parts: `t(`menu.${name}`)`, or a prefix handed on (`optionPrefix="customizer.colors"`).
    const prefixes = [
      ...[...source.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1] ?? ''),
      ...[...literals].filter((literal) => literal?.includes('.')).map((literal) => `${literal}.`),
      // Field and value titles come from the server's kinds (objects/kind-titles.test.ts checks them).
      'fields.',
      'admin.users.statuses.',
    ];

    it('has every key the console names', () => {
      const named = [...source.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((match) => match[1] ?? '');
      expect(named.filter((key) => !keys.has(key))).toEqual([]);
    });

    it('has no key the console never reads', () => {
      const unused = [...keys].filter(
        (key) => !literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)),
      );
      expect(unused).toEqual([]);
    });
  });
});
