import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import type { Config } from '../config';
import type { Warehouse } from '../engine/warehouse/warehouse';
import { kindMigrations } from '../objects/kinds';
import { openWarehouse } from '../plugins/warehouse';
import { allMigrations, migrateToLatest } from '../store/migrate';
import { openStore } from '../store/open-store';
import { archiveParts, type BackupManifest, backupManifestSchema } from './backup-archive';
import { entriesOf, metadataStoreExists } from './install-state';
import { loadMetadata } from './metadata-snapshot';
import { OperationError } from './operation-error';

/**
 * Restores an archive of `writeBackup` into an install that has never started (a new data folder,
 * and with `DATABASE_URL` a database without Cubus tables): the metadata store is migrated to the
 * backup's shape, the warehouse and files go in, the rows go in in one transaction, and the store
 * is migrated on to this version. On any failure what was put in is taken out again.
 * @example await restoreBackup('/backups/cubus.tar.gz', loadConfig())
 */
export async function restoreBackup(archive: string, config: Config): Promise<BackupManifest> {
  await mkdir(config.dataDir, { recursive: true });
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  try {
    const manifest = await unpack(archive, staging);
    const known = Object.keys(allMigrations(kindMigrations));
    const unknown = manifest.migrations.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new OperationError(
        'backup_newer',
        `The backup was made by a newer Cubus (migrations ${unknown.join(', ')}).`,
      );
    const warehouse = openWarehouse(config);
    try {
      await ensureFreshInstall(config, manifest, warehouse);
      await putIn(config, manifest, staging, warehouse);
    } finally {
      await warehouse.close();
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function unpack(archive: string, staging: string): Promise<BackupManifest> {
  await mkdir(staging, { recursive: true });
  try {
    // node-tar keeps every entry inside `cwd` (no absolute paths, no `..`).
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const parsed = backupManifestSchema.safeParse(
      JSON.parse(await readFile(path.join(staging, archiveParts.manifest), 'utf8')),
    );
    if (!parsed.success) throw new Error(parsed.error.message);
    return parsed.data;
  } catch (error) {
    if (
      (error as { code?: string }).code === 'ENOENT' &&
      !(error as { path?: string }).path?.startsWith(staging)
    )
      throw new OperationError('backup_not_found', `No file at ${archive}.`);
    throw new OperationError('not_a_backup', `${archive} is not a Cubus backup archive.`);
  }
}

/**
 * Refuses any install that holds something (a restore never merges into data, and takes out
 * what it put in when it fails), and a warehouse of another engine than the backup's.
 */
async function ensureFreshInstall(
  config: Config,
  manifest: BackupManifest,
  warehouse: Warehouse,
): Promise<void> {
  if (manifest.warehouse !== warehouse.name)
    throw new OperationError(
      'backup_other_warehouse',
      `The backup holds a ${manifest.warehouse} warehouse; this install's is ${warehouse.name}${config.clickhouseUrl ? ' (CLICKHOUSE_URL)' : ''}. Restore it into an install on the same engine.`,
    );
  const held: string[] = [];
  if (await metadataStoreExists(config))
    held.push(config.databaseUrl ? 'the metadata database holds a Cubus store' : `${config.dataDir}/meta`);
  const embedded = (await entriesOf(path.join(config.dataDir, 'warehouse'))).filter((name) =>
    manifest.domains.some((domain) => name.startsWith(domain.id)),
  );
  if (embedded.length > 0) held.push(`${config.dataDir}/warehouse`);
  if (warehouse.name === 'clickhouse')
    // The domain's database on the server of CLICKHOUSE_URL (made here if missing, and empty then).
    for (const domain of manifest.domains)
      if (
        (
          await warehouse.execute(
            domain.id,
            'SELECT name FROM system.tables WHERE database = currentDatabase() LIMIT 1',
          )
        ).length > 0
      )
        held.push(`the ClickHouse database of domain ${domain.name}`);
  if ((await entriesOf(config.files.dir)).length > 0) held.push(config.files.dir);
  if (held.length > 0)
    throw new OperationError(
      'target_not_empty',
      `Restore only into an install that has never started: ${held.join('; ')}.`,
    );
}

/** Moves a folder; copied when the target is on another volume (`CUBUS_FILES_DIR` mounted apart). */
async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await rm(from, { recursive: true, force: true });
  }
}

async function putIn(
  config: Config,
  manifest: BackupManifest,
  staging: string,
  warehouse: Warehouse,
): Promise<void> {
  const store = await openStore(config, kindMigrations, manifest.migrations.at(-1));
  let failed = false;
  try {
    for (const domain of manifest.domains) {
      await warehouse.importDomain(domain.id, path.join(staging, archiveParts.warehouse, domain.id));
      const files = path.join(staging, archiveParts.files, domain.id);
      if ((await entriesOf(files)).length > 0) {
        await mkdir(config.files.dir, { recursive: true });
        await moveDir(files, path.join(config.files.dir, domain.id));
      }
    }
    await loadMetadata(store.db, path.join(staging, archiveParts.meta), Object.keys(manifest.tables));
    await migrateToLatest(store.db as unknown as Kysely<unknown>, kindMigrations);
  } catch (error) {
    failed = true;
    for (const domain of manifest.domains) {
      await warehouse.drop(domain.id).catch(() => {});
      await rm(path.join(config.files.dir, domain.id), { recursive: true, force: true });
    }
    throw error;
  } finally {
    await store.close();
    // The embedded store was made by this restore: gone again, the folder can be restored into.
    if (failed && !config.databaseUrl)
      await rm(path.join(config.dataDir, 'meta'), { recursive: true, force: true });
  }
}
