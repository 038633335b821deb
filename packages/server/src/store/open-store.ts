import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, PostgresDialect } from 'kysely';
import type { Database } from './database';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';

/** The open metadata store: a Kysely handle and how to close what is under it. */
export interface MetadataStore {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir/meta`, and migrates it.
 * @example const store = await openStore({ dataDir: '/var/lib/cubus', databaseUrl: undefined }, kindMigrations)
 */
export async function openStore(
  options: { dataDir: string; databaseUrl: string | undefined },
  kindMigrations: Record<string, Migration>,
  /** Migrates only up to this migration (a restore); the latest when left out. */
  upTo?: string,
): Promise<MetadataStore> {
  let store: MetadataStore;
  if (options.databaseUrl) {
    // Loaded only for a PostgreSQL store: an embedded one starts without it.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a terminated backend) is only taken out of
    // the pool; without a listener its error would end the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    store = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    const dir = path.join(options.dataDir, 'meta');
    await mkdir(dir, { recursive: true });
    // Started once per process: PGlite's first start (initdb in WebAssembly) takes seconds.
    const pglite = await PGlite.create(dir);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    store = {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        await pglite.close();
      },
    };
  }
  try {
    await migrateToLatest(store.db as unknown as Kysely<unknown>, kindMigrations, upTo);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
