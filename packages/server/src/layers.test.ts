import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

/** Every source file's relative imports, as folders under `src/` (`objects/cubes/cube-store`). */
function importsOf(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(root, entry), 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
      path.relative(root, path.resolve(root, path.dirname(entry), match[1] ?? '')),
    );
    graph.set(entry.replace(/\.ts$/, ''), targets);
  }
  return graph;
}

/**
 * Who may not import whom: each rule names the files it covers and the places they must not reach.
 * A lower layer never imports a higher one, so each can be read and tested without those above it.
 */
const rules: { files: RegExp; forbidden: RegExp; why: string }[] = [
  {
    files: /^engine\//,
    forbidden: /^(objects|qry|plugins|routes|seed|store|jobs|auth|acl|accounts|admin|files|export)\//,
    why: 'the engine is below everything that runs SQL',
  },
  {
    files: /^lib\//,
    forbidden: /^(?!lib\/|store\/database$)/,
    why: 'lib holds helpers that need nothing of the app but the store schema',
  },
  {
    files: /(^|\/)migrations\//,
    forbidden: /^(seed|objects|qry|plugins|routes)\//,
    why: 'a migration keeps the shape of its time: no seed or kind code, which changes after it',
  },
  {
    files: /^(store|jobs)\//,
    forbidden: /^(objects|qry|plugins|routes|seed)\//,
    why: 'the store and the job runner know no kind: the kinds bring their migrations and runs',
  },
  { files: /^auth\//, forbidden: /^(acl|plugins|routes)\//, why: 'acl builds on auth, never the other way' },
  {
    files: /^qry\//,
    forbidden: /^(objects\/[^/]+\/|plugins\/|routes\/|seed\/)/,
    why: 'the generic qry machinery knows no kind by name',
  },
  {
    files: /^objects\//,
    forbidden: /^(plugins\/(?!auth$)|routes\/|seed\/)/,
    why: 'kinds are registered by the plugins, not the other way',
  },
  {
    files: /^(?!engine\/warehouse\/|plugins\/warehouse$)/,
    forbidden: /^engine\/warehouse\/[^/]+\//,
    why: "the server asks the warehouse interface; only the warehouse plugin names an engine's folder",
  },
];

describe('server layers', () => {
  const graph = importsOf();
  for (const rule of rules)
    it(`${rule.files.source}: ${rule.why}`, () => {
      const broken = [...graph].flatMap(([file, targets]) =>
        rule.files.test(file)
          ? targets.filter((target) => rule.forbidden.test(target)).map((t) => `${file} → ${t}`)
          : [],
      );
      expect(broken).toEqual([]);
    });
});
