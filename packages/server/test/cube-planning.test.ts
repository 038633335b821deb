import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import { createRefWithMembers, post, startApp, type TestApp } from './helper';
import { type ImportCaller, signInAdmin } from './import-helper';

type Row = Record<string, unknown>;

describe('exact planning numbers and versions that are never added up', () => {
  let t: TestApp;
  let who: ImportCaller;
  let cubeId: string;
  let demoId: string;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const qry = (body: unknown) => call('/api/qry', body);
  const sql = async (text: string, params: SqlValue[] = []) =>
    (await t.app.warehouse.execute(who.domainId, text, params)).map(plain);
  const pivot = async (body: Row, id = cubeId) => {
    const answer = await call('/api/cubes/pivot', { cubeId: id, ...body });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PivotAnswer;
  };
  const write = (measure: string, coords: Record<string, string>, value: unknown) =>
    call('/api/cubes/write', { cubeId, measure, coords, value });
  /** Leaf values of a measure in version `version` by region code. */
  const leaves = async (measure: string, version = 'Plan') => {
    const answer = await pivot({
      rows: [{ dim: 'region', expandAll: true }],
      filters: [{ dim: 'version', members: [version] }],
      measures: [measure],
      totals: false,
    });
    return Object.fromEntries(answer.rows.map((h, r) => [h.members[0]?.code, pivotCell(answer, r, 0, 0)]));
  };

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    demoId = (await qry({ op: 'select', object: 'cubes', search: 'Sales' })).json().rows[0].id;
    const regions = await createRefWithMembers(qry, 'Regions', [
      ['All'],
      ['A', 'All'],
      ['B', 'All'],
      ['C', 'All'],
    ]);
    const versions = await createRefWithMembers(qry, 'Versions', [['Actual'], ['Plan']]);
    const created = await qry({
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Plan',
        description: '',
        dimensions: [
          { name: 'region', refId: regions },
          { name: 'version', refId: versions, scenario: true },
        ],
        measures: [
          { name: 'money', type: 'decimal', precision: 18, scale: 2 },
          { name: 'units', type: 'integer' },
          { name: 'ratio', type: 'float' },
          { name: 'price', type: 'decimal', aggregation: 'avg' },
          { name: 'peak', type: 'integer', aggregation: 'max' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cubeId = created.json().row.id;
  });
  afterAll(() => t?.close());

  it('stores each measure as declared: a decimal exactly, an integer whole; a value that does not fit is refused', async () => {
    const columns = await sql(`DESCRIBE cube_${cubeId.replaceAll('-', '')}`);
    expect(columns.map((c) => [c.column_name, c.column_type])).toEqual([
      ['d_0', 'BIGINT'],
      ['d_1', 'BIGINT'],
      ['m_0', 'DECIMAL(18,2)'],
      ['m_1', 'BIGINT'],
      ['m_2', 'DOUBLE'],
      ['m_3', 'DECIMAL(18,2)'],
      ['n_3', 'BIGINT'],
      ['m_4', 'BIGINT'],
    ]);
    const at = { region: 'A', version: 'Actual' };
    for (const [measure, value] of [
      ['money', 7.777],
      ['money', 0.1 + 0.2],
      ['money', 1e17],
      ['units', 7.7],
      ['units', '7'],
      ['ratio', 'x'],
    ] as const) {
      const answer = await write(measure, at, value);
      expect([measure, value, answer.statusCode, answer.json().error.code]).toEqual([
        measure,
        value,
        400,
        'measure_not_number',
      ]);
    }
    for (const [measure, value] of [
      ['money', 7.7],
      ['units', 7],
      ['ratio', 0.1],
    ] as const)
      expect((await write(measure, at, value)).statusCode).toBe(200);
    const answer = await pivot({
      rows: [{ dim: 'region' }],
      filters: [{ dim: 'version', members: ['Actual'] }],
    });
    expect(answer.measures.map((m) => [m.name, m.type, m.decimals])).toEqual([
      ['money', 'decimal', 2],
      ['units', 'integer', 0],
      ['ratio', 'float', null],
      ['price', 'decimal', 2],
      ['peak', 'integer', 0],
    ]);
    expect([0, 1, 2].map((m) => pivotCell(answer, 0, 0, m))).toEqual([7.7, 7, 0.1]);
  });

  it('refuses writing an average or a count, and a consolidated cell of a maximum; clearing is allowed', async () => {
    const price = await write('price', { region: 'A', version: 'Actual' }, 10);
    expect([price.statusCode, price.json().error.code]).toEqual([400, 'measure_not_writable']);
    const peak = await write('peak', { region: 'All', version: 'Actual' }, 10);
    expect([peak.statusCode, peak.json().error.code]).toEqual([400, 'measure_not_writable']);
    expect((await write('peak', { region: 'A', version: 'Actual' }, 10)).statusCode).toBe(200);
    expect((await write('price', { region: 'A', version: 'Actual' }, null)).statusCode).toBe(200);
    const versionless = await write('money', { region: 'A' }, 1);
    expect([versionless.statusCode, versionless.json().error.code]).toEqual([400, 'version_required']);
  });

  it('spreads so the leaves add up to the value written, the remainder on the largest leaf', async () => {
    // Empty leaves: equal shares of 100.00 over three, the cent left over on the first.
    expect((await write('money', { region: 'All', version: 'Plan' }, 100)).json().cells).toBe(3);
    expect(await leaves('money')).toEqual({ A: 33.34, B: 33.33, C: 33.33 });
    // Proportional: 33.34 : 33.33 : 33.33 of 10.00, rounded to cents, still exactly 10.00.
    await write('money', { region: 'All', version: 'Plan' }, 10);
    const money = await leaves('money');
    expect(money).toEqual({ A: 3.34, B: 3.33, C: 3.33 });
    // Whole units: 10 over three is 4, 3, 3.
    await write('units', { region: 'All', version: 'Plan' }, 10);
    expect(await leaves('units')).toEqual({ A: 4, B: 3, C: 3 });
    await write('units', { region: 'B', version: 'Plan' }, 50);
    await write('units', { region: 'All', version: 'Plan' }, 100);
    const units = await leaves('units');
    expect(Object.values(units).every(Number.isInteger)).toBe(true);
    expect(Object.values(units).reduce((sum: number, v) => sum + Number(v), 0)).toBe(100);
    // The largest leaf (B: 50 of 57) took the remainder: 87.72 → 88 after 7.02 → 7 and 5.26 → 5.
    expect(units).toEqual({ A: 7, B: 88, C: 5 });
    const total = await pivot({
      rows: [{ dim: 'region' }],
      filters: [{ dim: 'version', members: ['Plan'] }],
      measures: ['money', 'units'],
    });
    expect([pivotCell(total, 0, 0, 0), pivotCell(total, 0, 0, 1)]).toEqual([10, 100]);
  });

  it('copies a scenario ×1.1 exactly: 7 is 7.7 in a decimal measure, 8 in an integer one, after a confirmation count', async () => {
    for (const measure of ['money', 'units']) await write(measure, { region: 'A', version: 'Actual' }, 7);
    const preview = await call('/api/cubes/copy-scenario-preview', {
      cubeId,
      from: 'Actual',
      to: 'Plan',
      factor: 1.1,
    });
    expect(preview.json()).toEqual({ replaced: 3, copied: 1 });
    const copied = await call('/api/cubes/copy-scenario', {
      cubeId,
      from: 'Actual',
      to: 'Plan',
      factor: 1.1,
    });
    expect(copied.json().cells).toBe(1);
    const plan = await pivot({
      rows: [{ dim: 'region', expandAll: true }],
      filters: [{ dim: 'version', members: ['Plan'] }],
      totals: false,
    });
    // money 7.70; units 7.7 → 8 (half away from zero); ratio 0.1 × 1.1 as doubles do; the peak 10 → 11.
    expect(plan.rows.map((h) => h.members[0]?.code)).toEqual(['A']);
    expect([0, 1, 3, 4].map((m) => pivotCell(plan, 0, 0, m))).toEqual([7.7, 8, null, 11]);
    expect(pivotCell(plan, 0, 0, 2)).toBeCloseTo(0.11, 12);
    const stored = await sql(
      `SELECT CAST(m_0 AS VARCHAR) AS money, m_1 AS units FROM cube_${cubeId.replaceAll('-', '')} WHERE d_1 = 2`,
    );
    expect(stored).toEqual([{ money: '7.70', units: 8 }]);
    // Undo brings the three Plan cells back as they were.
    const undone = await call('/api/cubes/undo', { cubeId, changeId: copied.json().changeId });
    expect(undone.json().cells).toBe(3);
    expect(await leaves('units')).toEqual({ A: 7, B: 88, C: 5 });
  });

  it('opens the demo on the first scenario, never summing Actual, Budget and Forecast', async () => {
    const opened = await pivot({ rows: [{ dim: 'region' }], measures: ['amount'] }, demoId);
    expect(opened.filters).toMatchObject([{ dim: 'scenario', members: [{ code: 'Actual', leaf: true }] }]);
    const [actual] = await sql("SELECT sum(amount) AS s FROM sales WHERE scenario = 'Actual'");
    const grand = pivotCell(opened, opened.rows.length - 1, 0, 0);
    expect(grand).toBe(Number(actual?.s));
    const [all] = await sql('SELECT sum(amount) AS s FROM sales');
    expect(grand).toBeLessThan(Number(all?.s) / 2);
    // On an axis: a column per scenario and no total column over them; the regions still total.
    const across = await pivot(
      { rows: [{ dim: 'region' }], columns: [{ dim: 'scenario' }], measures: ['amount'] },
      demoId,
    );
    expect(across.columns.map((h) => h.members[0]?.code ?? null)).toEqual(['Actual', 'Budget', 'Forecast']);
    expect(across.rows.at(-1)?.total).toBe(true);
    const nested = await pivot(
      { rows: [{ dim: 'region' }, { dim: 'scenario' }], measures: ['amount'] },
      demoId,
    );
    expect(nested.rows.every((h) => h.members[1] !== null)).toBe(true);
    const both = await call('/api/cubes/pivot', {
      cubeId: demoId,
      rows: [{ dim: 'region' }],
      filters: [{ dim: 'scenario', members: ['Actual', 'Budget'] }],
    });
    expect([both.statusCode, both.json().error.code]).toEqual([400, 'version_single']);
    const cube = (await qry({ op: 'get', object: 'cubes', id: demoId })).json().row;
    expect(cube.measures).toEqual([
      { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
      { name: 'quantity', type: 'integer', aggregation: 'sum' },
    ]);
  });

  it('converts a measure’s facts when its type or aggregation changes, rounding half away from zero', async () => {
    const change = async (measure: Row) => {
      const version = (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row.version;
      const answer = await call('/api/cubes/structure', {
        cubeId,
        version,
        change: { op: 'update-measure', name: 'ratio', measure },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    for (const [region, value] of [
      ['A', 2.5],
      ['B', -2.5],
      ['C', 1.25],
    ] as const)
      expect((await write('ratio', { region, version: 'Plan' }, value)).statusCode).toBe(200);
    await change({ type: 'decimal', precision: 10, scale: 1 });
    expect(await leaves('ratio')).toEqual({ A: 2.5, B: -2.5, C: 1.3 });
    await change({ type: 'integer' });
    expect(await leaves('ratio')).toEqual({ A: 3, B: -3, C: 1 });
    // An average from a sum: each fact counts once, so the total is the mean of the leaves.
    await change({ aggregation: 'avg' });
    const total = await pivot({
      rows: [{ dim: 'region' }],
      filters: [{ dim: 'version', members: ['Plan'] }],
      measures: ['ratio'],
    });
    expect(pivotCell(total, 0, 0, 0)).toBeCloseTo(1 / 3, 12);
    const refused = await call('/api/cubes/structure', {
      cubeId,
      version: (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row.version,
      change: { op: 'update-measure', name: 'ratio', measure: { type: 'integer', scale: 2 } },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'validation_failed']);
  });
});
