import { randomUUID } from 'node:crypto';
import type { TableColumn } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import type { ImportFile, ImportLayout, ImportMode } from '../src/engine/warehouse/import-staging';
import { fileIn, type OpenWarehouse, warehouseEngines } from './warehouses';

const columns: TableColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'name', type: 'text', nullable: true },
  { name: 'amount', type: 'decimal', nullable: true },
  { name: 'day', type: 'date', nullable: true },
  { name: 'paid', type: 'boolean', nullable: true },
  { name: 'stamp', type: 'timestamp', nullable: true },
];

/** A comma-separated UTF-8 file with a header, quoted by double quotes. */
const csvFile = (path: string): ImportFile => ({
  format: 'csv',
  path,
  header: true,
  quote: '"',
  encoding: 'utf-8',
  delimiter: ',',
});

/** DuckDB's own rows of a select written as Parquet (the test's source files). */
async function writeParquet(file: string, select: string) {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (${select}) TO '${file}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
}

describe.each(warehouseEngines)('imports into the warehouse on $name', ({ engine, skip, open }) => {
  let w: OpenWarehouse;
  const domainId = randomUUID();

  beforeAll(async () => {
    if (!skip) w = await open();
  }, 60_000);
  afterAll(() => w?.close());

  /** One import run as the imports kind drives it → what it loaded and rejected. */
  async function importRun(file: ImportFile, table: string, mode: ImportMode, existing: boolean) {
    const jobId = randomUUID();
    const staging = await w.warehouse.openImport(domainId, jobId, file);
    try {
      expect(await staging.swapped()).toBeUndefined();
      const source = await staging.describe();
      const layout: ImportLayout = {
        table: { name: table, columns, key: 'id' },
        existing: existing ? {} : undefined,
        pairs: columns.map((target) => ({
          source: target.name,
          sourceType: source.find((s) => s.name === target.name)?.type ?? 'VARCHAR',
          target,
        })),
      };
      const read = await staging.stage(layout);
      const rejected = await staging.judgeKeys(layout, mode);
      const sample = rejected > 0 ? await staging.rejectedSample(10) : [];
      const run = {
        jobId,
        rowsLoaded: read - rejected,
        rowsRejected: rejected,
        tableName: table,
        created: !existing,
        columns,
      };
      await staging.swap(layout, mode, run, () => {});
      expect(await w.warehouse.swappedImport(domainId, jobId)).toMatchObject({
        rowsLoaded: read - rejected,
      });
      return { read, rejected, reasons: sample.map((r) => [r.line, r.reason]) };
    } finally {
      await staging.close();
    }
  }

  /** The table's rows, dates as their day (DuckDB answers a Date, ClickHouse its text). */
  const contents = async (table: string) =>
    (
      await w.warehouse.execute(
        domainId,
        `SELECT id, name, amount, day, paid, stamp FROM ${table} ORDER BY id`,
      )
    )
      .map(plain)
      .map((row): Row => ({ ...row, day: row.day === null ? null : String(row.day).slice(0, 10) }));

  it.skipIf(skip)(
    'imports a CSV into a new table, rejecting what does not fit, then Parquet and JSON in every mode',
    async () => {
      const csv = await fileIn(
        w,
        domainId,
        'orders.csv',
        'id,name,amount,day,paid,stamp\n1,One,1.5,2024-01-02,true,2024-01-02 03:04:05\n2,"Two, ""quoted""",x,2024-02-03,false,\n3,,2.25,,,\nz,Bad,1,2024-01-01,true,\n2,Again,3,2024-03-04,false,2024-03-04T05:06:07\n',
      );
      const file = csvFile(csv);
      expect(await importRun(file, 'orders', 'replace', false)).toEqual({
        read: 5,
        rejected: 2,
        reasons: [
          [2, 'amount: "x" is not a decimal'],
          [4, 'id: "z" is not an integer; id: a value is required'],
        ],
      });
      expect(await contents('orders')).toEqual([
        {
          id: 1,
          name: 'One',
          amount: 1.5,
          day: '2024-01-02',
          paid: true,
          stamp: '2024-01-02T03:04:05.000Z',
        },
        {
          id: 2,
          name: 'Again',
          amount: 3,
          day: '2024-03-04',
          paid: false,
          stamp: '2024-03-04T05:06:07.000Z',
        },
        { id: 3, name: null, amount: 2.25, day: null, paid: null, stamp: null },
      ]);
      const parquet = await fileIn(w, domainId, 'more.parquet');
      await writeParquet(
        parquet,
        "SELECT * FROM (VALUES (3, 'Three', 3.5::DECIMAL(18, 4), DATE '2024-05-06', true, TIMESTAMP '2024-05-06 07:08:09'), (4, 'Four', NULL, NULL, NULL, NULL)) AS t(id, name, amount, day, paid, stamp)",
      );
      const more: ImportFile = { format: 'parquet', path: parquet };
      expect(await importRun(more, 'orders', 'append', true)).toMatchObject({ read: 2, rejected: 1 });
      expect((await contents('orders')).map((row) => row.id)).toEqual([1, 2, 3, 4]);
      await importRun(more, 'orders', 'upsert', true);
      expect((await contents('orders')).find((row) => row.id === 3)).toEqual({
        id: 3,
        name: 'Three',
        amount: 3.5,
        day: '2024-05-06',
        paid: true,
        stamp: '2024-05-06T07:08:09.000Z',
      });
      const json = await fileIn(
        w,
        domainId,
        'more.jsonl',
        '{"id": 4, "name": "Four again", "amount": 4.75, "day": "2024-07-08", "paid": false, "stamp": "2024-07-08 09:10:11"}\n',
      );
      await importRun({ format: 'json', path: json, layout: 'lines' }, 'orders', 'upsert', true);
      expect((await contents('orders')).find((row) => row.id === 4)).toEqual({
        id: 4,
        name: 'Four again',
        amount: 4.75,
        day: '2024-07-08',
        paid: false,
        stamp: '2024-07-08T09:10:11.000Z',
      });
      await importRun(more, 'orders', 'replace', true);
      expect((await contents('orders')).map((row) => row.id)).toEqual([3, 4]);
    },
  );

  it.skipIf(skip)(
    'rejects the lines of a CSV that do not split into its columns, each on its line',
    async () => {
      const csv = await fileIn(
        w,
        domainId,
        'uneven.csv',
        'id,name,amount,day,paid,stamp\n1,One,1,,,\n2,Two,2,,,,extra\n3,Three,x,,,\n4,Four\n5,Five,5,,,\n',
      );
      const file = csvFile(csv);
      expect(await importRun(file, 'uneven', 'replace', false)).toEqual({
        read: 5,
        rejected: 3,
        reasons: [
          [2, 'the line has 7 fields where the file has 6 columns'],
          [3, 'amount: "x" is not a decimal'],
          [4, 'the line has 2 fields where the file has 6 columns'],
        ],
      });
      expect((await contents('uneven')).map((row) => row.id)).toEqual([1, 5]);
    },
  );

  // DuckDB keeps any day; ClickHouse would store one outside its range as another, silently.
  it.skipIf(skip || engine !== 'clickhouse')('refuses the days ClickHouse would not keep', async () => {
    const csv = await fileIn(
      w,
      domainId,
      'old.csv',
      'id,name,amount,day,paid,stamp\n1,,,1960-01-01,,\n2,,,2024-01-01,,\n',
    );
    const file = csvFile(csv);
    expect(await importRun(file, 'old_days', 'replace', false)).toEqual({
      read: 2,
      rejected: 1,
      reasons: [[1, 'day: 1960-01-01 is outside the days kept (1970-01-01 to 2105-12-31)']],
    });
    const day = [{ column: 'day', type: 'date' as const, value: '2200-01-01' }];
    await expect(
      w.warehouse.updateRow(domainId, { name: 'old_days', key: 'id' }, 2, day),
    ).rejects.toMatchObject({
      code: 'invalid_value',
    });
  });
});
