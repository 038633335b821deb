import { readFile } from 'node:fs/promises';
import { type PivotAnswer, pivotCell, type ServerEvent } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { waitJob } from './import-helper';

// The package exports no data paths: read from the installed package's folder.
const flightsFile = new URL('../../../node_modules/vega-datasets/data/flights-10k.json', import.meta.url);

/** The vega-datasets flights (10,000 real flights of 2001) as rows with their month. */
async function flights(): Promise<
  { origin: string; destination: string; month: string; delay: number; distance: number }[]
> {
  const rows = JSON.parse(await readFile(flightsFile, 'utf8')) as {
    date: string;
    delay: number;
    distance: number;
    origin: string;
    destination: string;
  }[];
  return rows.map((r) => ({
    origin: r.origin,
    destination: r.destination,
    month: r.date.slice(0, 7).replace('/', '-'),
    delay: r.delay,
    distance: r.distance,
  }));
}

/** The value of a pivot cell by row and column member codes (null: the total). */
function cell(
  answer: PivotAnswer,
  row: (string | null)[],
  column: (string | null)[],
  measure = 0,
): number | null {
  const match = (header: PivotAnswer['rows'][number], codes: (string | null)[]) =>
    header.members.length === codes.length && header.members.every((m, i) => (m?.code ?? null) === codes[i]);
  const r = answer.rows.findIndex((h) => match(h, row));
  const c = answer.columns.findIndex((h) => match(h, column));
  if (r < 0 || c < 0) throw new Error(`no cell ${row} × ${column}`);
  return pivotCell(answer, r, c, measure);
}

describe.each(storeKinds)('references and cubes on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let domainId: string;
  let timeRef: string;
  let cubeId: string;
  const call = (url: string, body: unknown, token = admin) => post(t.app, url, body, token);
  const qry = (body: unknown, token = admin) => call('/api/qry', body, token);
  const pivot = async (body: Record<string, unknown>) => {
    const response = await call('/api/cubes/pivot', { cubeId, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PivotAnswer;
  };
  const sql = (text: string, params: (string | number)[] = []) =>
    t.app.warehouse.execute(domainId, text, params);

  beforeAll(async () => {
    t = await startApp(kind);
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    admin = signed.accessToken;
    domainId = signed.session.domain.id;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    const table = await qry({
      op: 'create',
      object: 'tables',
      values: {
        name: 'flights',
        columns: [
          { name: 'origin', type: 'text' },
          { name: 'destination', type: 'text' },
          { name: 'month', type: 'text' },
          { name: 'delay', type: 'integer' },
          { name: 'distance', type: 'integer' },
        ],
      },
    });
    expect(table.statusCode, table.body).toBe(201);
    const rows = await flights();
    for (let at = 0; at < rows.length; at += 500) {
      const part = rows.slice(at, at + 500);
      await sql(
        `INSERT INTO flights VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        part.flatMap((r) => [r.origin, r.destination, r.month, r.delay, r.distance]),
      );
    }
    const generated = await call('/api/refs/generate', {
      name: 'Calendar 2001',
      generator: { kind: 'time', from: 2001, to: 2001, depth: 'month', locale: 'en' },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    timeRef = generated.json().id;
    const cube = await call('/api/cubes/generate', {
      name: 'Flights',
      tableId: table.json().row.id,
      dimensions: [{ column: 'origin' }, { column: 'destination' }, { column: 'month', refId: timeRef }],
      measures: [{ column: 'distance' }, { column: 'delay', aggregation: 'sum' }],
    });
    expect(cube.statusCode, cube.body).toBe(201);
    cubeId = cube.json().cubeId;
    const job = await waitJob(
      t,
      { token: admin, domainId, userId: signed.session.user.id },
      cube.json().jobId,
    );
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
  });
  afterAll(() => t?.close());

  it('generates a localised time reference: years, quarters, months', async () => {
    const members = (
      await qry({ op: 'select', object: `ref:${timeRef}`, orderby: { sorts: [{ field: 'position' }] } })
    ).json().rows;
    expect(members).toHaveLength(17);
    expect(members[0]).toMatchObject({ code: '2001', level: 0, leaf: false });
    expect(members[1]).toMatchObject({ code: '2001-Q1', name: 'Q1 2001', parent: '2001', level: 1 });
    expect(members[2]).toMatchObject({ code: '2001-01', name: 'January 2001', level: 2, leaf: true });
    const german = await call('/api/refs/generate', {
      name: 'Kalender',
      generator: { kind: 'time', from: 2024, to: 2024, depth: 'day', locale: 'ru' },
    });
    expect(german.json().members).toBe(1 + 4 + 12 + 366);
    const march = (
      await qry({
        op: 'select',
        object: `ref:${german.json().id}`,
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'code', op: 'eq', value: '2024-03' }] },
      })
    ).json().rows[0];
    expect(march.name).toMatch(/^Март 2024/);
    const sequence = await call('/api/refs/generate', {
      name: 'Stores',
      generator: { kind: 'sequence', count: 12, prefix: 'S', pad: 3 },
    });
    expect(sequence.json().members).toBe(12);
  });

  it('pivots origin × month: totals equal the sums computed by hand in SQL', async () => {
    const answer = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 2 }],
      measures: ['distance'],
    });
    const byHand = await sql('SELECT origin, month, sum(distance)::DOUBLE AS s FROM flights GROUP BY ALL');
    expect(byHand.length).toBeGreaterThan(50);
    for (const row of byHand)
      expect(cell(answer, [String(row.origin)], [String(row.month)])).toBe(Number(row.s));
    const origins = await sql('SELECT origin, sum(distance)::DOUBLE AS s FROM flights GROUP BY ALL');
    for (const row of origins) expect(cell(answer, [String(row.origin)], [null])).toBe(Number(row.s));
    const [all] = await sql('SELECT sum(distance)::DOUBLE AS s FROM flights');
    expect(cell(answer, [null], [null])).toBe(Number(all?.s));
    expect(answer.rows.at(-1)?.total).toBe(true);
  });

  it('nests origin × destination with subtotals, and sorts by a column', async () => {
    const answer = await pivot({
      rows: [{ dim: 'origin' }, { dim: 'destination' }],
      columns: [{ dim: 'month' }],
      measures: ['distance'],
      sort: { column: 0, dir: 'desc' },
    });
    const byHand = await sql(
      'SELECT origin, destination, sum(distance)::DOUBLE AS s FROM flights GROUP BY ALL',
    );
    for (const row of byHand.slice(0, 200))
      expect(cell(answer, [String(row.origin), String(row.destination)], ['2001'])).toBe(Number(row.s));
    const first = answer.rows[0]?.members[0]?.code;
    const [top] = await sql('SELECT origin FROM flights GROUP BY ALL ORDER BY sum(distance) DESC LIMIT 1');
    expect(first).toBe(top?.origin);
    expect(answer.rows[0]?.members[1]).not.toBeNull();
  });

  it('drills down: the children of an expanded member sum to it', async () => {
    const answer = await pivot({
      rows: [{ dim: 'month', expand: ['2001', '2001-Q1'] }],
      measures: ['distance', 'delay'],
      hideEmpty: false,
    });
    const codes = answer.rows.map((h) => h.members[0]?.code ?? null);
    expect(codes.slice(0, 5)).toEqual(['2001', '2001-Q1', '2001-01', '2001-02', '2001-03']);
    expect(answer.rows[1]?.members[0]).toMatchObject({ expanded: true, leaf: false });
    for (const m of [0, 1]) {
      const year = cell(answer, ['2001'], [], m) ?? 0;
      const quarters = ['2001-Q1', '2001-Q2', '2001-Q3', '2001-Q4'].map((q) => cell(answer, [q], [], m) ?? 0);
      expect(quarters.reduce((a, b) => a + b, 0)).toBeCloseTo(year, 6);
      const months = ['2001-01', '2001-02', '2001-03'].map((q) => cell(answer, [q], [], m) ?? 0);
      expect(months.reduce((a, b) => a + b, 0)).toBeCloseTo(cell(answer, ['2001-Q1'], [], m) ?? 0, 6);
    }
    const all = await pivot({
      rows: [{ dim: 'month', expandAll: true }],
      measures: ['distance'],
      hideEmpty: false,
    });
    expect(all.rows).toHaveLength(18);
  });

  it('shows the facts behind a consolidated cell through cube:<id> (Show Records)', async () => {
    const quarter = (
      await qry({
        op: 'select',
        object: `ref:${timeRef}`,
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'code', op: 'eq', value: '2001-Q1' }] },
      })
    ).json().rows[0];
    const answer = await qry({
      op: 'select',
      object: `cube:${cubeId}`,
      filter: {
        operator: { sid: 'and' },
        conditions: [
          { field: 'origin', op: 'eq', value: 'SFO' },
          { field: 'month_path', op: 'contains', value: `/${quarter.id}/` },
        ],
      },
      groupby: { groups: [], aggregates: [{ field: 'distance', operand: 'sum' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [byHand] = await sql(
      "SELECT sum(distance)::DOUBLE AS s FROM flights WHERE origin = 'SFO' AND month <= '2001-03'",
    );
    expect(answer.json().rows[0].sum_distance).toBe(Number(byHand?.s));
  });

  it('opens the facts of a cell by key: they sum to the cell, get answers what select does', async () => {
    const answer = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 1 }],
      measures: ['distance'],
    });
    const quarter = answer.columns.find((h) => h.members[0]?.code === '2001-Q1')?.members[0];
    const filter = {
      operator: { sid: 'and' },
      conditions: [
        { field: 'origin', op: 'eq', value: 'SFO' },
        { field: 'month_path', op: 'contains', value: `/${quarter?.id}/` },
      ],
    };
    const facts = await qry({ op: 'select', object: `cube:${cubeId}`, filter, limit: 1000 });
    expect(facts.statusCode, facts.body).toBe(200);
    const rows = facts.json().rows as Record<string, string | number>[];
    expect(rows.length).toBe(facts.json().total);
    const sum = rows.reduce((total, row) => total + Number(row.distance), 0);
    expect(sum).toBeCloseTo(cell(answer, ['SFO'], ['2001-Q1']) ?? 0, 6);
    const schema = (await qry({ op: 'schema', object: `cube:${cubeId}` }, viewer)).json();
    expect([schema.key, schema.ops]).toEqual(['#key', ['select', 'get', 'schema']]);

    const fact = rows[0] ?? {};
    expect(String(fact['#key'])).toMatch(/^\d+\.\d+\.\d+$/);
    const got = await qry({ op: 'get', object: `cube:${cubeId}`, id: fact['#key'] }, viewer);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().row).toEqual(fact);
    const write = await qry(
      { op: 'update', object: `cube:${cubeId}`, id: fact['#key'], version: 0, values: { distance: 1 } },
      admin,
    );
    expect(write.json().error.code).toBe('operation_not_allowed');
  });

  it('refuses bad fact keys as not found, never as SQL', async () => {
    const [fact] = (await qry({ op: 'select', object: `cube:${cubeId}`, limit: 1 })).json().rows;
    const [a, b] = String(fact['#key']).split('.');
    const bad = [
      'x',
      7,
      `${a}.${b}`,
      `${a}.${b}.`,
      `0${a}.${b}.1`,
      `${a}.${b}.-1`,
      `${a}.${b}.1e3`,
      `${a}.${b}.99999999999999999999`,
      `${a}.${b}.1' OR '1'='1`,
      `${a}.${b}.0`,
    ];
    for (const id of bad) {
      const answer = await qry({ op: 'get', object: `cube:${cubeId}`, id });
      expect([id, answer.statusCode, answer.json().error.code]).toEqual([id, 404, 'not_found']);
    }
    expect((await sql(`SELECT count(*)::INTEGER AS n FROM cube_${cubeId.replaceAll('-', '')}`))[0]?.n).toBe(
      (await qry({ op: 'select', object: `cube:${cubeId}`, limit: 0 })).json().total,
    );
  });

  it('writes back: a consolidated cell spreads proportionally and keeps the parent total; undo restores', async () => {
    const before = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 2 }],
      measures: ['distance'],
    });
    const jan = cell(before, ['SFO'], ['2001-01']) ?? 0;
    const feb = cell(before, ['SFO'], ['2001-02']) ?? 0;
    const quarterBefore = jan + feb + (cell(before, ['SFO'], ['2001-03']) ?? 0);
    const other = cell(before, ['LAX'], [null]);
    const events: ServerEvent[] = [];
    const stop = t.app.events.subscribe(domainId, (event) => events.push(event));
    const written = await call('/api/cubes/write', {
      cubeId,
      measure: 'distance',
      coords: { origin: 'SFO', month: '2001-Q1' },
      value: 100_000,
    });
    expect(written.statusCode, written.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(events.some((e) => e.type === 'cube' && (e.data as { cubeId: string }).cubeId === cubeId)).toBe(
      true,
    );
    const after = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 2 }],
      measures: ['distance'],
    });
    const quarter = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 1 }],
      measures: ['distance'],
    });
    // distance is an integer measure: each share is rounded, the remainder on the largest month,
    // so the quarter is the value written exactly and the months keep their proportions to a unit.
    expect(cell(quarter, ['SFO'], ['2001-Q1'])).toBe(100_000);
    const months = ['2001-01', '2001-02', '2001-03'].map((m) => cell(after, ['SFO'], [m]) ?? 0);
    expect(months.every(Number.isInteger)).toBe(true);
    expect((months[0] ?? 0) / (months[1] ?? 1)).toBeCloseTo(jan / feb, 3);
    expect(cell(after, ['SFO'], [null])).toBe((cell(before, ['SFO'], [null]) ?? 0) - quarterBefore + 100_000);
    expect(cell(after, ['LAX'], [null])).toBe(other);
    const changes = (await call('/api/cubes/changes', { cubeId })).json().changes;
    expect(changes[0]).toMatchObject({
      kind: 'write',
      actor: 'admin',
      measure: 'distance',
      newValue: 100_000,
      undone: false,
    });
    expect(changes[0].oldValue).toBeCloseTo(quarterBefore, 6);
    // The Ribbon says who wrote what where, and what it was: the members by their names, no ids.
    const [line] = (
      await qry({
        op: 'select',
        object: 'ribbon',
        filter: {
          operator: { sid: 'and' },
          conditions: [{ field: 'action', op: 'eq', value: 'cube.write' }],
        },
      })
    ).json().rows;
    expect(line).toMatchObject({
      actor: 'admin',
      object: expect.any(String),
      kind: 'cubes',
      objectId: cubeId,
    });
    expect(line.details).toMatchObject({
      measure: 'distance',
      cell: [
        { dimension: 'origin', member: expect.any(String), code: 'SFO' },
        { dimension: 'month', member: expect.any(String), code: '2001-Q1' },
      ],
      value: 100_000,
      cells: written.json().cells,
    });
    expect(line.details.previous).toBeCloseTo(quarterBefore, 6);
    const undone = await call('/api/cubes/undo', { cubeId, changeId: written.json().changeId });
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = await pivot({
      rows: [{ dim: 'origin' }],
      columns: [{ dim: 'month', level: 2 }],
      measures: ['distance'],
    });
    expect(restored.cells).toEqual(before.cells);
    expect((await call('/api/cubes/undo', { cubeId })).json().error.code).toBe('nothing_to_undo');
  });

  it('writes back: empty leaves get equal shares, a leaf cell stores its value', async () => {
    const spread = await call('/api/cubes/write', {
      cubeId,
      measure: 'distance',
      coords: { origin: 'SFO', destination: 'LAX', month: '2001-Q4' },
      value: 300,
    });
    expect(spread.json().cells).toBe(3);
    const answer = await pivot({
      rows: [{ dim: 'month', level: 2 }],
      filters: [
        { dim: 'origin', members: ['SFO'] },
        { dim: 'destination', members: ['LAX'] },
      ],
      measures: ['distance'],
    });
    for (const month of ['2001-10', '2001-11', '2001-12']) expect(cell(answer, [month], [])).toBe(100);
    await call('/api/cubes/write', {
      cubeId,
      measure: 'distance',
      coords: { origin: 'SFO', destination: 'LAX', month: '2001-11' },
      value: 7,
    });
    const leaf = await pivot({
      rows: [{ dim: 'month', level: 2 }],
      filters: [
        { dim: 'origin', members: ['SFO'] },
        { dim: 'destination', members: ['LAX'] },
      ],
      measures: ['distance'],
    });
    expect(cell(leaf, ['2001-11'], [])).toBe(7);
    const oldest = (await call('/api/cubes/changes', { cubeId })).json().changes[1].id;
    expect((await call('/api/cubes/undo', { cubeId, changeId: oldest })).json().error.code).toBe(
      'undo_conflict',
    );
    await call('/api/cubes/undo', { cubeId });
    await call('/api/cubes/undo', { cubeId });
    const back = await pivot({
      rows: [{ dim: 'month', level: 2 }],
      filters: [
        { dim: 'origin', members: ['SFO'] },
        { dim: 'destination', members: ['LAX'] },
      ],
      measures: ['distance'],
    });
    expect(back.rows.some((h) => h.members[0]?.code === '2001-11')).toBe(false);
  });

  it('copies a scenario with a factor in the demo sales cube, replacing the target; undo restores', async () => {
    const demo = (await qry({ op: 'select', object: 'cubes', search: 'Sales' })).json().rows[0];
    expect(demo).toMatchObject({ name: 'Sales', facts: 2880 });
    const view = async () => {
      const response = await call('/api/cubes/pivot', {
        cubeId: demo.id,
        rows: [{ dim: 'region' }],
        columns: [{ dim: 'scenario' }],
        measures: ['amount'],
      });
      return response.json() as PivotAnswer;
    };
    const before = await view();
    const copied = await call('/api/cubes/copy-scenario', {
      cubeId: demo.id,
      from: 'Actual',
      to: 'Forecast',
      factor: 1.1,
      filter: { region: ['North'] },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().cells).toBe(8 * 24);
    const after = await view();
    expect(cell(after, ['North'], ['Forecast'])).toBeCloseTo(
      (cell(before, ['North'], ['Actual']) ?? 0) * 1.1,
      4,
    );
    expect(cell(after, ['South'], ['Forecast'])).toBe(cell(before, ['South'], ['Forecast']));
    expect(cell(after, ['North'], ['Actual'])).toBe(cell(before, ['North'], ['Actual']));
    const ribbon = (await qry({ op: 'select', object: 'ribbon', search: 'copy-scenario' })).json();
    expect(JSON.stringify(ribbon.rows)).toContain('cube.copy-scenario');
    await call('/api/cubes/undo', { cubeId: demo.id, changeId: copied.json().changeId });
    const restored = await view();
    restored.rows.forEach((_, r) => {
      restored.columns.forEach((_, c) => {
        expect(pivotCell(restored, r, c, 0)).toBeCloseTo(pivotCell(before, r, c, 0) ?? Number.NaN, 4);
      });
    });
    expect(
      (await call('/api/cubes/copy-scenario', { cubeId: demo.id, from: 'Budget', to: 'Budget' })).json().error
        .code,
    ).toBe('same_scenario');
    expect((await call('/api/cubes/copy-scenario', { cubeId, from: 'a', to: 'b' })).json().error.code).toBe(
      'no_scenario',
    );
    const denied = await call(
      '/api/cubes/copy-scenario',
      { cubeId: demo.id, from: 'Actual', to: 'Budget' },
      viewer,
    );
    expect(denied.statusCode).toBe(403);
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const facts = async () =>
      (
        await sql(
          `SELECT sum(m_0)::DOUBLE AS s, count(*)::BIGINT AS n FROM cube_${cubeId.replaceAll('-', '')}`,
        )
      )[0];
    const before = await facts();
    const write = (body: Record<string, unknown>, token = admin) =>
      call('/api/cubes/write', { cubeId, measure: 'distance', ...body }, token);
    expect((await write({ coords: { origin: 'SFO' }, value: 'lots' })).json().error.code).toBe(
      'measure_not_number',
    );
    expect((await write({ coords: { origin: 'SFO' }, value: 1 }, viewer)).statusCode).toBe(403);
    expect((await write({ coords: { nowhere: 'x' }, value: 1 })).json().error.code).toBe('unknown_field');
    // An inactive member.
    const jan = (
      await qry({
        op: 'select',
        object: `ref:${timeRef}`,
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'code', op: 'eq', value: '2001-12' }] },
      })
    ).json().rows[0];
    const inactive = await qry({
      op: 'update',
      object: `ref:${timeRef}`,
      id: jan.id,
      version: 0,
      values: { active: false },
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    const closed = await write({ coords: { origin: 'SFO', month: '2001-12' }, value: 5 });
    expect([closed.statusCode, closed.json().error.code]).toEqual([400, 'member_inactive']);
    // A consolidated member whose leaves are all inactive: nowhere to spread.
    const dec = await qry({
      op: 'create',
      object: `ref:${timeRef}`,
      values: { code: 'spare', name: 'Spare', parent: '2001-Q4' },
    });
    expect(dec.statusCode, dec.body).toBe(201);
    for (const code of ['2001-10', '2001-11']) {
      const member = (
        await qry({
          op: 'select',
          object: `ref:${timeRef}`,
          filter: { operator: { sid: 'and' }, conditions: [{ field: 'code', op: 'eq', value: code }] },
        })
      ).json().rows[0];
      await qry({
        op: 'update',
        object: `ref:${timeRef}`,
        id: member.id,
        version: 0,
        values: { active: false },
      });
    }
    await qry({
      op: 'update',
      object: `ref:${timeRef}`,
      id: dec.json().row.id,
      version: 0,
      values: { parent: '2001', active: false },
    });
    const none = await write({ coords: { month: '2001-Q4' }, value: 5 });
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'no_leaves']);
    // A cycle in parents, by update and by move.
    const year = (
      await qry({
        op: 'select',
        object: `ref:${timeRef}`,
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'code', op: 'eq', value: '2001' }] },
      })
    ).json().rows[0];
    const cycle = await qry({
      op: 'update',
      object: `ref:${timeRef}`,
      id: year.id,
      version: 0,
      values: { parent: '2001-03' },
    });
    expect([cycle.statusCode, cycle.json().error.code]).toEqual([400, 'reference_cycle']);
    const moved = await call('/api/refs/move', { refId: timeRef, code: '2001-Q1', parent: '2001-02' });
    expect([moved.statusCode, moved.json().error.code]).toEqual([400, 'reference_cycle']);
    const tree = (await call('/api/refs/tree', { refId: timeRef, parent: null })).json().members;
    expect(tree).toMatchObject([{ code: '2001', level: 0, children: 5 }]);
    // A month that holds facts cannot be deleted; one without facts can.
    const [used] = await sql(`SELECT d_2 AS id FROM cube_${cubeId.replaceAll('-', '')} LIMIT 1`);
    const refused = await qry({ op: 'delete', object: `ref:${timeRef}`, ids: [Number(used?.id)] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'reference_in_use']);
    const spare = await qry({ op: 'delete', object: `ref:${timeRef}`, ids: [dec.json().row.id] });
    expect(spare.statusCode, spare.body).toBe(200);
    expect(await facts()).toEqual(before);
    // A cube whose reference was removed.
    await qry({ op: 'delete', object: 'refs', ids: [timeRef] });
    const missing = await call('/api/cubes/pivot', { cubeId, rows: [{ dim: 'origin' }] });
    expect([missing.statusCode, missing.json().error.code]).toEqual([409, 'reference_missing']);
    expect((await write({ coords: { origin: 'SFO' }, value: 1 })).json().error.code).toBe(
      'reference_missing',
    );
    await qry({ op: 'restore', object: 'refs', ids: [timeRef] });
    expect((await call('/api/cubes/pivot', { cubeId, rows: [{ dim: 'origin' }] })).statusCode).toBe(200);
  });

  it('moves and reorders members, imports members from a table', async () => {
    const ref = (
      await qry({
        op: 'create',
        object: 'refs',
        values: { name: 'Airports', attributes: [{ name: 'hub', type: 'boolean' }] },
      })
    ).json().row.id;
    await sql(
      "CREATE TABLE airports AS SELECT * FROM (VALUES ('US', 'United States', NULL), ('WEST', 'West', 'US'), ('SFO', 'San Francisco', 'WEST'), ('LAX', 'Los Angeles', 'WEST')) v(code, name, parent)",
    );
    await qry({
      op: 'create',
      object: 'tables',
      values: { name: 'airports_meta', columns: [{ name: 'x', type: 'text' }] },
    });
    const table = (
      await qry({
        op: 'create',
        object: 'tables',
        values: {
          name: 'airport_list',
          columns: [
            { name: 'code', type: 'text' },
            { name: 'name', type: 'text' },
            { name: 'parent', type: 'text' },
          ],
        },
      })
    ).json().row.id;
    await sql('INSERT INTO airport_list SELECT * FROM airports');
    const imported = await call('/api/refs/import', {
      refId: ref,
      source: { tableId: table },
      columns: { code: 'code', name: 'name', parent: 'parent' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ inserted: 4, updated: 0 });
    const west = (await call('/api/refs/tree', { refId: ref, parent: 'WEST' })).json().members;
    expect(west.map((m: { code: string }) => m.code)).toEqual(['LAX', 'SFO']);
    const moved = await call('/api/refs/move', { refId: ref, code: 'SFO', parent: 'WEST', before: 'LAX' });
    expect(moved.json().members.map((m: { code: string }) => m.code)).toEqual(['SFO', 'LAX']);
    await call('/api/refs/move', { refId: ref, code: 'LAX', parent: null, before: null });
    expect(
      (await call('/api/refs/tree', { refId: ref, parent: null }))
        .json()
        .members.map((m: { code: string }) => m.code),
    ).toEqual(['US', 'LAX']);
    const hub = await qry({
      op: 'create',
      object: `ref:${ref}`,
      values: { code: 'OAK', name: 'Oakland', parent: 'WEST', hub: true },
    });
    expect(hub.json().row).toMatchObject({ code: 'OAK', parent: 'WEST', hub: true, level: 2 });
    expect(
      (await qry({ op: 'create', object: `ref:${ref}`, values: { code: 'OAK', name: 'x' } })).json().error
        .code,
    ).toBe('member_exists');
    expect(
      (await qry({ op: 'create', object: `ref:${ref}`, values: { code: 'X', hub: 'yes' } })).json().error
        .code,
    ).toBe('invalid_value');
    const us = (await call('/api/refs/tree', { refId: ref, parent: null })).json().members[0];
    expect((await qry({ op: 'delete', object: `ref:${ref}`, ids: [us.id] })).json().error.code).toBe(
      'member_has_children',
    );
    await sql("INSERT INTO airport_list VALUES ('A', 'A', 'B'), ('B', 'B', 'A')");
    const cyclic = await call('/api/refs/import', {
      refId: ref,
      source: { tableId: table },
      columns: { code: 'code', parent: 'parent' },
    });
    expect(cyclic.json().error.code).toBe('reference_cycle');
    expect((await call('/api/refs/tree', { refId: ref, parent: null })).json().members).toHaveLength(2);
  });

  it('never reaches another domain’s cube', async () => {
    const domains = (await post(t.app, '/api/whoami', { token: admin }, admin)).json().session.domains as {
      id: string;
      name: string;
    }[];
    const sandbox = domains.find((d) => d.name === 'Sandbox');
    const other = (await post(t.app, '/api/switch-domain', { domainId: sandbox?.id }, admin)).json()
      .accessToken;
    expect((await call('/api/cubes/pivot', { cubeId, rows: [{ dim: 'origin' }] }, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('/api/cubes/write', { cubeId, measure: 'distance', coords: {}, value: 1 }, other))
        .statusCode,
    ).toBe(404);
    // Every op on another domain's `cube:<id>` or `ref:<id>` is 404, as its other ids are (DESIGN §6).
    const [fact] = (await qry({ op: 'select', object: `cube:${cubeId}`, limit: 1 })).json().rows;
    const [member] = (await qry({ op: 'select', object: `ref:${timeRef}`, limit: 1 })).json().rows;
    const foreign = [
      { op: 'select', object: `cube:${cubeId}` },
      { op: 'get', object: `cube:${cubeId}`, id: fact['#key'] },
      { op: 'schema', object: `cube:${cubeId}` },
      { op: 'select', object: `ref:${timeRef}` },
      { op: 'get', object: `ref:${timeRef}`, id: member.id },
      { op: 'schema', object: `ref:${timeRef}` },
      { op: 'update', object: `ref:${timeRef}`, id: member.id, version: 1, values: { name: 'x' } },
      { op: 'delete', object: `ref:${timeRef}`, ids: [member.id] },
      { op: 'create', object: `ref:${timeRef}`, values: { code: 'x', name: 'x' } },
    ];
    for (const request of foreign) {
      const answer = await qry(request, other);
      expect([request.op, answer.statusCode, answer.json().error.code]).toEqual([
        request.op,
        404,
        'not_found',
      ]);
    }
    expect((await qry({ op: 'get', object: `ref:${timeRef}`, id: member.id })).json().row.id).toBe(member.id);
    expect((await call('/api/refs/tree', { refId: timeRef, parent: null }, other)).statusCode).toBe(404);
  });

  it('seeds the demo cube once, across restarts', async () => {
    await t.restart();
    const cubes = await t.app.db
      .selectFrom('cubes')
      .select('facts')
      .where('domain_id', '=', domainId)
      .where('name', '=', 'Sales')
      .execute();
    expect(cubes).toHaveLength(1);
    expect(Number(cubes[0]?.facts)).toBe(2880);
  });
});
