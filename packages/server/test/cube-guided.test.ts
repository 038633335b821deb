import { readFile } from 'node:fs/promises';
import { type CubeSuggestions, type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlValue } from '../src/engine/engine';
import { plain } from '../src/engine/plain-row';
import { post, startApp, type TestApp } from './helper';
import { createTable, type ImportCaller, signInAdmin, waitJob } from './import-helper';

// The package exports no data paths: read from the installed package's folder.
const data = (name: string) => new URL(`../../../node_modules/vega-datasets/data/${name}`, import.meta.url);

describe('guided modelling: proposals from the warehouse, dates as a calendar', () => {
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
    expect(run.status).toBe('succeeded');
    return String(answer.json().cubeId);
  };
  const pivot = async (body: Record<string, unknown>) => {
    const answer = await call('/api/cubes/pivot', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PivotAnswer;
  };
  /** The pivot's rows as member code → the first measure's value. */
  const byCode = (answer: PivotAnswer) =>
    Object.fromEntries(
      answer.rows.filter((r) => !r.total).map((r, i) => [r.members[0]?.code, pivotCell(answer, i, 0, 0)]),
    );

  let weatherId: string;
  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    // seattle-weather.csv: one row a day, 2012–2015.
    const [, ...lines] = (await readFile(data('seattle-weather.csv'), 'utf8')).trim().split(/\r?\n/);
    weatherId = await createTable(t, who, {
      name: 'seattle_weather',
      columns: [
        { name: 'date', type: 'date' },
        { name: 'precipitation', type: 'decimal' },
        { name: 'temp_max', type: 'double' },
        { name: 'weather', type: 'text' },
        { name: 'station_id', type: 'text' },
        { name: 'observer_note', type: 'text' },
      ],
    });
    await insert(
      'seattle_weather',
      lines.map((line, i) => {
        const [date, precipitation, tempMax, , , weather] = line.split(',');
        const note = `Observed ${weather} over the sound, precipitation ${precipitation} mm, row ${i}`;
        return [date, precipitation, Number(tempMax), weather, `ST-${i}`, note] as SqlValue[];
      }),
    );
  });
  afterAll(() => t?.close());

  it('proposes few-valued text as dimensions, numbers as summed measures, and leaves identifiers and prose out', async () => {
    const answer = await call('/api/cubes/suggest', { tableId: weatherId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows, columns } = answer.json() as CubeSuggestions;
    expect(rows).toBe(1461);
    const roles = Object.fromEntries(columns.map((c) => [c.column, [c.role, c.reason, c.distinct]]));
    expect(roles).toEqual({
      date: ['dimension', 'date', 1461],
      precipitation: ['measure', 'number', expect.any(Number)],
      temp_max: ['measure', 'number', expect.any(Number)],
      weather: ['dimension', 'few_values', 5],
      station_id: ['none', 'identifier', 1461],
      observer_note: ['none', 'free_text', 1461],
    });
    expect(columns[0]?.calendar).toEqual({ from: 2012, to: 2015, refs: [] });
    const [distinct] = await sql('SELECT count(DISTINCT precipitation)::INTEGER AS n FROM seattle_weather');
    expect(columns[1]?.distinct).toBe(distinct?.n);

    const unknown = await call('/api/cubes/suggest', { tableId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('turns a date into Year ▸ Quarter ▸ Month ▸ Day whose totals match a GROUP BY at each level', async () => {
    const cubeId = await generate({
      name: 'Weather',
      tableId: weatherId,
      dimensions: [
        { column: 'date', caption: 'Date', calendar: 'day' },
        { column: 'weather', caption: 'Weather' },
      ],
      measures: [
        {
          column: 'precipitation',
          caption: 'Precipitation (mm)',
          format: { decimals: 1, grouping: true, style: 'number', unit: 'one' },
        },
      ],
    });
    const cube = (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row;
    expect(cube.dimensions.map((d: { caption?: string }) => d.caption)).toEqual(['Date', 'Weather']);
    expect(cube.measures[0]).toMatchObject({
      caption: 'Precipitation (mm)',
      format: { decimals: 1, style: 'number', grouping: true, unit: 'one' },
    });
    const calendar = (await qry({ op: 'get', object: 'refs', id: cube.dimensions[0].refId })).json().row;
    expect([calendar.name, calendar.kind]).toEqual(['Weather: Date', 'time']);

    const expected = async (code: string) =>
      Object.fromEntries(
        (
          await sql(
            `SELECT ${code} AS code, sum(precipitation)::DOUBLE AS total FROM seattle_weather GROUP BY 1`,
          )
        ).map((r) => [r.code, Number(Number(r.total).toFixed(4))]),
      );
    const atLevel = async (level: number) => {
      const answer = await pivot({ cubeId, rows: [{ dim: 'date', level }], totals: false });
      return Object.fromEntries(
        Object.entries(byCode(answer)).map(([code, value]) => [code, Number(Number(value).toFixed(4))]),
      );
    };
    const years = await atLevel(0);
    expect(Object.keys(years)).toEqual(['2012', '2013', '2014', '2015']);
    expect(years).toEqual(await expected("strftime(date, '%Y')"));
    expect(await atLevel(1)).toEqual(await expected("strftime(date, '%Y') || '-Q' || quarter(date)"));
    const months = await atLevel(2);
    expect(Object.keys(months)).toHaveLength(48);
    expect(months).toEqual(await expected("strftime(date, '%Y-%m')"));
    const days = await atLevel(3);
    expect(Object.keys(days)).toHaveLength(1461);
    expect(days['2014-02-28']).toBe((await expected("strftime(date, '%Y-%m-%d')"))['2014-02-28']);
  });

  it('reuses a calendar it finds covering the dates, matched at that calendar’s level', async () => {
    const generated = await call('/api/refs/generate', {
      name: 'Months 2010–2016',
      generator: { kind: 'time', from: 2010, to: 2016, depth: 'month' },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const monthsId = generated.json().id;
    const { columns } = (await call('/api/cubes/suggest', { tableId: weatherId })).json() as CubeSuggestions;
    const refs = columns[0]?.calendar?.refs ?? [];
    // The day calendar made above comes first (deepest), then the month one.
    expect(refs.map((r) => [r.name, r.level])).toEqual([
      ['Weather: Date', 'day'],
      ['Months 2010–2016', 'month'],
    ]);
    const cubeId = await generate({
      name: 'Monthly weather',
      tableId: weatherId,
      dimensions: [{ column: 'date', refId: monthsId }],
      measures: [{ column: 'precipitation' }],
    });
    const answer = await pivot({ cubeId, rows: [{ dim: 'date', level: 2 }], totals: false });
    const [march] = await sql(
      "SELECT sum(precipitation)::DOUBLE AS total FROM seattle_weather WHERE strftime(date, '%Y-%m') = '2015-03'",
    );
    expect(byCode(answer)['2015-03']).toBeCloseTo(Number(march?.total), 4);
    // The calendar was matched, never grown.
    expect((await qry({ op: 'get', object: 'refs', id: monthsId })).json().row.members).toBe(7 * 17);
  });

  it('refuses a calendar on a column that holds no dates, or dates over more than 50 years, with stable codes', async () => {
    const answer = await call('/api/cubes/generate', {
      name: 'Not dates',
      tableId: weatherId,
      dimensions: [{ column: 'weather', calendar: 'month' }],
      measures: [{ column: 'precipitation' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'calendar_needs_date',
      details: { path: 'dimensions.0.calendar' },
    });

    const spanId = await createTable(t, who, {
      name: 'long_span',
      columns: [
        { name: 'day', type: 'date' },
        { name: 'amount', type: 'integer' },
      ],
    });
    await insert('long_span', [
      ['1950-06-01', 1],
      ['2020-06-01', 2],
    ]);
    const long = await call('/api/cubes/generate', {
      name: 'Seventy years',
      tableId: spanId,
      dimensions: [{ column: 'day', calendar: 'year' }],
      measures: [{ column: 'amount' }],
    });
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'calendar_too_long']);
  });
});
