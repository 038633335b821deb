import { type PivotAnswer, pivotCell } from '@cubus/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../../src/engine/engine';
import { plain } from '../../src/engine/plain-row';
import { rebuildHierarchy } from '../../src/engine/warehouse/duckdb/ref-hierarchy';
import { post, startApp, type TestApp } from '../helper';
import { type ImportCaller, signInAdmin, waitJob } from '../import-helper';
import {
  type CubeSpec,
  cubeArb,
  flatCubeArb,
  type LayoutSpec,
  layoutArb,
  leavesOf,
} from './cube-arbitraries';
import { type CellKey, keyOf, lastOf, oracle } from './cube-oracle';

/** Cubes built and layouts pivoted per run of the suite: bounded so CI spends about 20 s here. */
const cubes = 18;
const layoutsPerCube = 5;

describe('every aggregate at every level: random cubes against GROUPING SETS over their rows', () => {
  let t: TestApp;
  let who: ImportCaller;
  let made = 0;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const sql = async (text: string, params: SqlValue[] = []) =>
    (await t.app.warehouse.execute(who.domainId, text, params)).map(plain);

  beforeAll(async () => {
    // The oracle's GROUPING SETS keep a hash table per set (up to 125 of them).
    t = await startApp('pglite', { CUBUS_DUCKDB_MEMORY_LIMIT: '1GB' });
    who = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  /** The cube of a spec, generated from a data table of its rows, each dimension on a reference of its own. */
  async function build(spec: CubeSpec): Promise<{ cubeId: string; table: string; tables: string[] }> {
    const n = made++;
    const refs: string[] = [];
    for (const dim of spec.dimensions) {
      const ref = await call('/api/qry', {
        op: 'create',
        object: 'refs',
        values: { name: `p${n} ${dim.name}` },
      });
      expect(ref.statusCode, ref.body).toBe(201);
      const id = String(ref.json().row.id);
      const table = `ref_${id.replaceAll('-', '')}`;
      await sql(
        `INSERT INTO ${table} (id, code, name, parent_id, ord) VALUES ${dim.members.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        dim.members.flatMap((m, i) => {
          const parent = dim.members.findIndex((p) => p.code === m.parent);
          return [i + 1, m.code, m.code, parent < 0 ? null : parent + 1, i];
        }),
      );
      await rebuildHierarchy(sql, id);
      refs.push(id);
    }
    const table = `prop_${n}`;
    const created = await call('/api/qry', {
      op: 'create',
      object: 'tables',
      values: {
        name: table,
        columns: [
          ...spec.dimensions.map((d) => ({ name: d.name, type: 'text' })),
          ...spec.measures.map((m) => ({
            name: m.name,
            type: m.type === 'integer' ? 'bigint' : m.type === 'decimal' ? 'decimal' : 'double',
          })),
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const row of spec.rows)
      await sql(`INSERT INTO ${table} VALUES (${[...row.keys, ...row.values].map(() => '?').join(', ')})`, [
        ...row.keys,
        ...row.values.map((v, j) => (v === null || spec.measures[j]?.type !== 'decimal' ? v : v.toFixed(2))),
      ]);
    const generated = await call('/api/cubes/generate', {
      name: `Property ${n}`,
      tableId: created.json().row.id,
      dimensions: spec.dimensions.map((d, i) => ({ column: d.name, refId: refs[i], scenario: d.version })),
      measures: spec.measures.map((m) => ({
        column: m.name,
        aggregation: m.aggregation,
        type: m.type,
        ...(m.type === 'decimal' ? { precision: 18, scale: 2 } : {}),
      })),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const job = await waitJob(t, who, generated.json().jobId);
    expect([job.status, job.rowsRejected, job.rowsRead]).toEqual(['succeeded', 0, spec.rows.length]);
    const cubeId = String(generated.json().cubeId);
    const facts = `cube_${cubeId.replaceAll('-', '')}`;
    return {
      cubeId,
      table,
      tables: [table, facts, `${facts}_hist`, ...refs.map((id) => `ref_${id.replaceAll('-', '')}`)],
    };
  }

  /** The request of a layout, and how each dimension's member of a cell is found in the answer. */
  function requestOf(spec: CubeSpec, cubeId: string, layout: LayoutSpec) {
    const axis = (on: 'rows' | 'columns') =>
      spec.dimensions.flatMap((dim, d) =>
        layout.places[d]?.on === on
          ? [
              {
                dim: dim.name,
                level: Math.min(layout.levels[d] ?? 0, Math.max(...dim.members.map((m) => m.depth))),
                expandAll: layout.expandAll,
              },
            ]
          : [],
      );
    const filters = spec.dimensions.flatMap((dim, d) => {
      const place = layout.places[d];
      return place?.on === 'filter'
        ? [{ dim: dim.name, members: [dim.members[place.member % dim.members.length]?.code ?? ''] }]
        : [];
    });
    return {
      cubeId,
      rows: axis('rows'),
      columns: axis('columns'),
      filters,
      totals: layout.totals,
      hideEmpty: true,
    };
  }

  /** Each cell's address in the oracle's terms: axis members, filter members, the version's first member, else totals. */
  function cellKey(spec: CubeSpec, answer: PivotAnswer, layout: LayoutSpec, r: number, c: number): string[] {
    return spec.dimensions.map((dim, d) => {
      const place = layout.places[d];
      if (place?.on === 'rows') return answer.rows[r]?.members[answer.rowDims.indexOf(dim.name)]?.code ?? '*';
      if (place?.on === 'columns')
        return answer.columns[c]?.members[answer.columnDims.indexOf(dim.name)]?.code ?? '*';
      if (place?.on === 'filter') return dim.members[place.member % dim.members.length]?.code ?? '';
      return dim.version ? (dim.members[0]?.code ?? '') : '*';
    });
  }

  function compare(
    spec: CubeSpec,
    answer: PivotAnswer,
    layout: LayoutSpec,
    expected: Map<CellKey, unknown[]>,
  ) {
    const version = spec.dimensions.find((d) => d.version);
    answer.rows.forEach((_, r) => {
      answer.columns.forEach((_, c) => {
        const key = cellKey(spec, answer, layout, r, c);
        if (version) expect(key[spec.dimensions.indexOf(version)], 'a total over the version').not.toBe('*');
        const want = expected.get(keyOf(key));
        spec.measures.forEach((m, j) => {
          const got = pivotCell(answer, r, c, j);
          const value = m.aggregation === 'last' ? lastOf(spec, spec.rows, key, j) : (want?.[j + 1] ?? null);
          const label = `${m.name} (${m.type}) at ${keyOf(key)}`;
          if (value === null || got === null) expect(got, label).toBe(value === null ? null : Number(value));
          else if (m.aggregation === 'avg' || m.aggregation === 'last')
            expect(got, label).toBeCloseTo(Number(value), 9);
          else expect(got, label).toBe(Number(value));
        });
      });
    });
    // A lone dimension on an axis shows exactly its members (at the levels shown) that have rows.
    for (const [on, headers, dims] of [
      ['rows', answer.rows, answer.rowDims],
      ['columns', answer.columns, answer.columnDims],
    ] as const) {
      if (dims.length !== 1) continue;
      const d = spec.dimensions.findIndex((dim) => dim.name === dims[0]);
      const dim = spec.dimensions[d];
      if (!dim) continue;
      const level = requestOf(spec, '', layout)[on][0]?.level ?? 0;
      const leaves = new Set(leavesOf(dim.members).map((m) => m.code));
      const visible = (m: { code: string; depth: number }) =>
        m.depth < level ? leaves.has(m.code) : layout.expandAll || m.depth === level;
      // Without totals a member whose children show is not a line of its own.
      const shown = dim.members.filter(
        (m) => visible(m) && (layout.totals || !dim.members.some((c) => c.parent === m.code && visible(c))),
      );
      for (const member of shown) {
        const key = spec.dimensions.map((other, i) => {
          const place = layout.places[i];
          if (i === d) return member.code;
          if (place?.on === 'rows' || place?.on === 'columns') return '*';
          if (place?.on === 'filter') return other.members[place.member % other.members.length]?.code ?? '';
          return other.version ? (other.members[0]?.code ?? '') : '*';
        });
        const rows = Number(expected.get(keyOf(key))?.[0] ?? 0);
        const present = headers.some((h) => h.members[0]?.code === member.code);
        expect(present, `${dim.name} ${member.code} with ${rows} rows`).toBe(rows > 0);
      }
    }
  }

  it('shows what GROUPING SETS over the source rows give, cell by cell, in every layout', async () => {
    await fc.assert(
      fc.asyncProperty(
        cubeArb.chain((spec) =>
          fc.tuple(
            fc.constant(spec),
            fc.array(layoutArb(spec.dimensions.length), {
              minLength: layoutsPerCube,
              maxLength: layoutsPerCube,
            }),
          ),
        ),
        async ([spec, layouts]) => {
          const { cubeId, table, tables } = await build(spec);
          try {
            const expected = await oracle(sql, spec, table);
            for (const layout of layouts) {
              const request = requestOf(spec, cubeId, layout);
              const response = await call('/api/cubes/pivot', request);
              expect(response.statusCode, response.body).toBe(200);
              compare(spec, response.json() as PivotAnswer, layout, expected);
            }
          } finally {
            // Each table holds warehouse memory: shrinking a failure builds hundreds of cubes.
            for (const name of tables) await sql(`DROP TABLE IF EXISTS ${name}`);
          }
        },
      ),
      { numRuns: cubes },
    );
  }, 120_000);

  it('shows the same when every dimension is on an axis showing its own members (each fact a cell)', async () => {
    await fc.assert(
      fc.asyncProperty(
        flatCubeArb.chain((spec) =>
          fc.tuple(
            fc.constant(spec),
            fc.array(fc.constantFrom<'rows' | 'columns'>('rows', 'columns'), {
              minLength: spec.dimensions.length,
              maxLength: spec.dimensions.length,
            }),
          ),
        ),
        async ([spec, axes]) => {
          const { cubeId, table, tables } = await build(spec);
          try {
            const expected = await oracle(sql, spec, table);
            for (const totals of [true, false]) {
              const layout: LayoutSpec = {
                places: axes.map((on) => ({ on })),
                levels: axes.map(() => 0),
                expandAll: false,
                totals,
              };
              const response = await call('/api/cubes/pivot', requestOf(spec, cubeId, layout));
              expect(response.statusCode, response.body).toBe(200);
              compare(spec, response.json() as PivotAnswer, layout, expected);
            }
          } finally {
            for (const name of tables) await sql(`DROP TABLE IF EXISTS ${name}`);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
