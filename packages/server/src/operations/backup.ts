import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import type { WarehouseEngine } from '../engine/engine';
import { notFound } from '../lib/app-error';
import type { Database } from '../store/database';
import { appliedMigrations } from '../store/migrate';
import { archiveParts, type BackupManifest, carryFiles } from './backup-archive';
import { type BackupScope, dumpMetadata } from './metadata-snapshot';

/** What a backup or a restore works on: the install's three stores. */
export interface InstallStores {
  db: Kysely<Database>;
  warehouse: WarehouseEngine;
  /** `DATA_DIR`: backups are staged under `backups/`. */
  dataDir: string;
  /** `CUBUS_FILES_DIR`: stored files are under `<domainId>/`. */
  filesDir: string;
}

/** The last backup taken, kept in the store's settings for System status. */
export interface LastBackup {
  at: string;
  /** `all`, or the domain's name. */
  scope: string;
  bytes: number;
}

export const lastBackupKey = 'last_backup';

/**
 * Writes one archive (tar.gz) of the install, or of one domain, to `out`, while the install goes
 * on serving: the metadata as one snapshot (`dumpMetadata`), then each domain's warehouse as one
 * export, then its finished files. The metadata comes first, so anything made meanwhile is at
 * most an unreferenced table or file in the archive, never a reference to something missing.
 * @example await writeBackup(stores, { domainId }, createWriteStream('sales.tar.gz'))
 */
export async function writeBackup(
  stores: InstallStores,
  scope: BackupScope,
  out: Writable,
): Promise<BackupManifest> {
  const staging = path.join(stores.dataDir, 'backups', `.staging-${randomUUID()}`);
  try {
    const tables = await dumpMetadata(stores.db, scope, path.join(staging, archiveParts.meta));
    const domains = await snapshotDomains(path.join(staging, archiveParts.meta));
    let files = 0;
    for (const domain of domains) {
      await mkdir(path.join(staging, archiveParts.warehouse), { recursive: true });
      await stores.warehouse.exportDomain(domain.id, path.join(staging, archiveParts.warehouse, domain.id));
      files += await carryFiles(
        path.join(stores.filesDir, domain.id),
        path.join(staging, archiveParts.files, domain.id),
      );
    }
    const manifest: BackupManifest = {
      format: 'cubus-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      scope: scope === 'all' ? 'all' : { domainId: scope.domainId, domainName: domains[0]?.name ?? '' },
      migrations: await appliedMigrations(stores.db),
      domains,
      warehouse: stores.warehouse.name,
      tables,
      files,
    };
    await writeFile(path.join(staging, archiveParts.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const parts = [archiveParts.manifest, archiveParts.meta, archiveParts.warehouse, archiveParts.files];
    await mkdir(path.join(staging, archiveParts.warehouse), { recursive: true });
    await mkdir(path.join(staging, archiveParts.files), { recursive: true });
    // `out` is ended only once the backup is recorded: whoever reads the archive to its end then
    // finds it as the last backup.
    await pipeline(tar.create({ gzip: true, cwd: staging, portable: true }, parts), counter, out, {
      end: false,
    });
    const last: LastBackup = {
      at: manifest.createdAt,
      scope: manifest.scope === 'all' ? 'all' : manifest.scope.domainName,
      bytes,
    };
    await stores.db
      .insertInto('settings')
      .values({ key: lastBackupKey, value: JSON.stringify(last) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(last) }))
      .execute();
    out.end();
    await finished(out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The domains of the metadata snapshot (not of the store now: one deleted since has no warehouse left). */
async function snapshotDomains(metaDir: string): Promise<{ id: string; name: string }[]> {
  const text = await readFile(path.join(metaDir, 'domains.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { id, name } = JSON.parse(line) as { id: string; name: string };
      return { id, name };
    });
}

/** What `--domain NAME` asks for (a domain's name, any case), or every domain without it. */
export async function backupScopeOf(db: Kysely<Database>, domain: string | undefined): Promise<BackupScope> {
  if (!domain) return 'all';
  const found = await db
    .selectFrom('domains')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', domain.toLowerCase()))
    .executeTakeFirst();
  if (!found) throw notFound(`No domain named "${domain}"`);
  return { domainId: found.id };
}
