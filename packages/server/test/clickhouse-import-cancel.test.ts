import { randomUUID } from 'node:crypto';
import type { TableColumn } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportLayout } from '../src/engine/warehouse/import-staging';
import { fileIn, type OpenWarehouse, warehouseEngines } from './warehouses';

const clickhouse = warehouseEngines.find((engine) => engine.name === 'clickhouse');
const columns: TableColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'name', type: 'text', nullable: true },
  { name: 'amount', type: 'decimal', nullable: true },
];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!clickhouse || clickhouse.skip)('a cancelled import on ClickHouse', () => {
  let w: OpenWarehouse;
  const domainId = randomUUID();

  beforeAll(async () => {
    w = await (clickhouse as NonNullable<typeof clickhouse>).open();
  }, 60_000);
  afterAll(() => w?.close());

  /** How many statements loading a staging table the server is running. */
  const stageLoads = async () =>
    Number(
      (
        await w.warehouse.execute(
          domainId,
          "SELECT count() AS n FROM system.processes WHERE query LIKE 'INSERT INTO `_stage_%'",
        )
      )[0]?.n,
    );

  it('stops the bulk load midway, drops the staging table and swaps nothing in', async () => {
    const file = await fileIn(w, domainId, 'big.csv');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(
      `COPY (SELECT i AS id, 'name ' || i AS name, i / 100 AS amount FROM range(3000000) t(i)) TO '${file}' (FORMAT csv, HEADER true)`,
    );
    connection.closeSync();
    instance.closeSync();
    const jobId = randomUUID();
    const staging = await w.warehouse.openImport(domainId, jobId, {
      format: 'csv',
      path: file,
      header: true,
      quote: '"',
      encoding: 'utf-8',
      delimiter: ',',
    });
    try {
      const source = await staging.describe();
      const layout: ImportLayout = {
        table: { name: 'big', columns, key: null },
        existing: undefined,
        pairs: columns.map((target) => ({
          source: target.name,
          sourceType: source.find((s) => s.name === target.name)?.type ?? 'VARCHAR',
          target,
        })),
      };
      expect(await staging.stage(layout)).toBe(3_000_000);
      const run = { jobId, rowsLoaded: 3_000_000, rowsRejected: 0, tableName: 'big', created: true, columns };
      const swap = staging.swap(layout, 'replace', run, () => {});
      swap.catch(() => {});
      // Cancelled as soon as the rows stream into ClickHouse.
      while ((await stageLoads()) === 0) await pause(20);
      const cancelled = Date.now();
      staging.cancel();
      await expect(swap).rejects.toThrow();
      expect(Date.now() - cancelled).toBeLessThan(5_000);
      for (let tries = 0; (await stageLoads()) > 0 && tries < 100; tries++) await pause(50);
      expect(await stageLoads()).toBe(0);
    } finally {
      await staging.close();
    }
    const tables = await w.warehouse.execute(
      domainId,
      "SELECT name FROM system.tables WHERE database = currentDatabase() AND (name = 'big' OR name LIKE '_stage_%')",
    );
    expect(tables).toEqual([]);
    expect(await w.warehouse.swappedImport(domainId, jobId)).toBeUndefined();
  }, 300_000);
});
