import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

type Row = Record<string, unknown>;

describe.each(storeKinds)('reports on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let cubeId: string;
  let salesId: string;
  const qry = (body: unknown, token = admin) => post(t.app, '/api/qry', body, token);
  const download = (body: unknown, token = admin) => post(t.app, '/api/download', body, token);
  const create = (values: Row, token = admin) =>
    qry({ op: 'create', object: 'reports', values: { description: '', ...values } }, token);
  const cubeReport = (extra: Row = {}) => ({
    title: 'By region',
    source: { kind: 'cube', id: cubeId },
    view: { type: 'pivot', rows: [{ dim: 'region' }], measures: ['amount'], totals: false },
    chart: 'bar',
    ...extra,
  });
  const created = async (values: Row): Promise<Row> => {
    const response = await create(values);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().row;
  };
  const run = (id: unknown, token = admin) => qry({ op: 'run', object: 'reports', id }, token);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    cubeId = (await qry({ op: 'select', object: 'cubes', search: 'Sales' })).json().rows[0].id;
    salesId = (await qry({ op: 'select', object: 'tables', search: 'sales' })).json().rows[0].id;
  }, 60_000);
  afterAll(() => t?.close());

  it('seeds the two demo reports, and both run', async () => {
    const rows = (
      await qry({ op: 'select', object: 'reports', fields: ['id', 'title', 'chart', 'sourceName'] })
    ).json().rows as Row[];
    expect(rows.map((r) => [r.title, r.chart, r.sourceName]).sort()).toEqual([
      ['Sales by month', 'line', 'sales'],
      ['Sales by region', 'bar', 'Sales'],
    ]);
    for (const row of rows) expect((await run(row.id, viewer)).statusCode).toBe(200);
    const byMonth = (await run(rows.find((r) => r.title === 'Sales by month')?.id)).json();
    expect(byMonth.rows.rows).toHaveLength(24);
    expect(byMonth.rows.columns.map((c: Row) => c.name)).toEqual(['month', 'sum_amount']);
  });

  it('creates, opens (run) and duplicates a report over the cube', async () => {
    const row = await created(cubeReport());
    expect(row).toMatchObject({ title: 'By region', chart: 'bar', sourceKind: 'cube', sourceName: 'Sales' });
    const answer = (await run(row.id)).json();
    expect(answer.source).toEqual({ kind: 'cube', id: cubeId, name: 'Sales' });
    expect(answer.pivot.rowDims).toEqual(['region']);
    expect(answer.pivot.rows).toHaveLength(5);
    const copy = await created({
      title: 'Copy of By region',
      source: { kind: row.sourceKind, id: row.sourceId },
      view: row.view,
      chart: 'pie',
    });
    expect(copy.id).not.toBe(row.id);
    expect((await run(copy.id)).json().pivot.cells).toEqual(answer.pivot.cells);
    const update = await qry({
      op: 'update',
      object: 'reports',
      id: row.id,
      version: row.version,
      values: { chart: 'line' },
    });
    expect([update.statusCode, update.json().row.chart]).toEqual([200, 'line']);
  });

  it('refuses invalid definitions with stable codes, nothing saved', async () => {
    const before = (await qry({ op: 'select', object: 'reports', limit: 0 })).json().total;
    const cases: [Row, string, string][] = [
      [cubeReport({ chart: 'radar' }), 'validation_failed', 'values.chart'],
      [
        cubeReport({ view: { type: 'pivot', rows: [{ dim: 'planet' }] } }),
        'unknown_field',
        'values.view.rows.0.dim',
      ],
      [
        cubeReport({ view: { type: 'pivot', measures: ['profit'] } }),
        'unknown_field',
        'values.view.measures.0',
      ],
      [cubeReport({ view: { type: 'grid' } }), 'validation_failed', 'values.view.type'],
      [cubeReport({ view: { type: 'pivot', rows: [], bogus: 1 } }), 'validation_failed', 'values.view.bogus'],
      [cubeReport({ title: ' ' }), 'validation_failed', 'values.title'],
      [
        { ...cubeReport(), source: { kind: 'table', id: salesId }, view: { type: 'grid', fields: ['nope'] } },
        'unknown_field',
        'values.view.fields[0]',
      ],
    ];
    for (const [values, code, path] of cases) {
      const response = await create(values);
      expect([response.statusCode, response.json().error.code, response.json().error.details.path]).toEqual([
        400,
        code,
        path,
      ]);
    }
    const missing = await create({
      ...cubeReport(),
      source: { kind: 'cube', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect([missing.statusCode, missing.json().error.code, missing.json().error.details.path]).toEqual([
      404,
      'not_found',
      'values.source.id',
    ]);
    expect((await qry({ op: 'select', object: 'reports', limit: 0 })).json().total).toBe(before);
  });

  it('lets a viewer open and download but not build, change or delete', async () => {
    const row = await created(cubeReport({ title: 'Viewer sees' }));
    expect((await qry({ op: 'get', object: 'reports', id: row.id }, viewer)).statusCode).toBe(200);
    expect((await run(row.id, viewer)).statusCode).toBe(200);
    expect((await download({ report: row.id, format: 'csv' }, viewer)).statusCode).toBe(200);
    expect((await create(cubeReport(), viewer)).statusCode).toBe(403);
    const update = {
      op: 'update',
      object: 'reports',
      id: row.id,
      version: row.version,
      values: { title: 'x' },
    };
    expect((await qry(update, viewer)).statusCode).toBe(403);
    expect((await qry({ op: 'delete', object: 'reports', ids: [row.id] }, viewer)).statusCode).toBe(403);
  });

  it('downloads a table report as CSV and XLSX with formulas defused', async () => {
    const table = (
      await qry({
        op: 'create',
        object: 'tables',
        values: {
          name: 'risky',
          columns: [
            { name: 'id', type: 'integer' },
            { name: 'label', type: 'text' },
            { name: 'value', type: 'decimal' },
          ],
          key: 'id',
        },
      })
    ).json().row;
    const labels = ['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', '\tTab', 'Plain, "quoted"'];
    for (const [i, label] of labels.entries())
      expect(
        (
          await qry({
            op: 'create',
            object: `table:${table.id}`,
            values: { id: i + 1, label, value: i * 1.5 },
          })
        ).statusCode,
      ).toBe(201);
    const report = await created({
      title: 'Risky = labels',
      source: { kind: 'table', id: table.id },
      view: { type: 'grid', fields: ['label', 'value'], orderby: { sorts: [{ field: 'id' }] } },
      chart: 'table',
    });
    const csv = await download({ report: report.id, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('.csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'label,value',
      `"'=HYPERLINK(""http://evil"")",0`,
      "'+1,1.5",
      "'-2,3",
      "'@SUM(A1),4.5",
      "'\tTab,6",
      `"Plain, ""quoted""",7.5`,
      '',
    ]);
    const xlsx = await download({ report: report.id, format: 'xlsx' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0]?.getSheetValues() ?? [])
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values[0]).toEqual(['label', 'value']);
    expect(values[1]).toEqual(['\'=HYPERLINK("http://evil")', 0]);
    expect(values[4]?.[0]).toBe("'@SUM(A1)");
  });

  it('downloads a grouped table report with its aggregate titled in the caller’s words', async () => {
    const rows = (await qry({ op: 'select', object: 'reports', search: 'Sales by month' })).json()
      .rows as Row[];
    const report = rows[0]?.id;
    const german = {
      operands: {
        count: 'Anzahl',
        countd: 'Verschiedene',
        sum: 'Summe',
        avg: 'Mittel',
        min: 'Min',
        max: 'Max',
      },
      of: '{operand} von {field}',
    };
    const csv = await download({ report, format: 'csv', aggregates: german });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('month,Summe von amount');
    // A caller that sends no words gets English ones.
    const xlsx = await download({ report, format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect([book.worksheets[0]?.getCell('A1').value, book.worksheets[0]?.getCell('B1').value]).toEqual([
      'month',
      'Sum of amount',
    ]);
    const lacking = await download({
      report,
      format: 'csv',
      aggregates: { ...german, operands: { sum: 'Summe' } },
    });
    expect([lacking.statusCode, lacking.json().error.code]).toEqual([400, 'invalid_query']);
  });

  it('downloads a cube report as the flat table it shows, totals in the caller’s word', async () => {
    const row = await created(
      cubeReport({
        title: 'Regions by scenario',
        view: {
          type: 'pivot',
          rows: [{ dim: 'region' }],
          columns: [{ dim: 'scenario' }],
          measures: ['amount'],
        },
      }),
    );
    const csv = await download({ report: row.id, format: 'csv', total: 'Итого' });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Versions are not added up: no total column over the scenarios, a total row over the regions.
    expect(lines[0]).toBe('region,Actual,Budget,Forecast');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)?.startsWith('Итого,')).toBe(true);
    const xlsx = await download({ report: row.id, format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(7);
    // The money measure keeps its two decimals as a number format; the labels none.
    expect([book.worksheets[0]?.getCell('B2').numFmt, book.worksheets[0]?.getCell('A2').numFmt]).toEqual([
      '#,##0.00',
      undefined,
    ]);
    expect(typeof book.worksheets[0]?.getCell('B2').value).toBe('number');
    const bad = await download({ report: row.id, format: 'pdf' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_query']);
  });

  it('answers a report over a removed cube with report_source_missing, nothing run', async () => {
    const cubeRow = (await qry({ op: 'get', object: 'cubes', id: cubeId })).json().row;
    const row = await created(cubeReport({ title: 'Orphan', source: { kind: 'cube', id: cubeRow.id } }));
    expect((await qry({ op: 'delete', object: 'cubes', ids: [cubeRow.id] })).statusCode).toBe(200);
    for (const response of [
      await run(row.id),
      await run(row.id, viewer),
      await download({ report: row.id }),
    ]) {
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'report_source_missing']);
    }
    const listed = (await qry({ op: 'get', object: 'reports', id: row.id })).json().row;
    expect(listed.sourceName).toBeNull();
    expect((await qry({ op: 'restore', object: 'cubes', ids: [cubeRow.id] })).statusCode).toBe(200);
    expect((await run(row.id)).statusCode).toBe(200);
  });

  it('keeps another domain’s reports out of reach: 404, never data', async () => {
    const row = await created(cubeReport({ title: 'Demo only' }));
    const bravo = (await post(t.app, '/api/root/domains/create', { name: 'Reports Bravo' }, admin)).json();
    const inBravo = (await post(t.app, '/api/switch-domain', { domainId: bravo.id }, admin)).json()
      .accessToken;
    expect((await qry({ op: 'get', object: 'reports', id: row.id }, inBravo)).statusCode).toBe(404);
    expect((await run(row.id, inBravo)).statusCode).toBe(404);
    expect((await download({ report: row.id, format: 'csv' }, inBravo)).statusCode).toBe(404);
    expect((await qry({ op: 'select', object: 'reports' }, inBravo)).json().rows).toEqual([]);
    const update = {
      op: 'update',
      object: 'reports',
      id: row.id,
      version: row.version,
      values: { title: 'x' },
    };
    expect((await qry(update, inBravo)).statusCode).toBe(404);
    // A report in Bravo cannot point at Demo's cube either.
    const foreign = await create(cubeReport(), inBravo);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'not_found']);
  });
});
