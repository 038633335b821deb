import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../bench/src/server-process';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The script files of the template demo area, from the console build's manifest: every chunk made
 * from a file under src/demo/ and every chunk only the demo's chunks import (msw, faker).
 */
export function templateDemoChunkFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'packages/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
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
