import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** `manifest.json` at the top of every backup archive: what it holds and which store shape made it. */
export const backupManifestSchema = z.object({
  format: z.literal('cubus-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** `all`, or the one domain it holds. */
  scope: z.union([z.literal('all'), z.object({ domainId: z.uuid(), domainName: z.string() })]),
  /** The metadata store's migrations when it was taken: a restore brings the store to the same shape first. */
  migrations: z.array(z.string()),
  domains: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The warehouse engine whose export `warehouse/` holds (before ClickHouse: always DuckDB). */
  warehouse: z.string().default('duckdb'),
  /** Rows per metadata table (`meta/<table>.jsonl`). */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Files carried (`files/<domainId>/…`). */
  files: z.number().int().nonnegative(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/**
 * The archive's folders: `meta/<table>.jsonl`, `warehouse/<domainId>/` (the engine's export) and
 * `files/<domainId>/` (the domain's stored files), beside `manifest.json`.
 */
export const archiveParts = {
  manifest: 'manifest.json',
  meta: 'meta',
  warehouse: 'warehouse',
  files: 'files',
} as const;

/**
 * Links (or copies, across file systems) the domain's stored files into `to`: finished files only,
 * never an upload still in progress (`.part`) or a scratch folder of the engine (`.export-…`).
 * A stored file is never rewritten in place, so a link is a consistent copy that costs nothing.
 * Answers how many files it took.
 */
export async function carryFiles(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  let count = 0;
  for (const entry of entries) {
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    if (
      !entry.isFile() ||
      relative.split(path.sep).some((part) => part.startsWith('.')) ||
      entry.name.endsWith('.part')
    )
      continue;
    const target = path.join(to, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await link(path.join(from, relative), target).catch(() => copyFile(path.join(from, relative), target));
    count += 1;
  }
  return count;
}
