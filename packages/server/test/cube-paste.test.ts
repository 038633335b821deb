import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRefWithMembers, post, startApp, type TestApp } from './helper';
import { type ImportCaller, signInAdmin } from './import-helper';

describe('a pasted block written back in one change', () => {
  let t: TestApp;
  let who: ImportCaller;
  let cubeId: string;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const qry = (body: unknown) => call('/api/qry', body);
  const paste = (cells: { measure: string; coords: Record<string, string>; value: unknown }[]) =>
    call('/api/cubes/write-cells', { cubeId, cells });
  /** Leaf values of both measures in Plan, by region code. */
  const leaves = async () => {
    const answer = await call('/api/cubes/pivot', {
      cubeId,
      rows: [{ dim: 'region', expandAll: true }],
      filters: [{ dim: 'version', members: ['Plan'] }],
      measures: ['money', 'units'],
      totals: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const pivot = answer.json() as PivotAnswer;
    return Object.fromEntries(
      pivot.rows.map((h, r) => [h.members[0]?.code, [pivotCell(pivot, r, 0, 0), pivotCell(pivot, r, 0, 1)]]),
    );
  };
  const plan = (region: string) => ({ region, version: 'Plan' });

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    const regions = await createRefWithMembers(qry, 'Paste regions', [['All'], ['A', 'All'], ['B', 'All']]);
    const versions = await createRefWithMembers(qry, 'Paste versions', [['Actual'], ['Plan']]);
    const created = await qry({
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Paste',
        description: '',
        dimensions: [
          { name: 'region', refId: regions },
          { name: 'version', refId: versions, scenario: true },
        ],
        measures: [
          { name: 'money', type: 'decimal', precision: 18, scale: 2 },
          { name: 'units', type: 'integer' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cubeId = created.json().row.id;
  });
  afterAll(() => t?.close());

  it('writes a 2 × 2 block (two measures of one leaf included) as one change that one Undo takes back', async () => {
    expect(
      (await call('/api/cubes/write', { cubeId, measure: 'money', coords: plan('A'), value: 1 })).statusCode,
    ).toBe(200);
    const written = await paste([
      { measure: 'money', coords: plan('A'), value: 10.5 },
      { measure: 'units', coords: plan('A'), value: 3 },
      { measure: 'money', coords: plan('B'), value: 20 },
      { measure: 'units', coords: plan('B'), value: null },
    ]);
    expect(written.statusCode, written.body).toBe(200);
    expect(await leaves()).toEqual({ A: [10.5, 3], B: [20, null] });
    const changes = (await call('/api/cubes/changes', { cubeId })).json().changes;
    expect(changes[0]).toMatchObject({ id: written.json().changeId, kind: 'write', details: { pasted: 4 } });
    // The Ribbon says it as one paste into the cube, counting the cells it changed (B's units were empty).
    const [line] = (
      await qry({
        op: 'select',
        object: 'ribbon',
        filter: {
          operator: { sid: 'and' },
          conditions: [{ field: 'action', op: 'eq', value: 'cube.paste' }],
        },
      })
    ).json().rows;
    expect(line).toMatchObject({ kind: 'cubes', objectId: cubeId, details: { cells: 3 } });

    const undone = await call('/api/cubes/undo', { cubeId, changeId: written.json().changeId });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await leaves()).toEqual({ A: [1, null] });
  });

  it('writes nothing when a cell is a total, not a number, or given twice, and says which', async () => {
    const before = await leaves();
    const total = await paste([
      { measure: 'money', coords: plan('A'), value: 5 },
      { measure: 'money', coords: plan('All'), value: 5 },
    ]);
    expect([total.statusCode, total.json().error.code, total.json().error.details.cell]).toEqual([
      400,
      'cell_not_leaf',
      1,
    ]);
    const text = await paste([
      { measure: 'money', coords: plan('B'), value: 7 },
      { measure: 'units', coords: plan('B'), value: 'seven' },
    ]);
    expect([text.statusCode, text.json().error.code]).toEqual([400, 'measure_not_number']);
    const twice = await paste([
      { measure: 'money', coords: plan('B'), value: 7 },
      { measure: 'money', coords: plan('B'), value: 8 },
    ]);
    expect([twice.statusCode, twice.json().error.code]).toEqual([400, 'duplicate_cell']);
    expect(await leaves()).toEqual(before);
  });

  it('refuses a bad body, and a cube of another domain as not found', async () => {
    const empty = await paste([]);
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'validation_failed']);
    const elsewhere = await call('/api/cubes/write-cells', {
      cubeId: '00000000-0000-4000-8000-000000000000',
      cells: [{ measure: 'money', coords: plan('A'), value: 1 }],
    });
    expect([elsewhere.statusCode, elsewhere.json().error.code]).toEqual([404, 'not_found']);
  });
});
