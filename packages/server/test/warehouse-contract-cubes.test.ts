import { randomUUID } from 'node:crypto';
import { type CubeDimension, type CubeMeasure, type PivotRequest, pivotRequestSchema } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../src/engine/plain-row';
import type { CubeShape } from '../src/engine/warehouse/cubes';
import { timeMembers } from '../src/objects/refs/generate-ref';
import { type OpenWarehouse, type TestedWarehouse, warehouseEngines } from './warehouses';

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
async function demoCube(warehouse: TestedWarehouse, domainId: string): Promise<CubeShape> {
  const makeRef = async (rows: [number, string, string, number | null, number][]) => {
    const id = randomUUID();
    await warehouse.createMembers(domainId, id, []);
    await warehouse.editMembers(domainId, id, async (editor) => {
      await editor.addAll(rows);
      return editor.rebuildHierarchy();
    });
    return id;
  };
  const flat = (codes: string[]) => makeRef(codes.map((code, i) => [i + 1, code, code, null, i]));
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
    month: await makeRef(timeMembers({ kind: 'time', from: 2024, to: 2025, depth: 'month', locale: 'en' })),
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

describe.each(warehouseEngines)('cubes of the warehouse on $name', ({ skip, open }) => {
  let w: OpenWarehouse;
  const domainId = randomUUID();
  let cube: CubeShape;

  beforeAll(async () => {
    if (skip) return;
    w = await open();
    await w.warehouse.seedDemoSales(domainId);
    cube = await demoCube(w.warehouse, domainId);
  }, 120_000);
  afterAll(() => w?.close());

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
    expect(grandTotal.cells).toEqual([[25076920, 68612]]);
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
