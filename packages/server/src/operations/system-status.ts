import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SystemStatus } from '@cubus/shared';
import { sql } from 'kysely';
import packageJson from '../../package.json';
import { type InstallStores, type LastBackup, lastBackupKey } from './backup';

/** The status counts files in the store's rows, not in their folder. */
type StatusStores = Omit<InstallStores, 'filesDir'>;

/** Bytes of every file under `dir` (0 when it is not there). */
async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries)
    if (entry.isFile())
      bytes += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  return bytes;
}

/** The warehouse's bytes: its files under the data folder, or on ClickHouse its domains' active parts. */
async function warehouseBytes({ db, warehouse, dataDir }: StatusStores): Promise<number> {
  if (!warehouse.domainBytes) return folderBytes(path.join(dataDir, 'warehouse'));
  let bytes = 0;
  for (const { id } of await db.selectFrom('domains').select('id').execute())
    bytes += await warehouse.domainBytes(id);
  return bytes;
}

/**
 * The install as measured now: store sizes on disk (the metadata store by its own count), this
 * process's memory, the job queue of each domain and the last backup.
 * @example const status = await readSystemStatus({ db, warehouse, dataDir }, 'pglite')
 */
export async function readSystemStatus(
  stores: StatusStores,
  storeKind: 'pglite' | 'postgres',
): Promise<SystemStatus> {
  const { db, warehouse } = stores;
  const metadata = await sql<{
    bytes: string;
  }>`select pg_database_size(current_database())::text as bytes`.execute(db);
  const files = await db
    .selectFrom('files')
    .where('status', '=', 'ready')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  const jobs = await db
    .selectFrom('jobs')
    .innerJoin('domains', 'domains.id', 'jobs.domain_id')
    .where('jobs.status', 'in', ['queued', 'running'])
    .groupBy('domains.name')
    .orderBy('domains.name')
    .select([
      'domains.name as domain',
      sql<string>`count(*) filter (where jobs.status = 'queued')`.as('queued'),
      sql<string>`count(*) filter (where jobs.status = 'running')`.as('running'),
    ])
    .execute();
  const last = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', lastBackupKey)
    .executeTakeFirst();
  const memory = process.memoryUsage();
  return {
    version: packageJson.version,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    stores: {
      metadata: { kind: storeKind, bytes: Number(metadata.rows[0]?.bytes ?? 0) },
      warehouse: { engine: warehouse.name, bytes: await warehouseBytes(stores) },
      files: { count: Number(files.count), bytes: Number(files.bytes) },
    },
    jobs: jobs.map((row) => ({
      domain: row.domain,
      queued: Number(row.queued),
      running: Number(row.running),
    })),
    lastBackup: (last?.value as LastBackup | undefined) ?? null,
  };
}
