import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindMigrations } from '../objects/kinds';
import { allMigrations, appliedMigrations } from './migrate';
import { openStore } from './open-store';

describe('migrateToLatest on a store opened again', () => {
  let dir: string;
  const options = () => ({ dataDir: dir, databaseUrl: undefined });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cubus-migrate-'));
    await (await openStore(options(), kindMigrations)).close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens a store that has run every migration, and changes nothing', async () => {
    const store = await openStore(options(), kindMigrations);
    try {
      expect((await appliedMigrations(store.db)).sort()).toEqual(
        Object.keys(allMigrations(kindMigrations)).sort(),
      );
    } finally {
      await store.close();
    }
  });

  it('refuses a store a newer version migrated, rather than taking it as up to date', async () => {
    const store = await openStore(options(), kindMigrations);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', now()::text)`.execute(
      store.db,
    );
    await store.close();
    await expect(openStore(options(), kindMigrations)).rejects.toThrow(/migration .*failed/);
  });
});
