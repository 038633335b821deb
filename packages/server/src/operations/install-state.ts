import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';

/** The names in a folder; none when it is not there. */
export const entriesOf = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Whether a server has ever made the install's metadata store: the embedded store's folder under
 * the data folder, or Cubus's migration table in the `DATABASE_URL` database. Asked without
 * opening the store, which would make one.
 */
export async function metadataStoreExists(config: Config): Promise<boolean> {
  if (!config.databaseUrl) return (await entriesOf(path.join(config.dataDir, 'meta'))).length > 0;
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select to_regclass('public.kysely_migration') is not null as made`);
    return rows[0]?.made === true;
  } finally {
    await client.end();
  }
}
