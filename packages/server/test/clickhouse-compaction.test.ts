import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PivotRequest, pivotCell, pivotRequestSchema } from '@cubus/shared';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickhouseWarehouse } from '../src/engine/warehouse/clickhouse/clickhouse-warehouse';
import type { CubeLock } from '../src/engine/warehouse/cube-lock';
import type { CubeShape } from '../src/engine/warehouse/cubes';
import { factTable } from '../src/engine/warehouse/table-names';
import { advisoryCubeLock } from '../src/store/advisory-lock';
import type { Database } from '../src/store/database';
import { type ClickhouseServer, clickhouseInstalled, startClickhouse } from './clickhouse-server';
import { createDatabase, storeKinds } from './helper';
import { flatRef } from './warehouses';

const regions = ['North', 'South', 'East', 'West', 'Central'];
const products = ['Laptops', 'Tablets', 'Phones', 'Monitors', 'Printers', 'Keyboards', 'Headsets', 'Docks'];
const pivotOptions = { maxCells: 100_000, timeoutMs: 60_000, timeDimension: 0 };
const layouts: Omit<PivotRequest, 'cubeId'>[] = [
  { rows: [{ dim: 'region' }], columns: [{ dim: 'product' }] },
  { rows: [{ dim: 'product' }], columns: [], totals: true },
  { rows: [], columns: [] },
];

describe.skipIf(!clickhouseInstalled)('compaction of cube deltas on ClickHouse', () => {
  let server: ClickhouseServer;
  let dir: string;
  const opened: ClickhouseWarehouse[] = [];
  const domainId = randomUUID();

  /** A warehouse on the test server (another node when opened again), compacting at `compactDeltaRows`. */
  const node = (compactDeltaRows: number, cubeLock?: CubeLock) => {
    const { name, password } = server.user;
    const warehouse = new ClickhouseWarehouse({
      url: `http://${name}:${password}@127.0.0.1:${server.port}/cubus`,
      memoryLimit: '512MB',
      threads: 1,
      scratchDir: path.join(dir, `scratch-${opened.length}`),
      allowedDir: (domain) => path.join(dir, 'files', domain),
      compactDeltaRows,
      ...(cubeLock ? { cubeLock } : {}),
    });
    opened.push(warehouse);
    return warehouse;
  };

  /** A cube of region × product with one decimal measure, its 40 leaves written once. */
  async function filledCube(warehouse: ClickhouseWarehouse): Promise<CubeShape> {
    const cube: CubeShape = {
      id: randomUUID(),
      dimensions: [
        { name: 'region', refId: await flatRef(warehouse, domainId, regions), scenario: false },
        { name: 'product', refId: await flatRef(warehouse, domainId, products), scenario: false },
      ],
      measures: [{ name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' }],
    };
    await warehouse.cubes.createFacts(domainId, cube);
    const cells = regions.flatMap((region, r) =>
      products.map((product, p) => ({ measure: 0, coords: { region, product }, value: `${r * 10 + p}.25` })),
    );
    await warehouse.cubes.writeCells(domainId, cube, 'filled', cells);
    return cube;
  }

  const rowsOf = async (warehouse: ClickhouseWarehouse, cube: CubeShape) =>
    Number((await warehouse.execute(domainId, `SELECT count() AS n FROM ${factTable(cube.id)}`))[0]?.n);

  const pivots = async (warehouse: ClickhouseWarehouse, cube: CubeShape) => {
    const answers = [];
    for (const layout of layouts) {
      const request = pivotRequestSchema.parse({ ...layout, cubeId: cube.id });
      answers.push(await warehouse.cubes.pivot(domainId, cube, request, pivotOptions));
    }
    return answers;
  };

  const write = (
    warehouse: ClickhouseWarehouse,
    cube: CubeShape,
    id: string,
    coords: object,
    value: string,
  ) =>
    warehouse.cubes.writeCell(domainId, cube, id, {
      measure: 0,
      coords: coords as Record<string, string>,
      value,
    });

  beforeAll(async () => {
    server = await startClickhouse();
    dir = await mkdtemp(path.join(tmpdir(), 'cubus-compaction-'));
  }, 120_000);
  afterAll(async () => {
    for (const warehouse of opened) await warehouse.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('compacts a cube once its delta rows reach the threshold, every answer the same to the cent', async () => {
    const warehouse = node(30);
    const cube = await filledCube(warehouse);
    await warehouse.cubes.compactions.idle();
    // One row a cell: no deltas yet.
    expect(await rowsOf(warehouse, cube)).toBe(40);
    for (let k = 0; k < 29; k++)
      await write(warehouse, cube, `w${k}`, { region: regions[k % 5], product: products[k % 8] }, `${k}.5`);
    await warehouse.cubes.compactions.idle();
    expect(await rowsOf(warehouse, cube)).toBe(69);
    const before = await pivots(warehouse, cube);
    // The 30th delta row: the cube is compacted after the write, and answers as before it.
    await write(warehouse, cube, 'w29', { region: 'Central', product: 'Docks' }, '1234.56');
    const written = await pivots(warehouse, cube);
    await warehouse.cubes.compactions.idle();
    expect(await rowsOf(warehouse, cube)).toBe(40);
    expect(await pivots(warehouse, cube)).toEqual(written);
    // Every change stays undoable: the history outlives the compaction.
    expect(await warehouse.cubes.undoChange(domainId, cube, { id: 'w29' })).toBe(1);
    expect(await pivots(warehouse, cube)).toEqual(before);
    for (let k = 28; k >= 0; k--) await warehouse.cubes.undoChange(domainId, cube, { id: `w${k}` });
    expect(await warehouse.cubes.undoChange(domainId, cube, { id: 'filled' })).toBe(40);
    const [total] = await pivots(warehouse, cube).then((answers) => answers.slice(2));
    expect(total?.cells).toEqual([[null]]);
  });

  it('skips compacting a cube another node holds; a later change, the cube free, compacts it', async () => {
    const warehouse = node(5);
    const cube = await filledCube(warehouse);
    // Another node holds the cube whenever this one would compact it.
    const busy: CubeLock = {
      hold: (_id, work) => work(),
      tryHold: async () => undefined,
    };
    const other = node(5, busy);
    for (let k = 0; k < 6; k++)
      await write(other, cube, `o${k}`, { region: 'North', product: products[k] }, `${k}`);
    await other.cubes.compactions.idle();
    expect(await rowsOf(other, cube)).toBe(46);
    await write(warehouse, cube, 'mine', { region: 'South', product: 'Docks' }, '7');
    await warehouse.cubes.compactions.idle();
    expect(await rowsOf(warehouse, cube)).toBe(40);
  });

  it.skipIf(!storeKinds.includes('postgres'))(
    'loses no write of one node racing compactions on another, both under the advisory lock',
    async () => {
      const store = await createDatabase();
      const pool = new pg.Pool({ connectionString: store.url, max: 4 });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      try {
        const a = node(1_000_000, advisoryCubeLock(db));
        const b = node(1_000_000, advisoryCubeLock(db));
        const cube = await filledCube(a);
        const expected = new Map<string, number>();
        for (const [r, region] of regions.entries())
          for (const [p, product] of products.entries())
            expected.set(`${region}.${product}`, r * 10 + p + 0.25);
        const writes = (async () => {
          for (let k = 0; k < 40; k++) {
            const region = regions[k % 5] as string;
            const product = products[(k * 3) % 8] as string;
            await write(b, cube, `r${k}`, { region, product }, `${k}.75`);
            expected.set(`${region}.${product}`, k + 0.75);
          }
        })();
        const compactions = (async () => {
          for (let k = 0; k < 15; k++) await a.cubes.compactFacts(domainId, cube);
        })();
        await Promise.all([writes, compactions]);
        const request = pivotRequestSchema.parse({
          cubeId: cube.id,
          rows: [{ dim: 'region' }, { dim: 'product' }],
          columns: [],
          totals: false,
        });
        const answer = await a.cubes.pivot(domainId, cube, request, pivotOptions);
        const seen = new Map(
          answer.rows.map((row, i) => [
            row.members.map((m) => m?.code).join('.'),
            pivotCell(answer, i, 0, 0),
          ]),
        );
        expect(seen).toEqual(expected);
      } finally {
        await db.destroy();
        await store.drop();
      }
    },
    120_000,
  );
});
