import { errorCodes, locales, rejectReasonKeys, runMessageKeys } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';
import { foldPlurals, type LocaleTree, leaves, placeholders } from '../test/locale-leaves';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import ru from './ru.json';

const english = leaves(en);
const others = { ru, de, fr, pt } as Record<string, LocaleTree>;

/** The console's bundles, loaded with the shell: its own, and each feature's in its folder. */
const bundles = new Map<string, Map<string, LocaleTree>>();
for (const [file, tree] of Object.entries(
  import.meta.glob<LocaleTree>(['./console/*.json', '../features/*/locales/*.json'], {
    import: 'default',
    eager: true,
  }),
)) {
  const [, folder = '', language = ''] = /^(.*)\/(\w+)\.json$/.exec(file) ?? [];
  bundles.set(folder, (bundles.get(folder) ?? new Map()).set(language, tree));
}
const consoleEnglish = foldPlurals(
  new Map([...bundles.values()].flatMap((byLanguage) => [...leaves(byLanguage.get('en') ?? {})])),
);

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
    it("are the console's own and one for each feature with strings, each in all five languages", () => {
      expect(bundles.has('./console')).toBe(true);
      for (const [folder, byLanguage] of bundles)
        expect([...byLanguage.keys()].sort(), folder).toEqual([...languages].sort());
    });

    it('use top-level keys of their own, so loading a language never drops them', () => {
      const tops = new Set(
        [...bundles.values()].flatMap((byLanguage) => Object.keys(byLanguage.get('en') ?? {})),
      );
      expect([...tops].filter((key) => key in en)).toEqual([]);
    });

    it('never give one key twice (a later bundle would silently win)', () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [folder, byLanguage] of bundles)
        for (const key of leaves(byLanguage.get('en') ?? {}).keys()) {
          if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${folder}`);
          seen.set(key, folder);
        }
      expect(twice).toEqual([]);
    });

    it("have words for every line a run's log is written in, and no others", () => {
      const said = [...consoleEnglish.keys()].filter((key) => key.startsWith('runMessages.'));
      expect(said.sort()).toEqual(runMessageKeys.map((key) => `runMessages.${key}`).sort());
    });

    it('have words for every reason an import rejects a row for, and no others', () => {
      const said = [...consoleEnglish.keys()].filter((key) => key.startsWith('imports.rejectReasons.'));
      expect(said.sort()).toEqual(rejectReasonKeys.map((key) => `imports.rejectReasons.${key}`).sort());
    });

    it('have no empty English string', () => {
      expect([...consoleEnglish].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });

    for (const [folder, byLanguage] of bundles) {
      const bundleEnglish = foldPlurals(leaves(byLanguage.get('en') ?? {}));
      for (const language of languages.filter((one) => one !== 'en')) {
        it(`${folder}: ${language} has every English key with the same placeholders, and no other`, () => {
          const translated = foldPlurals(leaves(byLanguage.get(language) ?? {}));
          expect([...bundleEnglish.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([]);
          expect([...translated.keys()].filter((key) => !bundleEnglish.has(key))).toEqual([]);
          for (const [key, text] of bundleEnglish)
            expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
        });
      }
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
