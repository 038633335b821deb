import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';

describe('POST /api/download (export)', () => {
  let t: TestApp;
  let admin: string;
  const titles = ['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', '=1+2', 'Plain, "quoted"'];

  beforeAll(async () => {
    t = await startApp('pglite');
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    for (const title of titles)
      await post(t.app, '/api/qry', { op: 'create', object: 'todo', values: { title } }, admin);
  });
  afterAll(() => t?.close());

  const select = {
    op: 'select',
    object: 'todo',
    fields: ['title', 'version'],
    orderby: { isActive: true, sorts: [{ field: 'created', dir: 'asc' }] },
  };

  it('streams CSV with defused formulas and a safe file name', async () => {
    const response = await post(
      t.app,
      '/api/download',
      { export: select, format: 'csv', name: 'Задачи 2024' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_______2024.csv"; filename*=UTF-8''%D0%97%D0%B0%D0%B4%D0%B0%D1%87%D0%B8%202024.csv`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,title,version');
    expect(lines.slice(1).map((line) => line.replace(/^[^,]+,/, ''))).toEqual([
      `"'=HYPERLINK(""http://evil"")",1`,
      "'+1,1",
      "'-2,1",
      "'@SUM(A1),1",
      "'=1+2,1",
      `"Plain, ""quoted""",1`,
    ]);
  });

  it('streams XLSX that exceljs reads back, formulas defused', async () => {
    const response = await post(t.app, '/api/download', { export: select, format: 'xlsx' }, admin);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (sheet?.getSheetValues() ?? []).slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['id', 'title', 'version']);
    expect(values.slice(1).map((row) => row.slice(1))).toEqual(
      ['\'=HYPERLINK("http://evil")', "'+1", "'-2", "'@SUM(A1)", "'=1+2", 'Plain, "quoted"'].map((title) => [
        title,
        1,
      ]),
    );
  });

  it('needs the select permission and a valid select', async () => {
    expect((await post(t.app, '/api/download', { export: select })).statusCode).toBe(401);
    const bad = await post(t.app, '/api/download', { export: { ...select, fields: ['nope'] } }, admin);
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'unknown_field']);
    const ribbon = await post(
      t.app,
      '/api/download',
      { export: { op: 'get', object: 'todo', id: 'x' } },
      admin,
    );
    expect(ribbon.statusCode).toBe(400);
  });
});
