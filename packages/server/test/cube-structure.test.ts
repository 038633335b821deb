import { type PivotAnswer, pivotRow } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

type Row = Record<string, unknown>;

describe.each(storeKinds)('changing a cube’s structure on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let domainId: string;
  let cubeId: string;
  const refs: Record<string, string> = {};
  const call = (url: string, body: unknown, token = admin) => post(t.app, url, body, token);
  const qry = (body: unknown, token = admin) => call('/api/qry', body, token);
  const cube = async () => (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row as Row;
  const change = async (body: Row, token = admin) =>
    call('/api/cubes/structure', { cubeId, version: (await cube()).version, change: body }, token);
  const changed = async (body: Row) => {
    const answer = await change(body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { changeId: string; version: number };
  };
  const pivot = async (body: Row) => {
    const answer = await call('/api/cubes/pivot', { cubeId, ...body });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PivotAnswer;
  };
  /**
   * The grand total of each measure (no dimension on the axes: one cell, its row the measures'
   * values); a cube with a version dimension shows its first version (S1), never their sum.
   */
  const totals = async () => pivotRow(await pivot({ rows: [], columns: [] }), 0);
  const facts = async () =>
    Number(
      (await t.app.db.selectFrom('cubes').select('facts').where('id', '=', cubeId).executeTakeFirst())?.facts,
    );
  const write = async (coords: Record<string, string>, measure: string, value: number) => {
    const answer = await call('/api/cubes/write', { cubeId, measure, coords, value });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    t = await startApp(kind);
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    admin = signed.accessToken;
    domainId = signed.session.domain.id;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    const generate = async (name: string, generator: Row) => {
      const answer = await call('/api/refs/generate', { name, generator });
      expect(answer.statusCode, answer.body).toBe(201);
      return String(answer.json().id);
    };
    refs.region = await generate('Regions', { kind: 'sequence', count: 3, prefix: 'R', pad: 1 });
    refs.scenario = await generate('Scenarios', { kind: 'sequence', count: 2, prefix: 'S', pad: 1 });
    refs.channel = await generate('Channels', { kind: 'sequence', count: 2, prefix: 'C', pad: 1 });
    refs.month = await generate('Calendar 2030', {
      kind: 'time',
      from: 2030,
      to: 2030,
      depth: 'month',
      locale: 'en',
    });
    const created = await qry({
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Plan',
        dimensions: [
          { name: 'region', refId: refs.region },
          { name: 'month', refId: refs.month },
          { name: 'scenario', refId: refs.scenario, scenario: true },
        ],
        measures: [
          { name: 'amount', aggregation: 'sum' },
          { name: 'stock', aggregation: 'last' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    cubeId = created.json().row.id;
    for (const [region, month, scenario, amount, stock] of [
      ['R1', '2030-01', 'S1', 10, 5],
      ['R1', '2030-02', 'S1', 20, 7],
      ['R2', '2030-01', 'S1', 30, 1],
      ['R2', '2030-01', 'S2', 40, 2],
      ['R3', '2030-03', 'S2', 50, 9],
    ] as const) {
      await write({ region, month, scenario }, 'amount', amount);
      await write({ region, month, scenario }, 'stock', stock);
    }
  });
  afterAll(() => t?.close());

  it('adds, updates and removes a measure, each one version on the Ribbon that undo will not cross', async () => {
    const before = await cube();
    const added = await changed({ op: 'add-measure', measure: { name: 'units', type: 'integer' } });
    expect(added.version).toBe(Number(before.version) + 1);
    // Money by default: decimal(18, 2).
    expect((await cube()).measures).toEqual([
      { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
      { name: 'stock', type: 'decimal', precision: 18, scale: 2, aggregation: 'last' },
      { name: 'units', type: 'integer', aggregation: 'sum' },
    ]);
    // S1: amount 10 + 20 + 30; stock at its latest month with a value (February: R1's 7).
    expect(await totals()).toEqual([60, 7, null]);
    await write({ region: 'R1', month: '2030-01', scenario: 'S1' }, 'units', 3);
    expect(await totals()).toEqual([60, 7, 3]);

    await changed({
      op: 'update-measure',
      name: 'units',
      measure: { name: 'pieces', aggregation: 'max', format: { unit: 'thousand' }, caption: 'Pieces' },
    });
    const answer = await pivot({ rows: [], columns: [], measures: ['pieces'] });
    expect(answer.measures).toEqual([
      {
        name: 'pieces',
        type: 'integer',
        aggregation: 'max',
        format: { style: 'number', grouping: true, unit: 'thousand' },
        caption: 'Pieces',
        decimals: 0,
        scale: 0,
      },
    ]);
    expect(pivotRow(answer, 0)).toEqual([3]);
    await changed({ op: 'update-measure', name: 'pieces', measure: { format: null, caption: null } });
    expect(((await cube()).measures as Row[])[2]).toEqual({
      name: 'pieces',
      type: 'integer',
      aggregation: 'max',
    });

    const removed = await changed({ op: 'remove-measure', name: 'pieces' });
    expect(await totals()).toEqual([60, 7]);
    expect(await facts()).toBe(5);
    const ribbon = await qry({ op: 'select', object: 'ribbon', search: 'cube.structure' });
    expect(ribbon.json().total).toBeGreaterThanOrEqual(4);
    const changes = (await call('/api/cubes/changes', { cubeId, limit: 1 })).json().changes;
    expect(changes[0]).toMatchObject({
      id: removed.changeId,
      kind: 'structure',
      details: { op: 'remove-measure' },
    });
    const undo = await call('/api/cubes/undo', { cubeId });
    expect([undo.statusCode, undo.json().error.code]).toEqual([409, 'undo_structure']);
    expect(await totals()).toEqual([60, 7]);
  });

  it('adds a dimension: the facts go to the chosen leaf member', async () => {
    const refused = await change({
      op: 'add-dimension',
      dimension: { name: 'channel', refId: refs.channel },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'member_required']);
    const parent = await change({
      op: 'add-dimension',
      dimension: { name: 'period', refId: refs.month },
      member: '2030',
    });
    expect([parent.statusCode, parent.json().error.code]).toEqual([400, 'member_not_leaf']);
    const unknown = await change({
      op: 'add-dimension',
      dimension: { name: 'channel', refId: refs.channel },
      member: 'C9',
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'member_not_found']);
    await changed({ op: 'add-dimension', dimension: { name: 'channel', refId: refs.channel }, member: 'C2' });
    const byChannel = await pivot({ rows: [{ dim: 'channel' }], hideEmpty: false, measures: ['amount'] });
    expect(
      byChannel.rows.map((r) => [
        r.members[0]?.code ?? null,
        pivotRow(byChannel, byChannel.rows.indexOf(r))[0],
      ]),
    ).toEqual([
      ['C1', null],
      ['C2', 60],
      [null, 60],
    ]);
    await write({ region: 'R1', month: '2030-01', scenario: 'S1', channel: 'C1' }, 'amount', 1);
    expect(await totals()).toEqual([61, 7]);
    expect(await facts()).toBe(6);
  });

  it('removes a dimension keeping one member’s facts, or folding them by each measure’s aggregation', async () => {
    // Scenario S1 only: amount 10 + 20 + 30 + 1 (the C1 fact), stock at the last month with a value.
    await changed({ op: 'remove-dimension', name: 'scenario', keep: { member: 'S1' } });
    expect(((await cube()).dimensions as Row[]).map((d) => [d.name, d.scenario])).toEqual([
      ['region', false],
      ['month', false],
      ['channel', false],
    ]);
    expect(await totals()).toEqual([61, 7]);
    // Folding the time dimension: amount sums, stock (last) keeps the latest month's value per cell.
    await changed({ op: 'remove-dimension', name: 'month', keep: 'aggregate' });
    const byRegion = await pivot({ rows: [{ dim: 'region' }], columns: [], totals: false });
    // R1: C2 folds to 10 + 20 and stock 7 (February), beside the C1 fact (1, no stock); `last`
    // over R1 then follows the last dimension, channel: C2's 7.
    expect(byRegion.rows.map((r, i) => [r.members[0]?.code, ...pivotRow(byRegion, i)])).toEqual([
      ['R1', 31, 7],
      ['R2', 30, 1],
    ]);
    expect(await facts()).toBe(3);
  });

  it('marks the scenario dimension, or none', async () => {
    await changed({ op: 'set-scenario', name: 'channel' });
    expect(((await cube()).dimensions as Row[]).find((d) => d.scenario)?.name).toBe('channel');
    const copied = await call('/api/cubes/copy-scenario', { cubeId, from: 'C2', to: 'C1', factor: 1 });
    expect(copied.statusCode, copied.body).toBe(200);
    await changed({ op: 'set-scenario', name: null });
    expect(((await cube()).dimensions as Row[]).some((d) => d.scenario)).toBe(false);
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const before = await cube();
    const total = await totals();
    const other = await (async () => {
      const domains = (await call('/api/whoami', { token: admin })).json().session.domains as Row[];
      const sandbox = domains.find((d) => d.name === 'Sandbox');
      return (await call('/api/switch-domain', { domainId: sandbox?.id })).json().accessToken as string;
    })();
    const foreignRef = (
      await call(
        '/api/refs/generate',
        { name: 'Elsewhere', generator: { kind: 'sequence', count: 1, prefix: 'X' } },
        other,
      )
    ).json().id;
    const gone = (
      await call('/api/refs/generate', {
        name: 'Gone',
        generator: { kind: 'sequence', count: 1, prefix: 'G' },
      })
    ).json().id;
    expect((await qry({ op: 'delete', object: 'refs', ids: [gone] })).json().count).toBe(1);
    const cases: [Row, number, string][] = [
      [{ op: 'remove-measure', name: 'nope' }, 400, 'unknown_field'],
      [{ op: 'add-measure', measure: { name: 'Region' } }, 400, 'name_taken'],
      [{ op: 'add-measure', measure: { name: 'region_name' } }, 400, 'name_taken'],
      [{ op: 'update-measure', name: 'stock', measure: { name: 'amount' } }, 400, 'name_taken'],
      [
        { op: 'add-dimension', dimension: { name: 'x', refId: foreignRef }, member: 'X1' },
        400,
        'reference_unknown',
      ],
      [
        { op: 'add-dimension', dimension: { name: 'x', refId: gone }, member: 'G1' },
        400,
        'reference_unknown',
      ],
      [
        { op: 'add-dimension', dimension: { name: 'amount', refId: refs.channel }, member: 'C1' },
        400,
        'name_taken',
      ],
      [{ op: 'remove-dimension', name: 'region', keep: { member: 'R9' } }, 400, 'member_not_found'],
      [{ op: 'set-scenario', name: 'amount' }, 400, 'unknown_field'],
      [{ op: 'rename-cube' }, 400, 'validation_failed'],
      [{ op: 'add-measure', measure: { name: 'bad name' } }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await change(body);
      expect([JSON.stringify(body), answer.statusCode, answer.json().error.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    // A cube one of whose references was deleted is refused whole until the reference is restored.
    const lost = (
      await call('/api/refs/generate', {
        name: 'Lost',
        generator: { kind: 'sequence', count: 1, prefix: 'L' },
      })
    ).json().id;
    const broken = await qry({
      op: 'create',
      object: 'cubes',
      values: {
        name: 'Broken',
        dimensions: [
          { name: 'region', refId: refs.region },
          { name: 'lost', refId: lost },
        ],
        measures: [{ name: 'amount' }],
      },
    });
    expect((await qry({ op: 'delete', object: 'refs', ids: [lost] })).json().count).toBe(1);
    const missing = await call('/api/cubes/structure', {
      cubeId: broken.json().row.id,
      version: 1,
      change: { op: 'remove-dimension', name: 'lost', keep: 'aggregate' },
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([409, 'reference_missing']);
    const stale = await call('/api/cubes/structure', {
      cubeId,
      version: Number(before.version) - 1,
      change: { op: 'remove-measure', name: 'stock' },
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'conflict']);
    const byViewer = await change({ op: 'remove-measure', name: 'stock' }, viewer);
    expect(byViewer.statusCode).toBe(403);
    const foreign = await call(
      '/api/cubes/structure',
      { cubeId, version: before.version, change: { op: 'remove-measure', name: 'stock' } },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    // The last measure and the last dimension stay.
    await changed({ op: 'remove-measure', name: 'stock' });
    expect((await change({ op: 'remove-measure', name: 'amount' })).json().error.code).toBe(
      'cube_last_measure',
    );
    await changed({ op: 'remove-dimension', name: 'channel', keep: 'aggregate' });
    const last = await change({ op: 'remove-dimension', name: 'region', keep: 'aggregate' });
    expect([last.statusCode, last.json().error.code]).toEqual([400, 'cube_last_dimension']);
    expect((await totals())?.[0]).toBe(total?.[0]);
    const after = await cube();
    expect(after.dimensions).toEqual([{ name: 'region', refId: refs.region, scenario: false }]);
    const columns = await t.app.warehouse.execute(domainId, `DESCRIBE cube_${cubeId.replaceAll('-', '')}`);
    expect(columns.map((c) => c.column_name)).toEqual(['d_0', 'm_0']);
  });

  it('a report naming a removed measure, and Copy Scenario once the scenario is gone, fail with a clear 4xx', async () => {
    await changed({ op: 'add-measure', measure: { name: 'extra' } });
    await changed({
      op: 'add-dimension',
      dimension: { name: 'scenario', refId: refs.scenario },
      member: 'S1',
    });
    await changed({ op: 'set-scenario', name: 'scenario' });
    const report = await qry({
      op: 'create',
      object: 'reports',
      values: {
        title: 'Extra by scenario',
        description: '',
        source: { kind: 'cube', id: cubeId },
        view: { type: 'pivot', rows: [{ dim: 'scenario' }], measures: ['extra'] },
        chart: 'table',
      },
    });
    expect(report.statusCode, report.body).toBe(201);
    const id = report.json().row.id;
    expect((await qry({ op: 'run', object: 'reports', id })).statusCode).toBe(200);
    await changed({ op: 'remove-measure', name: 'extra' });
    const noMeasure = await qry({ op: 'run', object: 'reports', id });
    expect([noMeasure.statusCode, noMeasure.json().error.code]).toEqual([400, 'unknown_field']);
    expect(noMeasure.json().error.message).toContain('extra');
    await changed({ op: 'remove-dimension', name: 'scenario', keep: { member: 'S1' } });
    const copy = await call('/api/cubes/copy-scenario', { cubeId, from: 'S1', to: 'S2', factor: 1 });
    expect([copy.statusCode, copy.json().error.code]).toEqual([400, 'no_scenario']);
  });

  it('keeps the metadata as it was when the warehouse cannot rebuild the facts', async () => {
    const table = `cube_${cubeId.replaceAll('-', '')}`;
    const before = await cube();
    // A failure inside the warehouse's rebuild (its history table is missing): an internal error.
    await t.app.warehouse.execute(domainId, `ALTER TABLE ${table}_hist RENAME TO ${table}_away`);
    const failed = await change({ op: 'add-measure', measure: { name: 'lost' } });
    expect(failed.statusCode).toBe(500);
    await t.app.warehouse.execute(domainId, `ALTER TABLE ${table}_away RENAME TO ${table}_hist`);
    const after = await cube();
    expect([after.version, after.measures]).toEqual([before.version, before.measures]);
    const columns = await t.app.warehouse.execute(domainId, `DESCRIBE ${table}`);
    expect(columns).toHaveLength((before.dimensions as Row[]).length + (before.measures as Row[]).length);
  });

  it('refuses a write whose cube changed shape after it was read, writing nothing', async () => {
    const table = `cube_${cubeId.replaceAll('-', '')}`;
    const before = await totals();
    // As if another structure change had committed between reading the cube and writing.
    await t.app.warehouse.execute(domainId, `ALTER TABLE ${table} ADD COLUMN m_9 DOUBLE`);
    const answer = await call('/api/cubes/write', {
      cubeId,
      measure: 'amount',
      coords: { region: 'R1' },
      value: 5,
    });
    expect([answer.statusCode, answer.json().error.code]).toEqual([409, 'conflict']);
    await t.app.warehouse.execute(domainId, `ALTER TABLE ${table} DROP COLUMN m_9`);
    expect(await totals()).toEqual(before);
  });
});
