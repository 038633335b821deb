import { randomUUID } from 'node:crypto';
import {
  type CubeDimension,
  type CubeMeasure,
  type PivotRequest,
  pivotRequestSchema,
  pivotRow,
  type TableColumn,
} from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../src/engine/plain-row';
import type { ClickhouseWarehouse } from '../src/engine/warehouse/clickhouse/clickhouse-warehouse';
import {
  loadFacts as loadClickhouseFacts,
  type MemberEdits,
} from '../src/engine/warehouse/clickhouse/cubes/load-facts';
import { valueTypes } from '../src/engine/warehouse/column-values';
import type { CubeShape, FactLoad, FactsReshape } from '../src/engine/warehouse/cubes';
import { refTable } from '../src/engine/warehouse/table-names';
import type { ColumnValue, Warehouse } from '../src/engine/warehouse/warehouse';
import { timeMembers } from '../src/objects/refs/generate-ref';
import { flatRef, makeRef, type OpenWarehouse, warehouseEngines } from './warehouses';

/**
 * One warehouse per engine for the whole file (a ClickHouse server or cluster takes seconds to
 * start): each block works in domains of its own, which are databases of their own.
 */
const opened = new Map<string, Promise<OpenWarehouse>>();
const openShared = (engine: (typeof warehouseEngines)[number]) => {
  const open = opened.get(engine.name) ?? engine.open();
  opened.set(engine.name, open);
  return open;
};
afterAll(async () => {
  for (const open of opened.values()) await (await open).close();
});

/** Each answer as the first engine gave it: every other engine must give the same. */
const answers = new Map<string, unknown>();

/** Numbers as numbers, whichever way the engine's driver hands them over (decimal text, bigint). */
const numbersOf = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(plain(row)).map(([key, value]) => [
        key,
        typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
          ? Number(value)
          : value,
      ]),
    ),
  );

/** The answer, checked against the first engine's for the same question. */
function sameAsFirst(question: string, answer: unknown) {
  if (!answers.has(question)) answers.set(question, answer);
  else expect(answer, question).toEqual(answers.get(question));
}

/** The demo cube's references (as demo-cube.ts makes them) and its shape. */
async function demoCube(warehouse: Warehouse, domainId: string): Promise<CubeShape> {
  const flat = (codes: string[]) => flatRef(warehouse, domainId, codes);
  const refIds: Record<string, string> = {
    region: await flat(['North', 'South', 'East', 'West', 'Central']),
    product: await flat([
      'Laptops',
      'Tablets',
      'Phones',
      'Monitors',
      'Printers',
      'Keyboards',
      'Headsets',
      'Docks',
    ]),
    month: await makeRef(
      warehouse,
      domainId,
      timeMembers({ kind: 'time', from: 2024, to: 2025, depth: 'month', locale: 'en' }),
    ),
    scenario: await flat(['Actual', 'Budget', 'Forecast']),
  };
  const dimensions: CubeDimension[] = ['region', 'product', 'month', 'scenario'].map((name) => ({
    name,
    refId: refIds[name] as string,
    scenario: name === 'scenario',
  }));
  const measures: CubeMeasure[] = [
    { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
    { name: 'quantity', type: 'integer', aggregation: 'sum' },
  ];
  return { id: randomUUID(), dimensions, measures };
}

/** The demo cube's facts under other declared types and aggregations: amount's, then quantity's. */
const measureVariants: [Omit<CubeMeasure, 'name'>, Omit<CubeMeasure, 'name'>][] = [
  [
    { type: 'decimal', precision: 18, scale: 2, aggregation: 'min' },
    { type: 'integer', aggregation: 'max' },
  ],
  [
    { type: 'decimal', precision: 18, scale: 2, aggregation: 'last' },
    { type: 'float', aggregation: 'sum' },
  ],
  [
    { type: 'float', aggregation: 'max' },
    { type: 'integer', aggregation: 'count' },
  ],
  [
    { type: 'decimal', precision: 12, scale: 1, aggregation: 'sum' },
    { type: 'integer', aggregation: 'last' },
  ],
];

const pivotOptions = { maxCells: 100_000, timeoutMs: 60_000, timeDimension: 2 };

/** Layouts over the demo cube: hierarchies drilled, totals, filters, sorting, empty rows shown. */
const layouts: Omit<PivotRequest, 'cubeId'>[] = [
  { rows: [{ dim: 'region' }], columns: [{ dim: 'month' }] },
  {
    rows: [{ dim: 'product' }, { dim: 'region', members: ['North', 'East'] }],
    columns: [{ dim: 'month', expand: ['2025'] }],
    filters: [{ dim: 'scenario', members: ['Budget'] }],
  },
  {
    rows: [{ dim: 'month', level: 1, expand: ['2024-Q2'] }],
    columns: [{ dim: 'scenario' }],
    sort: { column: 1, dir: 'asc' },
  },
  { rows: [{ dim: 'month', expandAll: true }], columns: [], hideEmpty: false, totals: false },
  { rows: [], columns: [] },
];

describe.each(warehouseEngines)('cubes of the warehouse on $name', (engine) => {
  const { skip } = engine;
  let w: OpenWarehouse;
  const domainId = randomUUID();
  let cube: CubeShape;

  beforeAll(async () => {
    if (skip) return;
    w = await openShared(engine);
    await w.warehouse.seedDemoSales(domainId);
    cube = await demoCube(w.warehouse, domainId);
  }, 120_000);

  it.skipIf(skip)('makes, seeds, counts and drops the demo cube’s facts', async () => {
    const { cubes } = w.warehouse;
    const other = { ...cube, id: randomUUID() };
    await cubes.createFacts(domainId, other);
    expect(await cubes.factCount(domainId, other.id)).toBe(0);
    await cubes.dropFacts(domainId, other.id);
    await cubes.dropFacts(domainId, other.id);
    await expect(cubes.factCount(domainId, other.id)).rejects.toThrow();

    await cubes.createFacts(domainId, cube);
    expect(await cubes.seedDemoFacts(domainId, cube)).toBe(2880);
    expect(await cubes.factCount(domainId, cube.id)).toBe(2880);
  });

  it.skipIf(skip)('shows the records as Show Records reads them', async () => {
    const relation = w.warehouse.cubes.factsRelation(cube);
    const totals = await w.warehouse.execute(
      domainId,
      `SELECT facts.c3 AS scenario, count(*) AS n, sum(facts.v0) AS amount, sum(facts.v1) AS quantity FROM ${relation} GROUP BY facts.c3 ORDER BY facts.c3`,
    );
    sameAsFirst('totals by scenario', numbersOf(totals));
    expect(totals).toHaveLength(3);
    const records = await w.warehouse.execute(
      domainId,
      `SELECT facts.c0, facts.n1, facts.c2, facts.p2, facts.c3, facts.v0, facts.v1, facts.k FROM ${relation} WHERE facts.c2 = '2025-03' AND facts.c1 = 'Docks' ORDER BY facts.c0, facts.c3`,
    );
    expect(records).toHaveLength(15);
    sameAsFirst('records of one month and product', numbersOf(records));
  });

  it.skipIf(skip)('pivots with totals as DuckDB does, to the cent', async () => {
    for (const [k, layout] of layouts.entries()) {
      const request = pivotRequestSchema.parse({ ...layout, cubeId: cube.id });
      const answer = await w.warehouse.cubes.pivot(domainId, cube, request, pivotOptions);
      sameAsFirst(`pivot ${k}`, answer);
    }
    const grandTotal = await w.warehouse.cubes.pivot(
      domainId,
      cube,
      pivotRequestSchema.parse({ cubeId: cube.id }),
      pivotOptions,
    );
    expect(pivotRow(grandTotal, 0)).toEqual([25076920, 68612]);
    const [first] = layouts;
    const request = pivotRequestSchema.parse({ ...first, cubeId: cube.id });
    await expect(
      w.warehouse.cubes.pivot(domainId, cube, request, { ...pivotOptions, maxCells: 10 }),
    ).rejects.toMatchObject({ code: 'pivot_too_large' });
  });

  it.skipIf(skip)('keeps each declared type and aggregation as DuckDB does', async () => {
    for (const [k, [amount, quantity]] of measureVariants.entries()) {
      const variant = {
        ...cube,
        id: randomUUID(),
        measures: [
          { ...amount, name: 'amount' },
          { ...quantity, name: 'quantity' },
        ],
      };
      await w.warehouse.cubes.createFacts(domainId, variant);
      await w.warehouse.cubes.seedDemoFacts(domainId, variant);
      for (const [l, layout] of layouts.slice(0, 3).entries()) {
        const request = pivotRequestSchema.parse({ ...layout, cubeId: variant.id });
        sameAsFirst(
          `variant ${k} pivot ${l}`,
          await w.warehouse.cubes.pivot(domainId, variant, request, pivotOptions),
        );
      }
      await w.warehouse.cubes.dropFacts(domainId, variant.id);
    }
  });

  it.skipIf(skip)(
    'writes back as DuckDB does: leaves, spreads, pastes; undo brings every answer back',
    async () => {
      const { cubes } = w.warehouse;
      const pivots = async () => {
        const answers = [];
        for (const layout of layouts) {
          const request = pivotRequestSchema.parse({ ...layout, cubeId: cube.id });
          answers.push(await cubes.pivot(domainId, cube, request, pivotOptions));
        }
        return answers;
      };
      const before = await pivots();
      const at = (coords: Record<string, string>, value: string | null, measure = 0) => ({
        measure,
        coords,
        value,
      });
      const writes = [
        at({ region: 'North', product: 'Laptops', month: '2025-03', scenario: 'Budget' }, '1234.56'),
        // A leaf cleared, then cleared again (its fact kept, empty).
        at({ region: 'North', product: 'Laptops', month: '2025-03', scenario: 'Budget' }, null),
        at({ region: 'North', product: 'Laptops', month: '2025-03', scenario: 'Budget' }, null),
        at({ region: 'North', month: '2025', scenario: 'Budget' }, '1000000.01'),
        at({ region: 'South', month: '2024-Q1', scenario: 'Forecast' }, null),
        at({ region: 'South', month: '2024-Q1', scenario: 'Forecast' }, '100'),
        at({ product: 'Docks', month: '2024-Q3', scenario: 'Actual' }, '-5000.5'),
        at({ region: 'East', scenario: 'Budget' }, '99999', 1),
        at({ region: 'West', month: '2024-02', scenario: 'Actual' }, '0', 1),
      ];
      const changes: string[] = [];
      for (const [k, write] of writes.entries()) {
        const changeId = `change-${k}`;
        changes.push(changeId);
        sameAsFirst(`write ${k}`, await cubes.writeCell(domainId, cube, changeId, write));
        sameAsFirst(`pivots after write ${k}`, await pivots());
      }
      const leaf = { region: 'Central', product: 'Phones', scenario: 'Budget' };
      await expect(
        cubes.writeCells(domainId, cube, 'paste-refused', [
          at({ ...leaf, month: '2024-05' }, '1'),
          at({ ...leaf, month: '2024' }, '2'),
        ]),
      ).rejects.toMatchObject({ code: 'cell_not_leaf', details: { cell: 1 } });
      expect(
        await cubes.writeCells(domainId, cube, 'paste', [
          at({ ...leaf, month: '2024-05' }, '10.5'),
          at({ ...leaf, month: '2024-06' }, '7', 1),
          at({ ...leaf, month: '2024-06' }, '11.25'),
        ]),
      ).toBe(3);
      changes.push('paste');
      await expect(
        cubes.writeCell(domainId, cube, 'refused', at({ region: 'North' }, '1')),
      ).rejects.toMatchObject({ code: 'version_required' });
      await expect(
        cubes.writeCell(domainId, cube, 'refused', at({ region: 'Nowhere', scenario: 'Budget' }, '1')),
      ).rejects.toMatchObject({ code: 'member_not_found' });
      const written = await pivots();
      sameAsFirst('pivots after the paste', written);
      sameAsFirst('facts after the writes', await cubes.factCount(domainId, cube.id));
      if (w.compactFacts) {
        await w.compactFacts(domainId, cube);
        expect(await pivots()).toEqual(written);
      }
      for (const changeId of changes.reverse())
        sameAsFirst(`undo ${changeId}`, await cubes.undoChange(domainId, cube, { id: changeId }));
      expect(await pivots()).toEqual(before);
      expect(await cubes.factCount(domainId, cube.id)).toBe(2880);
    },
  );

  it.skipIf(skip)('an undo of writes into empty cells answers the cells it emptied', async () => {
    const { cubes } = w.warehouse;
    const empty = { ...cube, id: randomUUID() };
    await cubes.createFacts(domainId, empty);
    const leaf = { region: 'North', product: 'Docks', month: '2024-05', scenario: 'Budget' };
    const spread = { region: 'North', product: 'Docks', month: '2025', scenario: 'Budget' };
    expect(
      (await cubes.writeCell(domainId, empty, 'leaf', { measure: 0, coords: leaf, value: '12.5' })).cells,
    ).toBe(1);
    expect(
      (await cubes.writeCell(domainId, empty, 'year', { measure: 1, coords: spread, value: '24' })).cells,
    ).toBe(12);
    expect(await cubes.undoChange(domainId, empty, { id: 'year' })).toBe(12);
    expect(await cubes.undoChange(domainId, empty, { id: 'leaf' })).toBe(1);
    const total = await cubes.pivot(
      domainId,
      empty,
      pivotRequestSchema.parse({ cubeId: empty.id }),
      pivotOptions,
    );
    // One cell (the grand total), empty in both measures.
    expect(total.cells).toEqual([[null], [null]]);
    await cubes.dropFacts(domainId, empty.id);
  });

  it.skipIf(skip)('copies a scenario as DuckDB does, previewed first; undo brings it back', async () => {
    const { cubes } = w.warehouse;
    const request = pivotRequestSchema.parse({
      cubeId: cube.id,
      rows: [{ dim: 'region' }, { dim: 'product' }],
      columns: [{ dim: 'scenario' }],
    });
    const before = await cubes.pivot(domainId, cube, request, pivotOptions);
    await cubes.writeCell(domainId, cube, 'cleared', {
      measure: 1,
      coords: { region: 'North', product: 'Docks', scenario: 'Actual' },
      value: null,
    });
    const copy = { from: 'Actual', to: 'Forecast', filter: { region: ['North', 'South'] }, factor: 1.07 };
    sameAsFirst('copy preview', await cubes.previewCopy(domainId, cube, copy));
    const { cells, copied } = await cubes.copyScenario(domainId, cube, 'copy', copy);
    sameAsFirst('copy', { cells, copied });
    sameAsFirst('pivot after the copy', await cubes.pivot(domainId, cube, request, pivotOptions));
    sameAsFirst('facts after the copy', await cubes.factCount(domainId, cube.id));
    await expect(cubes.previewCopy(domainId, cube, { ...copy, from: 'Plan' })).rejects.toMatchObject({
      code: 'member_not_found',
    });
    sameAsFirst('undo the copy', await cubes.undoChange(domainId, cube, { id: 'copy', copied }));
    // A factor of more decimals than 64 bits hold is multiplied in 128.
    const third = { ...copy, factor: 1 / 3 };
    await cubes.copyScenario(domainId, cube, 'third', third);
    sameAsFirst('pivot after a copy by a third', await cubes.pivot(domainId, cube, request, pivotOptions));
    await cubes.undoChange(domainId, cube, { id: 'third' });
    await cubes.undoChange(domainId, cube, { id: 'cleared' });
    expect(await cubes.pivot(domainId, cube, request, pivotOptions)).toEqual(before);
  });

  it.skipIf(skip)(
    'reads a table’s statistics, a column’s scale and a calendar’s span as DuckDB does',
    async () => {
      const { cubes } = w.warehouse;
      sameAsFirst(
        'sales statistics',
        await cubes.columnStatistics(domainId, 'sales', [
          { name: 'region', kind: 'text' },
          { name: 'month', kind: 'text' },
          { name: 'amount', kind: 'other' },
        ]),
      );
      await w.warehouse.createTable(
        domainId,
        'visits',
        [
          { name: 'day', type: 'date', nullable: true },
          { name: 'note', type: 'text', nullable: true },
        ],
        null,
      );
      sameAsFirst(
        'empty table statistics',
        await cubes.columnStatistics(domainId, 'visits', [
          { name: 'day', kind: 'date' },
          { name: 'note', kind: 'text' },
        ]),
      );
      sameAsFirst('scales', [
        await cubes.decimalScale(domainId, 'sales', 'amount'),
        await cubes.decimalScale(domainId, 'sales', 'quantity'),
        await cubes.decimalScale(domainId, 'sales', 'region'),
      ]);
      const month = cube.dimensions[2]?.refId as string;
      expect(await cubes.calendarSpan(domainId, month)).toEqual({ from: 2024, to: 2025, leafLevel: 2 });
      const empty = randomUUID();
      await w.warehouse.createMembers(domainId, empty, []);
      expect(await cubes.calendarSpan(domainId, empty)).toBeUndefined();
    },
  );
});

/** A data table of bookings: its columns (key `id`) and rows, written in key order (so in line order on both engines). */
const bookingColumns: TableColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'region', type: 'text', nullable: true },
  { name: 'product', type: 'text', nullable: true },
  { name: 'day', type: 'date', nullable: true },
  { name: 'version', type: 'text', nullable: true },
  { name: 'price', type: 'double', nullable: true },
  { name: 'qty', type: 'bigint', nullable: true },
  { name: 'rate', type: 'decimal', nullable: true },
  { name: 'visitor', type: 'integer', nullable: true },
];
type Booking = [number, string | null, string, string, string, number | null, number, string | null, number];
const bookings: Booking[] = [
  // 1.15 is 1.1499… as a double: a cast to the decimal measure would keep 1.14.
  [1, 'North', 'Laptops', '2024-01-05', 'Actual', 1.15, 3, '2.5', 7],
  [2, 'North', 'Laptops', '2024-01-20', 'Budget', 0.005, 2, '3.5', 7],
  [3, 'South', 'Phones', '2024-02-10', 'Budget', 2.675, -4, '1.25', 8],
  [4, 'South', 'Phones', '2024-02-11', 'Budget', 1.1, 1, null, 8],
  [5, 'Arctic', 'Laptops', '2024-02-11', 'Actual', 10, 1, '1', 9],
  [6, 'North', 'Gadgets', '2024-03-01', 'Actual', 5.5, 1, null, 9],
  [7, 'North', 'Laptops', '2025-01-01', 'Actual', 1, 1, '1', 1],
  [8, 'South', 'Phones', '2024-02-10', 'Plan', 1, 1, '1', 1],
  [9, null, 'Phones', '2024-03-03', 'Actual', 1, 1, '1', 1],
  [10, 'NEW', 'Phones', '2024-03-04', 'Actual', 1, 1, '1', 1],
  [11, 'South', 'Laptops', '2024-03-05', 'Budget', 3.333, 1_000_000, '0.1', 10],
  [12, 'South', 'Laptops', '2024-03-06', 'Budget', null, 2, '0.3', 11],
];

/** Its rows as the warehouse writes them. */
const bookingValues = (row: (string | number | null)[]): ColumnValue[] =>
  bookingColumns.map((column, i) => ({
    column: column.name,
    type: valueTypes[column.type],
    value: row[i] ?? null,
  }));

/** A pivot over every measure of the cube. */
const allOf = (cube: CubeShape, layout: Omit<PivotRequest, 'cubeId'>) =>
  pivotRequestSchema.parse({ ...layout, cubeId: cube.id });

describe.each(warehouseEngines)('facts loaded and reshaped on $name', (engine) => {
  const { name, skip } = engine;
  let w: OpenWarehouse;
  const domainId = randomUUID();
  let cube: CubeShape;
  const load: FactLoad = {
    table: 'bookings',
    dimensions: [
      { column: 'region', calendar: false, newMembers: 'under-parent' },
      { column: 'product', calendar: false, newMembers: 'root' },
      { column: 'day', calendar: true, newMembers: 'reject' },
      { column: 'version', calendar: false, newMembers: 'reject' },
    ],
    measures: ['price', 'qty', 'rate', 'visitor', 'price', 'qty'],
    parent: { code: 'NEW', name: 'New members' },
  };
  const layouts: Omit<PivotRequest, 'cubeId'>[] = [
    { rows: [{ dim: 'region', expandAll: true }], columns: [{ dim: 'version' }] },
    { rows: [{ dim: 'product' }, { dim: 'month', level: 1 }], columns: [], hideEmpty: true },
    { rows: [{ dim: 'month', expand: ['2024'] }], columns: [{ dim: 'product' }], totals: false },
    { rows: [{ dim: 'product' }], columns: [] },
  ];
  const pivots = async (shape: CubeShape) => {
    // `last` follows the month while the cube has one.
    const time = Math.max(
      0,
      shape.dimensions.findIndex((d) => d.name === 'month'),
    );
    const options = { ...pivotOptions, timeDimension: time };
    const answers = [];
    for (const layout of layouts) {
      const used = [...(layout.rows ?? []), ...(layout.columns ?? [])].every((axis) =>
        shape.dimensions.some((d) => d.name === axis.dim),
      );
      if (used) answers.push(await w.warehouse.cubes.pivot(domainId, shape, allOf(shape, layout), options));
    }
    return answers;
  };

  beforeAll(async () => {
    if (skip) return;
    w = await openShared(engine);
    const { warehouse } = w;
    await warehouse.createTable(domainId, 'bookings', bookingColumns, 'id');
    for (const row of bookings)
      await warehouse.insertRow(domainId, { name: 'bookings', key: 'id' }, bookingValues(row), row[0]);
    const month = timeMembers({ kind: 'time', from: 2024, to: 2024, depth: 'month', locale: 'en' });
    const refs = {
      region: await flatRef(warehouse, domainId, ['North', 'South']),
      product: await flatRef(warehouse, domainId, ['Laptops', 'Phones']),
      month: await makeRef(warehouse, domainId, month),
      version: await flatRef(warehouse, domainId, ['Actual', 'Budget']),
    };
    cube = {
      id: randomUUID(),
      dimensions: Object.entries(refs).map(([dim, refId]) => ({
        name: dim,
        refId,
        scenario: dim === 'version',
      })),
      measures: [
        { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
        { name: 'units', type: 'integer', aggregation: 'sum' },
        { name: 'rate', type: 'float', aggregation: 'avg' },
        { name: 'visitors', type: 'integer', aggregation: 'countd' },
        { name: 'peak', type: 'decimal', precision: 18, scale: 2, aggregation: 'max' },
        { name: 'stock', type: 'integer', aggregation: 'last' },
      ],
    };
    await warehouse.cubes.createFacts(domainId, cube);
  }, 120_000);

  it.skipIf(skip || name !== 'clickhouse')(
    'refuses at once a load that would add members to one reference through two dimensions',
    async () => {
      const shared = await flatRef(w.warehouse, domainId, ['North', 'Laptops']);
      const twice: CubeShape = {
        id: randomUUID(),
        dimensions: [
          { name: 'region', refId: shared, scenario: false },
          { name: 'product', refId: shared, scenario: false },
        ],
        measures: [{ name: 'units', type: 'integer', aggregation: 'sum' }],
      };
      await w.warehouse.cubes.createFacts(domainId, twice);
      const members = () => w.warehouse.execute(domainId, `SELECT code FROM ${refTable(shared)} ORDER BY id`);
      const before = await members();
      await expect(
        w.warehouse.cubes.loadFacts(domainId, twice, {
          ...load,
          dimensions: [
            { column: 'region', calendar: false, newMembers: 'root' },
            { column: 'product', calendar: false, newMembers: 'root' },
          ],
          measures: ['qty'],
        }),
      ).rejects.toMatchObject({ code: 'validation_failed', details: { path: 'dimensions' } });
      expect(await members()).toEqual(before);
      expect(await w.warehouse.cubes.factCount(domainId, twice.id)).toBe(0);
      await w.warehouse.cubes.dropFacts(domainId, twice.id);
    },
  );

  it.skipIf(skip)(
    'loads a table’s rows as DuckDB does: members added, rows rejected, every type exact',
    async () => {
      const { cubes } = w.warehouse;
      const loaded = await cubes.loadFacts(domainId, cube, load);
      sameAsFirst('loaded', { ...loaded, grown: loaded.grown.map(({ refId: _, ...grown }) => grown) });
      expect(loaded).toMatchObject({ rowsRead: 12, rowsRejected: 4, factsWritten: 6 });
      expect(loaded.rejected.map((r) => [r.line, r.reason, r.dimension, r.value])).toEqual([
        [7, 'unknown_member', 'month', '2025-01'],
        [8, 'unknown_member', 'version', 'Plan'],
        [9, 'unknown_member', 'region', null],
        [10, 'member_not_leaf', 'region', 'NEW'],
      ]);
      const relation = cubes.factsRelation(cube);
      const facts = await w.warehouse.execute(
        domainId,
        `SELECT facts.c0, facts.c1, facts.c2, facts.c3, facts.v0, facts.v1, facts.v2, facts.v3, facts.v4, facts.p0 FROM ${relation} ORDER BY facts.c0, facts.c1, facts.c2, facts.c3`,
      );
      sameAsFirst('loaded facts', numbersOf(facts));
      const cell = numbersOf(facts).find((f) => f.c0 === 'North' && f.c1 === 'Laptops' && f.c3 === 'Actual');
      expect(cell).toMatchObject({ v0: 1.15, v1: 3, v4: 1.15 });
      sameAsFirst('pivots after the load', await pivots(cube));
      expect(await cubes.factCount(domainId, cube.id)).toBe(6);
    },
  );

  it.skipIf(skip)('tells which members a cube’s facts use', async () => {
    const region = cube.dimensions[0]?.refId as string;
    const used = await w.warehouse.editMembers(domainId, region, async (members) => {
      const id = (code: string) => members.idOf(code, 'code');
      return [
        await members.usedByCube(cube.id, 0, [await id('Arctic')]),
        await members.usedByCube(cube.id, 0, [await id('NEW'), await id('North')]),
        // The parent new members went under has no facts of its own.
        (await members.usedByCube(cube.id, 0, [await id('NEW')])) ?? null,
      ];
    });
    expect(used).toEqual(['Arctic', 'North', null]);
  });

  it.skipIf(skip)(
    'refuses a load that does not fit, leaving the facts and the references as they were',
    async () => {
      const { cubes } = w.warehouse;
      const before = await pivots(cube);
      await w.warehouse.insertRow(
        domainId,
        { name: 'bookings', key: 'id' },
        bookingValues([13, 'Zed', 'Laptops', '2024-04-01', 'Actual', 1e17, 1, '1', 1]),
        13,
      );
      await expect(cubes.loadFacts(domainId, cube, load)).rejects.toMatchObject({ code: 'invalid_value' });
      expect(await pivots(cube)).toEqual(before);
      expect(await w.warehouse.hasMember(domainId, cube.dimensions[0]?.refId as string, 'Zed')).toBe(false);
      await w.warehouse.deleteRows(domainId, { name: 'bookings', key: 'id' }, [13]);
    },
  );

  it.skipIf(skip || name !== 'clickhouse')(
    'puts a load’s facts and grown references in place together: a RENAME that fails leaves none grown',
    async () => {
      const warehouse = w.warehouse as ClickhouseWarehouse;
      const before = await pivots(cube);
      await warehouse.insertRow(
        domainId,
        { name: 'bookings', key: 'id' },
        bookingValues([14, 'Yonder', 'Gizmos', '2024-04-01', 'Actual', 1, 1, '1', 1]),
        14,
      );
      const [region, product] = cube.dimensions.map((d) => d.refId);
      // The product's new members table goes missing before the RENAME that would put it in place.
      const edits: MemberEdits = {
        editMembers: (domain, refId, work, publish) =>
          warehouse.editMembers(domain, refId, work, async (fresh) => {
            if (refId === product) await warehouse.execute(domain, `DROP TABLE ${fresh}`);
            await publish?.(fresh);
          }),
      };
      await expect(loadClickhouseFacts(warehouse, edits, domainId, cube, load)).rejects.toThrow();
      expect(await pivots(cube)).toEqual(before);
      expect(await warehouse.hasMember(domainId, region as string, 'Yonder')).toBe(false);
      expect(await warehouse.hasMember(domainId, product as string, 'Gizmos')).toBe(false);
      const leftover = await warehouse.execute(
        domainId,
        "SELECT name FROM system.tables WHERE database = currentDatabase() AND (name LIKE '_members_%' OR name LIKE '%_load_%' OR name LIKE '%_old_%')",
      );
      expect(leftover).toEqual([]);
      await warehouse.deleteRows(domainId, { name: 'bookings', key: 'id' }, [14]);
    },
  );

  it.skipIf(skip)(
    'reshapes the facts as DuckDB does: measures and dimensions added, converted, removed',
    async () => {
      const { cubes } = w.warehouse;
      const channel = await flatRef(w.warehouse, domainId, ['Web', 'Shop']);
      let shape = cube;
      const steps: [FactsReshape, (s: CubeShape) => CubeShape][] = [
        [
          {
            op: 'add-measure',
            measure: { name: 'extra', type: 'decimal', precision: 12, scale: 1, aggregation: 'sum' },
          },
          (s) => ({
            ...s,
            measures: [
              ...s.measures,
              { name: 'extra', type: 'decimal', precision: 12, scale: 1, aggregation: 'sum' },
            ],
          }),
        ],
        [{ op: 'remove-measure', index: 6 }, (s) => ({ ...s, measures: s.measures.slice(0, 6) })],
        [
          { op: 'convert-measure', index: 0, to: { name: 'amount', type: 'integer', aggregation: 'sum' } },
          (s) => ({
            ...s,
            measures: s.measures.map((m, j) =>
              j === 0 ? { name: 'amount', type: 'integer', aggregation: 'sum' } : m,
            ),
          }),
        ],
        [
          { op: 'convert-measure', index: 1, to: { name: 'units', type: 'float', aggregation: 'avg' } },
          (s) => ({
            ...s,
            measures: s.measures.map((m, j) =>
              j === 1 ? { name: 'units', type: 'float', aggregation: 'avg' } : m,
            ),
          }),
        ],
        [
          { op: 'add-dimension', refId: channel, member: 'Web' },
          (s) => ({
            ...s,
            dimensions: [...s.dimensions, { name: 'channel', refId: channel, scenario: false }],
          }),
        ],
        [
          { op: 'remove-dimension', index: 0, keep: 'aggregate', time: false },
          (s) => ({ ...s, dimensions: s.dimensions.slice(1) }),
        ],
        [
          { op: 'remove-dimension', index: 2, keep: { member: 'Budget' }, time: false },
          (s) => ({ ...s, dimensions: s.dimensions.filter((_, i) => i !== 2) }),
        ],
        [
          { op: 'remove-dimension', index: 1, keep: 'aggregate', time: true },
          (s) => ({ ...s, dimensions: s.dimensions.filter((_, i) => i !== 1) }),
        ],
      ];
      await expect(
        cubes.reshapeFacts(domainId, cube, cube, { op: 'add-dimension', refId: channel }),
      ).rejects.toMatchObject({ code: 'member_required' });
      for (const [k, [reshape, change]] of steps.entries()) {
        const next = change(shape);
        await cubes.reshapeFacts(domainId, shape, next, reshape);
        shape = next;
        sameAsFirst(`reshape ${k}`, [await cubes.factCount(domainId, shape.id), await pivots(shape)]);
      }
    },
  );
});

describe.each(warehouseEngines)('the old layout upgraded on $name', (engine) => {
  const { skip } = engine;
  it.skipIf(skip)(
    'brings one double per measure to the declared types, as DuckDB does',
    async () => {
      const w = await openShared(engine);
      const domainId = randomUUID();
      await w.warehouse.seedDemoSales(domainId);
      const cube = await demoCube(w.warehouse, domainId);
      const old = { ...cube, measures: cube.measures.map((m) => ({ ...m, type: 'float' as const })) };
      await w.warehouse.cubes.createFacts(domainId, old);
      await w.warehouse.cubes.seedDemoFacts(domainId, old);
      const coords = { region: 'North', product: 'Docks', month: '2025-03', scenario: 'Budget' };
      await w.warehouse.cubes.writeCell(domainId, old, 'before', {
        measure: 0,
        coords,
        value: '1234.5678',
      });
      await w.warehouse.cubes.upgradeLayout(domainId, cube);
      const request = pivotRequestSchema.parse({
        cubeId: cube.id,
        rows: [{ dim: 'region' }],
        columns: [{ dim: 'scenario' }],
      });
      sameAsFirst('upgraded', await w.warehouse.cubes.pivot(domainId, cube, request, pivotOptions));
      await w.warehouse.cubes.undoChange(domainId, cube, { id: 'before' });
      sameAsFirst(
        'upgraded, then undone',
        await w.warehouse.cubes.pivot(domainId, cube, request, pivotOptions),
      );
      await w.warehouse.cubes.upgradeLayout(domainId, { ...cube, id: randomUUID() });
    },
    120_000,
  );
});
