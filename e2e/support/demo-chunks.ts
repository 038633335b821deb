import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../bench/src/server-process';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The console build's manifest: each source module's chunk and what it imports. */
export function buildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(
    readFileSync(path.join(repoRoot, 'packages/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
}

/**
 * The script files of the template demo area, from the console build's manifest: every chunk made
 * from a file under src/demo/ and every chunk only the demo's chunks import (msw, faker).
 */
export function templateDemoChunkFiles(): Set<string> {
  const manifest = buildManifest();
  const isDemo = (key: string) => (manifest[key]?.src ?? key).startsWith('src/demo/');
  const demoKeys = new Set(Object.keys(manifest).filter(isDemo));
  const productReach = new Set<string>();
  const visit = (key: string) => {
    if (productReach.has(key) || demoKeys.has(key)) return;
    productReach.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])])
      visit(next);
  };
  // What the product reaches without going through a demo file is shared, not the demo's.
  for (const key of Object.keys(manifest))
    if (!isDemo(key) && key.startsWith('src/') && !key.startsWith('src/demo/')) visit(key);
  for (const key of Object.keys(manifest)) if (!productReach.has(key)) demoKeys.add(key);
  return new Set([...demoKeys].map((key) => `/${manifest[key]?.file}`));
}

/** Which of the console's script files (by path, as `/assets/x.js`) hold any of `marks` in their text. */
export function scriptsHolding(files: Iterable<string>, marks: string[]): string[] {
  return [...files].filter((file) => {
    const text = readFileSync(path.join(repoRoot, 'packages/web/dist', file), 'utf8');
    return marks.some((mark) => text.includes(mark));
  });
}

/** Every script file of the console build, by path. */
export function allScriptFiles(): string[] {
  return readdirSync(path.join(repoRoot, 'packages/web/dist/assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
}
