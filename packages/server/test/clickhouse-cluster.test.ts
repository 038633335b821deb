import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickhouseClient } from '../src/engine/clickhouse/clickhouse-client';
import { ClickhouseWarehouse } from '../src/engine/warehouse/clickhouse/clickhouse-warehouse';
import { type ClickhouseCluster, startClickhouseCluster } from './clickhouse-cluster';
import { clickhouseInstalled, clickhouseUser } from './clickhouse-server';

/*
 * The warehouse on a two-shard cluster beyond the contract suites (which run on it as
 * `clickhouse-cluster`, `warehouses.ts`): rows really spread over both shards, a configuration
 * that is not the servers' refused by the variable at fault, a shard down failing loudly.
 */
describe.skipIf(!clickhouseInstalled)('the warehouse on a ClickHouse cluster', () => {
  let cluster: ClickhouseCluster;
  let dir: string;
  const opened: ClickhouseWarehouse[] = [];
  const { name: user, password } = clickhouseUser;
  const open = (name: string, urls: string[]) => {
    const warehouse = new ClickhouseWarehouse({
      url: cluster.url,
      cluster: { name, shardUrls: urls },
      memoryLimit: '512MB',
      threads: 1,
      scratchDir: path.join(dir, 'scratch'),
      allowedDir: (domainId) => path.join(dir, 'files', domainId),
    });
    opened.push(warehouse);
    return warehouse;
  };
  /** A count on one shard itself, not through the Distributed table. */
  const onShard = async (index: number, sql: string) => {
    const base = new URL(`http://127.0.0.1:${cluster.shards[index]?.port}/`);
    const client = clickhouseClient({ base, user, password });
    try {
      return Number((await client.compact(sql)).data[0]?.[0]);
    } finally {
      client.close();
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cubus-cluster-'));
    cluster = await startClickhouseCluster();
  }, 60_000);
  afterAll(async () => {
    for (const warehouse of opened) await warehouse.close();
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('spreads a table’s rows over both shards, and reads them whole', async () => {
    const warehouse = open(cluster.name, cluster.shardUrls);
    await warehouse.checkCluster();
    const domainId = randomUUID();
    await warehouse.seedDemoSales(domainId);
    const local = `${warehouse.databaseOf(domainId)}_local.sales`;
    const counts = [
      await onShard(0, `SELECT count() FROM ${local}`),
      await onShard(1, `SELECT count() FROM ${local}`),
    ];
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(2880);
    expect(await warehouse.tableStats(domainId, 'sales')).toMatchObject({ rows: 2880 });
    // A user's delete reaches every shard's rows, waited for.
    const session = await warehouse.openUserSession(domainId);
    await session.query("ALTER TABLE sales DELETE WHERE scenario = 'Budget'");
    const left = [
      await onShard(0, `SELECT count() FROM ${local} WHERE scenario = 'Budget'`),
      await onShard(1, `SELECT count() FROM ${local} WHERE scenario = 'Budget'`),
    ];
    expect(left).toEqual([0, 0]);
    expect(await session.query('SELECT count() AS n FROM sales')).toEqual([{ n: 1920 }]);
    // The local tables are in a database of their own, which a user's SQL cannot name.
    await expect(session.query(`SELECT count() FROM ${local}`)).rejects.toThrow(/is not this domain's/);
    session.close();
    await warehouse.drop(domainId);
    expect(
      await onShard(
        1,
        `SELECT count() FROM system.databases WHERE name LIKE '${warehouse.databaseOf(domainId)}%'`,
      ),
    ).toBe(0);
  });

  it('refuses a cluster the servers do not have, or shard URLs that are not its shards, naming the variable', async () => {
    const [first = '', second = ''] = cluster.shardUrls;
    const refusals: [string, string[], RegExp][] = [
      ['nowhere', [first, second], /^CUBUS_CLICKHOUSE_CLUSTER: .* no cluster nowhere/],
      [cluster.name, [first], /^CUBUS_CLICKHOUSE_SHARD_URLS: the cluster cubus has 2 shards, but 1 URLs/],
      [
        cluster.name,
        [second, first],
        /^CUBUS_CLICKHOUSE_SHARD_URLS: http:\/\/127\.0\.0\.1:\d+ is not shard 1/,
      ],
    ];
    for (const [name, urls, message] of refusals) {
      const error = await open(name, urls)
        .checkCluster()
        .then(
          () => undefined,
          (e: Error) => e,
        );
      expect(error?.message).toMatch(message);
      expect(error?.message).not.toContain(password);
      expect(error?.message.split('\n')).toHaveLength(1);
    }
  });

  it('answers warehouse_unavailable when a shard is down, its log naming the shard: no partial answer', async () => {
    const warehouse = open(cluster.name, cluster.shardUrls);
    const domainId = randomUUID();
    await warehouse.seedDemoSales(domainId);
    await cluster.shards[1]?.stop();
    const unavailable = { status: 503, code: 'warehouse_unavailable' };
    // A read through the Distributed table: the entry server cannot reach shard 2.
    const read = await warehouse.execute(domainId, 'SELECT count() AS n FROM sales').catch((e: unknown) => e);
    expect(read).toMatchObject(unavailable);
    // A change made on each shard: shard 2 refuses the connection.
    const change = await warehouse.clearTable(domainId, 'sales').catch((e: unknown) => e);
    expect(change).toMatchObject(unavailable);
    expect(String((change as Error).cause)).toMatch(/shard 2 of cubus \(http:/);
  });
});
