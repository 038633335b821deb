import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import { rebuildHierarchy } from '../src/engine/warehouse/duckdb/ref-hierarchy';
import { post, startApp, type TestApp } from './helper';
import { type ImportCaller, signInAdmin } from './import-helper';

/** Facts of the large cube: every (origin, destination) pair of 1,500 × 1,500 on one of 36 months. */
const facts = 2_250_000;
// Between the small pivot (about 0.1 s here) and the distinct count (about 1 s): each well clear of it.
const timeoutMs = 400;

describe('big pivots answer fast or say why at once', () => {
  let t: TestApp;
  let who: ImportCaller;
  let cubeId: string;
  let month: string;
  /** A reference made with its members (`id, code, name, parent_id, ord` of a SELECT) → its id. */
  let ref: (name: string, members: string) => Promise<string>;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const sql = async (text: string, params: SqlValue[] = []) =>
    (await t.app.warehouse.execute(who.domainId, text, params)).map(plain);
  const timed = async (body: Record<string, unknown>) => {
    const began = performance.now();
    const answer = await call('/api/cubes/pivot', { cubeId, ...body });
    return { answer, ms: performance.now() - began };
  };

  beforeAll(async () => {
    t = await startApp('pglite', {
      CUBUS_PIVOT_TIMEOUT_MS: String(timeoutMs),
      CUBUS_PIVOT_MAX_CELLS: '1000000',
    });
    who = await signInAdmin(t);
    ref = async (name: string, members: string) => {
      const id = String(
        (await call('/api/qry', { op: 'create', object: 'refs', values: { name } })).json().row.id,
      );
      await sql(`INSERT INTO ref_${id.replaceAll('-', '')} (id, code, name, parent_id, ord) ${members}`);
      await rebuildHierarchy(sql, id);
      return id;
    };
    const airports = "SELECT i + 1, 'A' || i, 'Airport ' || i, NULL, i FROM range(1500) t(i)";
    const origin = await ref('Origins', airports);
    const destination = await ref('Destinations', airports);
    // Years 2001–2003 → months: 3 roots, 36 leaves.
    month = await ref(
      'Months',
      `SELECT y - 2000, y::VARCHAR, y::VARCHAR, NULL, y FROM range(2001, 2004) t(y)
       UNION ALL SELECT 10 + m, (2001 + m // 12)::VARCHAR || '-' || lpad((m % 12 + 1)::VARCHAR, 2, '0'), 'M' || m, 1 + m // 12, m FROM range(36) t(m)`,
    );
    const created = await call('/api/qry', {
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Flights, large',
        description: '',
        dimensions: [
          { name: 'origin', refId: origin },
          { name: 'destination', refId: destination },
          { name: 'month', refId: month },
        ],
        measures: [
          { name: 'flights', type: 'integer' },
          { name: 'delay', type: 'float', aggregation: 'avg' },
          { name: 'delays', type: 'float', aggregation: 'countd' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cubeId = created.json().row.id;
    await sql(
      `INSERT INTO cube_${cubeId.replaceAll('-', '')}
       SELECT 1 + i % 1500, 1 + i // 1500, 10 + (i * 7) % 36, 1, (i * 13) % 97, 1, [((i * 13) % 97)::DOUBLE, (i % 89)::DOUBLE]
       FROM range(${facts}) t(i)`,
    );
  });
  afterAll(() => t?.close());

  it('refuses a layout past the limit within a second, with the estimate, before reading any fact', async () => {
    // The first layout a cube of flights opened with: origins down, destinations across.
    const { answer, ms } = await timed({ rows: [{ dim: 'origin' }], columns: [{ dim: 'destination' }] });
    expect([answer.statusCode, answer.json().error.code]).toEqual([400, 'pivot_too_large']);
    // 1,501 × 1,501 headers (totals included) × 3 measures.
    expect(answer.json().error.details).toMatchObject({ estimate: 1501 * 1501 * 3, limit: 1_000_000 });
    expect(answer.json().error.message).toMatch(/filter it, or collapse levels/);
    expect(ms).toBeLessThan(1000);
    // The same cube at the top of its calendar, one measure: an answer.
    const small = await timed({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month' }],
      measures: ['flights'],
    });
    expect(small.answer.statusCode, small.answer.body).toBe(200);
    const pivot = small.answer.json() as PivotAnswer;
    expect([pivot.rows.length, pivot.columns.length]).toEqual([1501, 4]);
    expect(pivotCell(pivot, pivot.rows.length - 1, pivot.columns.length - 1, 0)).toBe(facts);
    // Drilled into every month the estimate grows with what it shows.
    const deep = await timed({
      rows: [{ dim: 'origin' }, { dim: 'destination' }],
      columns: [{ dim: 'month', expandAll: true }],
      measures: ['flights'],
    });
    expect([deep.answer.statusCode, deep.answer.json().error.code]).toEqual([400, 'pivot_too_large']);
    expect(deep.ms).toBeLessThan(1000);
  });

  it('names each header by its member when the axes show too many to read beside the facts', async () => {
    // 12,000 parts: past the members read beside the facts' statement; three have facts.
    const parts = await ref('Parts', "SELECT i + 1, 'P' || i, 'Part ' || i, NULL, i FROM range(12000) t(i)");
    const made = await call('/api/qry', {
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Parts',
        description: '',
        dimensions: [
          { name: 'part', refId: parts },
          { name: 'month', refId: month },
        ],
        measures: [{ name: 'count', type: 'integer' }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const partsCube = String(made.json().row.id);
    // Months 10 and 11 are in 2001, 34 in 2003.
    await sql(
      `INSERT INTO cube_${partsCube.replaceAll('-', '')} (d_0, d_1, m_0) VALUES (11000, 10, 1), (5, 10, 2), (11000, 11, 4), (7001, 34, 8)`,
    );
    const answer = await call('/api/cubes/pivot', {
      cubeId: partsCube,
      rows: [{ dim: 'part' }],
      columns: [{ dim: 'month' }],
      totals: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const pivot = answer.json() as PivotAnswer;
    const names = (axis: 'rows' | 'columns') =>
      pivot[axis].map((header) => header.members.map((member) => member?.name ?? null));
    expect(names('rows')).toEqual([['Part 4'], ['Part 7000'], ['Part 10999'], [null]]);
    expect(names('columns')).toEqual([['2001'], ['2003'], [null]]);
    expect(pivot.rows[2]?.members[0]).toMatchObject({ id: 11000, code: 'P10999', leaf: true, level: 0 });
    expect(pivot.columns[0]?.members[0]).toMatchObject({ code: '2001', leaf: false, expanded: false });
    expect(pivotCell(pivot, 2, 0, 0)).toBe(5);
    expect(pivotCell(pivot, 1, 1, 0)).toBe(8);
    expect(pivotCell(pivot, 3, 2, 0)).toBe(15);
  });

  it('stops a query past CUBUS_PIVOT_TIMEOUT_MS in the warehouse, and it does not go on running', async () => {
    // Distinct values of 2.25 M facts per origin and month: well past the limit.
    const { answer, ms } = await timed({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', expandAll: true }],
      measures: ['delays'],
    });
    expect([answer.statusCode, answer.json().error.code]).toEqual([408, 'pivot_timeout']);
    expect(ms).toBeLessThan(timeoutMs + 1500);
    // Were the query still running, DuckDB's two threads would keep this process busy.
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(300);
    // And the warehouse answers the next pivot at once.
    const next = await timed({ rows: [{ dim: 'month' }], measures: ['flights'] });
    expect(next.answer.statusCode, next.answer.body).toBe(200);
  });
});
