import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Each console file's relative imports, as paths under `src/` (`features/cubes/api/cubes-api`). */
const graph = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
  .map((file) => ({
    file,
    targets: [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
    ].map((match) => path.relative(root, path.resolve(root, path.dirname(file), match[1] ?? ''))),
  }));

/** The place a file is in: a layer, or the one feature it belongs to. */
const placeOf = (file: string) =>
  file.startsWith('features/') ? file.split('/').slice(0, 2).join('/') : (file.split('/')[0] ?? '');
const layers = ['lib', 'components', 'features', 'app'];
const rank = (place = '') => layers.indexOf(place.split('/')[0] ?? '');

describe('console layers', () => {
  it('flow one way, lib → components → features → app, and no feature imports another', () => {
    const broken = graph.flatMap(({ file, targets }) =>
      targets
        .filter((target) => {
          const [from, to] = [placeOf(file), placeOf(target)];
          if (rank(from) < 0 || rank(to) < 0 || from === to) return false;
          return rank(to) > rank(from) || (rank(to) === rank(from) && from.startsWith('features/'));
        })
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('has no import circles', () => {
    const edges = new Map(graph.map(({ file, targets }) => [file.replace(/\.tsx?$/, ''), targets]));
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      if (done.has(file) || trail.includes(file)) return;
      for (const target of edges.get(file) ?? []) visit(target, [...trail, file]);
      done.add(file);
    };
    for (const file of edges.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
