import { readFile } from 'node:fs/promises';
import { type CubeLoadResult, type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import { post, startApp, type TestApp } from './helper';
import { createTable, type ImportCaller, job, signInAdmin, waitJob } from './import-helper';

// The package exports no data paths: read from the installed package's folder.
const data = (name: string) => new URL(`../../../node_modules/vega-datasets/data/${name}`, import.meta.url);

/** birdstrikes.csv (10,000 strikes; no field is quoted) as rows of text, and its header. */
async function birdstrikes(): Promise<{ header: string[]; rows: string[][] }> {
  const [header, ...rows] = (await readFile(data('birdstrikes.csv'), 'utf8'))
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  return { header: header ?? [], rows };
}

describe('loading facts: counts that say what they count, references that change only when asked', () => {
  let t: TestApp;
  let who: ImportCaller;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const qry = (body: unknown) => call('/api/qry', body);
  const sql = async (text: string, params: SqlValue[] = []) =>
    (await t.app.warehouse.execute(who.domainId, text, params)).map(plain);
  const insert = async (table: string, rows: SqlValue[][]) => {
    for (let at = 0; at < rows.length; at += 400) {
      const part = rows.slice(at, at + 400);
      await sql(
        `INSERT INTO ${table} VALUES ${part.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ')}`,
        part.flat(),
      );
    }
  };
  const generate = async (body: Record<string, unknown>) => {
    const answer = await call('/api/cubes/generate', body);
    expect(answer.statusCode, answer.body).toBe(201);
    const run = await waitJob(t, who, answer.json().jobId, 60_000);
    const result = (
      await qry({
        op: 'select',
        object: 'jobs',
        fields: ['result'],
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'id', op: 'eq', value: run.id }] },
      })
    ).json().rows[0]?.result as CubeLoadResult;
    return { cubeId: String(answer.json().cubeId), run, result };
  };
  const pivot = async (body: Record<string, unknown>) => {
    const answer = await call('/api/cubes/pivot', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PivotAnswer;
  };
  const refMembers = async (refId: string) =>
    (await qry({ op: 'get', object: 'refs', id: refId })).json().row.members;

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  it('averages over the strikes themselves at every level (birdstrikes: Approach 152.98, Climb 178.04)', async () => {
    const { rows } = await birdstrikes();
    await createTable(t, who, {
      name: 'birdstrikes',
      columns: [
        { name: 'airport', type: 'text' },
        { name: 'phase', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'month', type: 'text' },
        { name: 'speed', type: 'integer' },
        { name: 'cost', type: 'decimal' },
      ],
    });
    // Airport Name, Phase of flight, Origin State, Flight Date's month, Speed IAS in knots, Cost Total $.
    await insert(
      'birdstrikes',
      rows.map(
        (r) =>
          [r[0], r[6], r[5], r[3]?.slice(0, 7), r[13] === '' ? null : Number(r[13]), r[12]] as SqlValue[],
      ),
    );
    const { cubeId, run, result } = await generate({
      name: 'Birdstrikes',
      tableId: (await qry({ op: 'select', object: 'tables', search: 'birdstrikes' })).json().rows[0].id,
      dimensions: [{ column: 'phase' }, { column: 'state' }, { column: 'airport' }, { column: 'month' }],
      measures: [
        { column: 'speed', name: 'avg_speed', aggregation: 'avg' },
        { column: 'speed', name: 'fastest', aggregation: 'max' },
        { column: 'speed', name: 'slowest', aggregation: 'min' },
        { column: 'speed', name: 'speeds', aggregation: 'countd' },
        { column: 'cost', name: 'cost', aggregation: 'sum' },
      ],
    });
    // The generate dialog once said "Rows read 0, Rows loaded 9,809" for these 10,000 rows.
    const [cells] = await sql(
      'SELECT count(*)::BIGINT AS n FROM (SELECT DISTINCT phase, state, airport, month FROM birdstrikes)',
    );
    expect([run.status, run.rowsRead, run.rowsLoaded, run.rowsRejected]).toEqual([
      'succeeded',
      10_000,
      10_000,
      0,
    ]);
    expect(result).toMatchObject({ rowsRead: 10_000, rowsLoaded: 10_000, rowsRejected: 0 });
    expect(result.factsWritten).toBe(Number(cells?.n));
    expect(result.factsWritten).toBeLessThan(10_000);
    const cube = (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row;
    expect(cube.measures).toEqual([
      { name: 'avg_speed', type: 'integer', aggregation: 'avg' },
      { name: 'fastest', type: 'integer', aggregation: 'max' },
      { name: 'slowest', type: 'integer', aggregation: 'min' },
      { name: 'speeds', type: 'integer', aggregation: 'countd' },
      { name: 'cost', type: 'decimal', precision: 18, scale: 4, aggregation: 'sum' },
    ]);

    const byHand = await sql(
      `SELECT phase, avg(speed) AS a, max(speed) AS hi, min(speed) AS lo, count(DISTINCT speed)::BIGINT AS d,
         sum(cost) AS c FROM birdstrikes GROUP BY phase`,
    );
    const rowsOf = (answer: PivotAnswer) =>
      new Map(answer.rows.map((h, r) => [h.members[0]?.code ?? null, r] as const));
    // Rows: a phase, totals over states, airports and months.
    const byPhase = await pivot({ cubeId, rows: [{ dim: 'phase' }] });
    const phases = rowsOf(byPhase);
    for (const row of byHand) {
      const r = phases.get(String(row.phase)) ?? -1;
      expect(pivotCell(byPhase, r, 0, 0)).toBeCloseTo(Number(row.a), 9);
      expect([1, 2, 3, 4].map((m) => pivotCell(byPhase, r, 0, m))).toEqual([row.hi, row.lo, row.d, row.c]);
    }
    const approach = pivotCell(byPhase, phases.get('Approach') ?? -1, 0, 0) ?? 0;
    expect([
      approach.toFixed(2),
      (pivotCell(byPhase, phases.get('Climb') ?? -1, 0, 0) ?? 0).toFixed(2),
    ]).toEqual(['152.98', '178.04']);
    const [all] = await sql('SELECT avg(speed) AS a, count(DISTINCT speed)::BIGINT AS d FROM birdstrikes');
    expect(pivotCell(byPhase, rowsOf(byPhase).get(null) ?? -1, 0, 0)).toBeCloseTo(Number(all?.a), 9);
    expect(pivotCell(byPhase, rowsOf(byPhase).get(null) ?? -1, 0, 3)).toBe(all?.d);

    // Columns and a filter: phases across, Texas only.
    const [texas] = await sql(
      "SELECT avg(speed) AS a FROM birdstrikes WHERE state = 'Texas' AND phase = 'Approach'",
    );
    const across = await pivot({
      cubeId,
      columns: [{ dim: 'phase' }],
      filters: [{ dim: 'state', members: ['Texas'] }],
      measures: ['avg_speed'],
    });
    const column = across.columns.findIndex((h) => h.members[0]?.code === 'Approach');
    expect(pivotCell(across, 0, column, 0)).toBeCloseTo(Number(texas?.a), 9);

    // Show Records: each fact shows its own average, that of the strikes at its coordinate.
    const facts = (
      await qry({
        op: 'select',
        object: `cube:${cubeId}`,
        fields: ['airport', 'month', 'avg_speed'],
        filter: {
          operator: { sid: 'and' },
          conditions: [
            { field: 'phase', op: 'eq', value: 'Approach' },
            { field: 'state', op: 'eq', value: 'Texas' },
          ],
        },
        limit: 1000,
      })
    ).json().rows as { airport: string; month: string; avg_speed: number | null }[];
    const perFact = await sql(
      "SELECT airport, month, avg(speed) AS a FROM birdstrikes WHERE state = 'Texas' AND phase = 'Approach' GROUP BY ALL",
    );
    expect(facts).toHaveLength(perFact.length);
    for (const row of perFact) {
      const fact = facts.find((f) => f.airport === row.airport && f.month === row.month);
      if (row.a === null) expect(fact?.avg_speed).toBeNull();
      else expect(fact?.avg_speed).toBeCloseTo(Number(row.a), 9);
    }
  });

  it('matches flight timestamps to the day-level calendar and never grows a shared reference unasked', async () => {
    const flights = JSON.parse(await readFile(data('flights-10k.json'), 'utf8')) as {
      date: string;
      delay: number;
      distance: number;
      origin: string;
    }[];
    await createTable(t, who, {
      name: 'flights',
      columns: [
        { name: 'origin', type: 'text' },
        { name: 'departed', type: 'timestamp' },
        { name: 'delay', type: 'integer' },
        { name: 'distance', type: 'integer' },
      ],
    });
    await insert(
      'flights',
      flights.map((f) => [f.origin, f.date.replaceAll('/', '-'), f.delay, f.distance]),
    );
    // Two flights of 2002: the calendar has no such days.
    await insert('flights', [
      ['SFO', '2002-01-03 10:00', 5, 300],
      ['LAX', '2002-02-01 06:30', 0, 300],
    ]);
    const tableId = (await qry({ op: 'select', object: 'tables', search: 'flights' })).json().rows[0].id;
    const calendar = await call('/api/refs/generate', {
      name: 'Calendar 2001',
      generator: { kind: 'time', from: 2001, to: 2001, depth: 'day', locale: 'en' },
    });
    const calendarId = String(calendar.json().id);
    expect(calendar.json().members).toBe(1 + 4 + 12 + 365);
    // A shared reference of twenty airports: the other origins are not members.
    const top = await sql(
      'SELECT origin FROM flights GROUP BY origin ORDER BY count(*) DESC, origin LIMIT 20',
    );
    const airports = String(
      (await qry({ op: 'create', object: 'refs', values: { name: 'Airports' } })).json().row.id,
    );
    for (const { origin } of top)
      expect(
        (await qry({ op: 'create', object: `ref:${airports}`, values: { code: origin } })).statusCode,
      ).toBe(201);

    const first = await generate({
      name: 'Flights by day',
      tableId,
      dimensions: [
        { column: 'origin', refId: airports },
        { column: 'departed', refId: calendarId },
      ],
      measures: [
        { column: 'delay', aggregation: 'avg' },
        { column: 'distance', aggregation: 'sum' },
      ],
    });
    const [outside] = await sql(
      `SELECT count(*)::BIGINT AS n FROM flights WHERE origin NOT IN (${top.map(() => '?').join(', ')}) OR year(departed) <> 2001`,
      top.map((r) => String(r.origin)),
    );
    expect(await refMembers(calendarId)).toBe(382);
    expect(await refMembers(airports)).toBe(20);
    expect([first.run.status, first.run.rowsRead, first.run.rowsRejected]).toEqual([
      'succeeded',
      10_002,
      Number(outside?.n),
    ]);
    expect(first.result).toMatchObject({ rowsLoaded: 10_002 - Number(outside?.n), membersAdded: [] });
    const listed = (await job(t, who, first.run.id)).rejected as unknown as {
      line: number;
      reason: string;
      dimension: string;
      value: string;
    }[];
    expect(listed.length).toBe(Math.min(1000, Number(outside?.n)));
    expect(new Set(listed.map((r) => r.reason))).toEqual(new Set(['unknown_member']));
    expect(listed.some((r) => r.dimension === 'origin')).toBe(true);
    // A timestamp is filed under its day: the months add up as the flights do.
    const byMonth = await pivot({
      cubeId: first.cubeId,
      rows: [{ dim: 'departed', level: 2 }],
      measures: ['distance'],
    });
    const expected = await sql(
      `SELECT strftime(departed, '%Y-%m') AS m, sum(distance)::BIGINT AS s FROM flights
       WHERE year(departed) = 2001 AND origin IN (${top.map(() => '?').join(', ')}) GROUP BY ALL`,
      top.map((r) => String(r.origin)),
    );
    for (const row of expected) {
      const r = byMonth.rows.findIndex((h) => h.members[0]?.code === row.m);
      expect(pivotCell(byMonth, r, 0, 0)).toBe(row.s);
    }
    const day = await qry({
      op: 'select',
      object: `cube:${first.cubeId}`,
      filter: {
        operator: { sid: 'and' },
        conditions: [{ field: 'departed', op: 'eq', value: '2001-01-01' }],
      },
      limit: 100,
    });
    expect(day.json().total).toBeGreaterThan(0);

    // Dates are matched, never added: asking to add calendar members from them is refused.
    const refused = await call('/api/cubes/generate', {
      name: 'Refused',
      tableId,
      dimensions: [
        { column: 'origin', refId: airports },
        { column: 'departed', refId: calendarId, addMembers: true },
      ],
      measures: [{ column: 'delay' }],
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'time_reference_fixed']);
    expect((await qry({ op: 'select', object: 'cubes', search: 'Refused' })).json().total).toBe(0);

    // Asked for, new airports go under one parent named for the load, in the loader's language.
    expect((await call('/api/account/update-profile', { locale: 'de' })).statusCode).toBe(200);
    const second = await generate({
      name: 'Flights, all airports',
      tableId,
      dimensions: [
        { column: 'origin', refId: airports, addMembers: true },
        { column: 'departed', refId: calendarId },
      ],
      measures: [{ column: 'distance' }],
    });
    const [origins] = await sql('SELECT count(DISTINCT origin)::BIGINT AS n FROM flights');
    const parent = `new-members-${new Date().toISOString().slice(0, 10)}`;
    expect(second.result.membersAdded).toEqual([
      { dimension: 'origin', parent, count: Number(origins?.n) - 20 },
    ]);
    // Only the flights of 2002 are left out now, each listed with the day the calendar lacks.
    expect(second.run.rowsRejected).toBe(2);
    expect((await job(t, who, second.run.id)).rejected).toMatchObject([
      { line: 10_001, reason: 'unknown_member', dimension: 'departed', value: '2002-01-03' },
      { line: 10_002, reason: 'unknown_member', dimension: 'departed', value: '2002-02-01' },
    ]);
    expect(await refMembers(airports)).toBe(Number(origins?.n) + 1);
    expect(await refMembers(calendarId)).toBe(382);
    const tree = (await call('/api/refs/tree', { refId: airports, parent: null })).json().members as {
      code: string;
      name: string;
      children: number;
    }[];
    expect(tree.find((m) => m.code === parent)).toMatchObject({
      name: expect.stringMatching(/^Neue Elemente \(Import vom .+\)$/),
      children: Number(origins?.n) - 20,
    });
    const ribbon = (await qry({ op: 'select', object: 'ribbon', search: 'members_added' })).json().rows;
    expect(ribbon[0]).toMatchObject({ action: 'members_added', object: 'Airports' });
    expect(ribbon[0].details).toMatchObject({
      count: Number(origins?.n) - 20,
      parent,
      cube: 'Flights, all airports',
    });
    await call('/api/account/update-profile', { locale: 'en' });
  });
});
