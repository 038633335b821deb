import { randomUUID } from 'node:crypto';
import { type Condition, type SelectRequest, selectRequestSchema, type TableColumn } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '../src/engine/compiler/object-schema';
import { compileSelect } from '../src/engine/compiler/select';
import type { Row } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import { valueTypes } from '../src/engine/warehouse/column-values';
import type { ColumnValue, Warehouse } from '../src/engine/warehouse/warehouse';
import { type OpenWarehouse, warehouseEngines } from './warehouses';

const columns: TableColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'region', type: 'text', nullable: true },
  { name: 'amount', type: 'decimal', nullable: true },
  { name: 'qty', type: 'bigint', nullable: true },
  { name: 'price', type: 'double', nullable: true },
  { name: 'paid', type: 'boolean', nullable: true },
  { name: 'day', type: 'date', nullable: true },
  { name: 'at', type: 'timestamp', nullable: true },
];
const orders = { name: 'orders', key: 'id' };
type Order = [
  number,
  string | null,
  number | null,
  number | null,
  number | null,
  boolean | null,
  string | null,
  string | null,
];
const rows: Order[] = [
  [1, 'North', 10.5, 3, 1.25, true, '2024-01-05', '2024-01-05T10:00:00.000Z'],
  [2, 'south', 20.25, 5, 2.5, false, '2024-02-10', '2024-02-10T11:30:00.000Z'],
  [3, 'North', 0.1, 1, null, null, '2024-03-15', null],
  [4, 'East 50%', 99.99, 10, 0.5, true, null, '2024-03-31T23:59:59.000Z'],
  [5, null, null, null, 3, false, '2023-12-31', null],
];
const valuesOf = (row: Order): ColumnValue[] =>
  columns.map((column, i) => ({ column: column.name, type: valueTypes[column.type], value: row[i] ?? null }));

/** A grid select over `orders` as the tables kind compiles it, run in a user session. */
async function select(warehouse: Warehouse, domainId: string, request: Omit<SelectRequest, 'op' | 'object'>) {
  const quote = (name: string) => warehouse.dialect.quote(name);
  const fields = columns.map((c) =>
    field(c.name, valueTypes[c.type], quote(c.name), { kind: 'tables', internal: false }),
  );
  const parsed = selectRequestSchema.parse({ op: 'select', object: 'table:orders', limit: 100, ...request });
  const target = { fields, source: { from: quote('orders'), domain: 'own-database' as const, key: 'id' } };
  const compiled = compileSelect(parsed, target, { domainId }, warehouse.dialect);
  const session = await warehouse.openUserSession(domainId);
  try {
    const run = async (s: { sql: string; params: unknown[] }) =>
      (await session.query(s.sql, s.params as never)).map(plain);
    const [total] = await run(compiled.total);
    return { rows: await run(compiled.rows), total: Number(total?.total) };
  } finally {
    session.close();
  }
}

const where = (...conditions: Condition[]) => ({ filter: { operator: { sid: 'and' as const }, conditions } });
const ids = (answer: { rows: Row[] }) => answer.rows.map((row) => row.id);

describe.each(warehouseEngines)('the warehouse on $name', ({ skip, open }) => {
  let w: OpenWarehouse;
  const [domainId, otherId] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    if (skip) return;
    w = await open();
    await w.warehouse.createTable(domainId, 'orders', columns, 'id');
    for (const row of rows)
      expect(await w.warehouse.insertRow(domainId, orders, valuesOf(row), row[0])).toBe(true);
    await w.warehouse.createTable(otherId, 'orders', columns, 'id');
  }, 60_000);
  afterAll(() => w?.close());

  it.skipIf(skip)('writes rows by key, refusing a key it has and a value the column refuses', async () => {
    const { warehouse } = w;
    const extra: Order = [6, 'West', 1, 1, 1, true, '2024-06-01', null];
    expect(await warehouse.insertRow(domainId, orders, valuesOf(rows[0] as Order), 1)).toBe(false);
    expect(await warehouse.insertRow(domainId, orders, valuesOf(extra), 6)).toBe(true);
    const amount = (value: number | string | null): ColumnValue[] => [
      { column: 'amount', type: 'number', value },
    ];
    expect(await warehouse.updateRow(domainId, orders, 6, amount(7.125))).toBe(true);
    expect(await warehouse.updateRow(domainId, orders, 60, amount(1))).toBe(false);
    expect((await select(warehouse, domainId, where({ field: 'id', op: 'eq', value: 6 }))).rows).toEqual([
      { id: 6, region: 'West', amount: 7.125, qty: 1, price: 1, paid: true, day: '2024-06-01', at: null },
    ]);
    const bad = [{ column: 'qty', type: 'integer' as const, value: 'many' }];
    await expect(warehouse.updateRow(domainId, orders, 6, bad)).rejects.toMatchObject({
      code: 'invalid_value',
    });
    expect(await warehouse.deleteRows(domainId, orders, [6, 60])).toBe(1);
    expect((await warehouse.tableStats(domainId, 'orders')).rows).toBe(5);
  });

  it.skipIf(skip)('filters with every operator', async () => {
    const cases: [Condition, number[]][] = [
      [{ field: 'region', op: 'eq', value: 'North' }, [1, 3]],
      [{ field: 'qty', op: 'ne', value: 3 }, [2, 3, 4]],
      [{ field: 'amount', op: 'lt', value: 10.5 }, [3]],
      [{ field: 'amount', op: 'le', value: 10.5 }, [1, 3]],
      [{ field: 'price', op: 'gt', value: 1.25 }, [2, 5]],
      [{ field: 'day', op: 'ge', value: '2024-02-10' }, [2, 3]],
      [{ field: 'price', op: 'null' }, [3]],
      [{ field: 'at', op: 'notnull' }, [1, 2, 4]],
      [{ field: 'id', op: 'in', value: [2, 4, 9] }, [2, 4]],
      [{ field: 'region', op: 'nin', value: ['North'] }, [2, 4]],
      [{ field: 'day', op: 'between', value: ['2024-01-01', '2024-02-29'] }, [1, 2]],
      [{ field: 'region', op: 'contains', value: '50%' }, [4]],
      [{ field: 'region', op: 'starts', value: 'SOU' }, [2]],
      [{ field: 'region', op: 'ends', value: 'th' }, [1, 2, 3]],
      [{ field: 'paid', op: 'eq', value: true }, [1, 4]],
      [{ field: 'at', op: 'lt', value: '2024-02-10T11:30:00Z' }, [1]],
    ];
    for (const [condition, expected] of cases)
      expect([condition, ids(await select(w.warehouse, domainId, where(condition)))]).toEqual([
        condition,
        expected,
      ]);
  });

  it.skipIf(skip)('groups with every aggregate, sorts, searches and counts the total', async () => {
    const grouped = await select(w.warehouse, domainId, {
      groupby: {
        isActive: true,
        groups: [{ field: 'paid' }],
        aggregates: [
          { operand: 'count' },
          { operand: 'countd', field: 'region' },
          { operand: 'sum', field: 'amount' },
          { operand: 'avg', field: 'qty' },
          { operand: 'min', field: 'day' },
          { operand: 'max', field: 'amount' },
        ],
      },
      orderby: { isActive: true, sorts: [{ field: 'paid', dir: 'desc' }] },
    });
    expect(grouped).toEqual({
      total: 3,
      rows: [
        {
          paid: null,
          count: 1,
          countd_region: 1,
          sum_amount: 0.1,
          avg_qty: 1,
          min_day: '2024-03-15',
          max_amount: 0.1,
        },
        {
          paid: true,
          count: 2,
          countd_region: 2,
          sum_amount: 110.49,
          avg_qty: 6.5,
          min_day: '2024-01-05',
          max_amount: 99.99,
        },
        {
          paid: false,
          count: 2,
          countd_region: 1,
          sum_amount: 20.25,
          avg_qty: 5,
          min_day: '2023-12-31',
          max_amount: 20.25,
        },
      ],
    });
    const sorted = await select(w.warehouse, domainId, {
      orderby: { isActive: true, sorts: [{ field: 'region', dir: 'asc' }] },
      limit: 3,
    });
    expect([ids(sorted), sorted.total]).toEqual([[4, 1, 3], 5]);
    const searched = await select(w.warehouse, domainId, { search: 'NORTH' });
    expect([ids(searched), searched.total]).toEqual([[1, 3], 2]);
  });

  it.skipIf(skip)('alters, clears and drops a table', async () => {
    const { warehouse } = w;
    await warehouse.createTable(
      domainId,
      'notes',
      [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'text', type: 'text', nullable: true },
      ],
      'id',
    );
    await warehouse.insertRow(
      domainId,
      { name: 'notes', key: 'id' },
      [
        { column: 'id', type: 'integer', value: 1 },
        { column: 'text', type: 'text', value: 'one' },
      ],
      1,
    );
    await warehouse.alterTable(domainId, 'notes', [
      { add: { name: 'done', type: 'boolean' } },
      { rename: { from: 'text', to: 'body' } },
    ]);
    expect(await warehouse.execute(domainId, 'SELECT id, body, done FROM notes')).toEqual([
      { id: 1, body: 'one', done: null },
    ]);
    await warehouse.alterTable(domainId, 'notes', [{ drop: 'done' }]);
    await warehouse.clearTable(domainId, 'notes');
    expect(await warehouse.tableStats(domainId, 'notes')).toMatchObject({ rows: 0 });
    await warehouse.dropTable(domainId, 'notes');
    await expect(warehouse.execute(domainId, 'SELECT * FROM notes')).rejects.toThrow();
  });

  it.skipIf(skip)("runs a user's SQL: bounded, read as numbers, its statements counted", async () => {
    const session = await w.warehouse.openUserSession(domainId);
    try {
      const bounded = await session.queryBounded('SELECT id FROM orders WHERE id > ? ORDER BY id', [1], 2);
      expect([bounded.rows, bounded.more, bounded.columns.map((c) => c.name)]).toEqual([
        [{ id: 2 }, { id: 3 }],
        true,
        ['id'],
      ]);
      const numbers = await session.queryNumbers('SELECT id, id * 1.5 AS x FROM orders ORDER BY id', []);
      expect([numbers.length, [...(numbers.columns.x ?? [])]]).toEqual([5, [1.5, 3, 4.5, 6, 7.5]]);
      expect(await session.countStatements("SELECT ';'; SELECT 2")).toBe(2);
    } finally {
      session.close();
    }
  });

  it.skipIf(skip)("keeps a domain's SQL out of another domain's database, from each side", async () => {
    for (const [from, to] of [
      [domainId, otherId],
      [otherId, domainId],
    ] as const) {
      const session = await w.warehouse.openUserSession(from);
      try {
        await expect(session.query(w.reachOther(to))).rejects.toThrow(w.refusal);
        expect(await session.query('SELECT CAST(count(*) AS INTEGER) AS n FROM orders')).toEqual([
          { n: from === domainId ? 5 : 0 },
        ]);
      } finally {
        session.close();
      }
    }
  });
});
