import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { namedKinds } from '../plugins/objects';

type Tree = { [key: string]: string | Tree };

/**
 * The console's messages of one language, as i18next merges them: its base file, its console file
 * and each console feature's (`web/src/features/<kind>/locales/`).
 */
function messages(language: string): Tree[] {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');
  const features = readdirSync(path.join(web, 'features'))
    .map((feature) => path.join(web, 'features', feature, 'locales', `${language}.json`))
    .filter((file) => existsSync(file));
  return [
    path.join(web, 'locales', `${language}.json`),
    path.join(web, 'locales/console', `${language}.json`),
    ...features,
  ].map((file) => JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

function has(trees: Tree[], key: string): boolean {
  return trees.some((tree) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' && node.length > 0;
  });
}

describe('what the kinds tell the console to show', () => {
  it('names every value of every enum and tags field of every kind in every language', () => {
    const missing: string[] = [];
    for (const language of locales) {
      const trees = messages(language);
      for (const kind of namedKinds)
        for (const field of kind.fields.filter((f) => f.type === 'enum' || f.enumValues)) {
          if (!field.valueTitles) missing.push(`${kind.name}.${field.name}: no valueTitles`);
          for (const value of field.enumValues ?? [])
            if (field.valueTitles && !has(trees, `${field.valueTitles}.${value}`))
              missing.push(`${language}: ${field.valueTitles}.${value}`);
        }
    }
    expect(missing).toEqual([]);
  });

  it('titles every field of every kind in every language', () => {
    const missing: string[] = [];
    for (const language of locales) {
      const trees = messages(language);
      for (const kind of namedKinds)
        for (const field of kind.fields)
          if (!has(trees, field.title)) missing.push(`${language}: ${field.title}`);
    }
    expect(missing).toEqual([]);
  });
});
