import { hostname } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeRegistry } from '../src/nodes/node-registry';
import { kindMigrations } from '../src/objects/kinds';
import { type MetadataStore, openStore } from '../src/store/open-store';
import { createDatabase, storeKinds } from './helper';

/** A pid no process of this machine has (above Linux's largest). */
const deadPid = 4_194_305;

describe.skipIf(!storeKinds.includes('postgres'))('the node registry', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let store: MetadataStore;

  beforeAll(async () => {
    database = await createDatabase();
    store = await openStore({ dataDir: '/nonexistent', databaseUrl: database.url }, kindMigrations);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const other = (values: { host: string; pid: number; warehouse: 'duckdb' | 'clickhouse'; ago: number }) =>
    store.db
      .insertInto('nodes')
      .values({
        id: `other-${values.host}-${values.pid}`,
        host: values.host,
        pid: values.pid,
        warehouse: values.warehouse,
        heartbeat_at: sql`now() - make_interval(secs => ${values.ago})`,
      })
      .execute();

  it('lets an embedded node start past a stale row and a dead process of this machine, not past a live node', async () => {
    await other({ host: 'elsewhere', pid: 41, warehouse: 'duckdb', ago: 20 });
    await other({ host: hostname(), pid: deadPid, warehouse: 'duckdb', ago: 1 });
    const first = new NodeRegistry(store.db, 'duckdb');
    await first.join();
    // The dead process's row is marked dead at once (its runs get failed), not kept as live.
    const dead = await store.db
      .selectFrom('nodes')
      .select('heartbeat_at')
      .where('pid', '=', deadPid)
      .executeTakeFirstOrThrow();
    expect(dead.heartbeat_at.getTime()).toBe(0);
    await first.leave();

    await other({ host: 'elsewhere', pid: 42, warehouse: 'clickhouse', ago: 2 });
    await expect(new NodeRegistry(store.db, 'duckdb').join()).rejects.toThrow(
      "another node (elsewhere, pid 42) uses this metadata store and this node's warehouse is embedded DuckDB, which cannot be shared; set CLICKHOUSE_URL on every node",
    );
    // ClickHouse nodes share the store.
    const shared = new NodeRegistry(store.db, 'clickhouse');
    await shared.join();
    await shared.leave();
    expect(await store.db.selectFrom('nodes').select('id').where('id', '=', shared.id).execute()).toEqual([]);
  });
});
