import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helper';
import {
  createImport,
  type ImportCaller,
  qry,
  runToEnd,
  signInAdmin,
  tableRows,
  upload,
} from './import-helper';

// Regression: a run into a new table with a rejected row failed with internal_error, because
// DuckDB refuses to commit a DELETE and an ALTER of the same (staging) table in one transaction.
describe('an import into a new table with rejected rows', () => {
  let t: TestApp;
  let who: ImportCaller;
  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  it('creates the table with the good rows, typed as mapped, and reports the rejected one', async () => {
    const csv =
      'Order id,Region,Amount,Day\n1,North,0.5,2024-01-02\n2,South,x,2024-01-03\n3,East,7,2024-01-04\n';
    const fileId = await upload(t, who, 'sales.csv', csv);
    const importId = await createImport(t, who, {
      source: { fileId, format: 'csv', options: { encoding: 'utf-8', header: true } },
      target: { newTable: 'sales_rejected' },
      mapping: [
        { source: 'Order id', target: 'order_id', type: 'integer' },
        { source: 'Region', target: 'region', type: 'text' },
        { source: 'Amount', target: 'amount', type: 'double' },
        { source: 'Day', target: 'day', type: 'date' },
      ],
    });
    const done = await runToEnd(t, who, importId);
    expect(done).toMatchObject({ status: 'succeeded', rowsRead: 3, rowsLoaded: 2, rowsRejected: 1 });
    expect(done.rejected.map((r) => r.line)).toEqual([2]);
    const tables = await qry(t, who, { op: 'select', object: 'tables', search: 'sales_rejected' });
    const table = tables.json().rows[0];
    expect(table.columns.map((c: { type: string }) => c.type)).toEqual(['integer', 'text', 'double', 'date']);
    expect(await tableRows(t, who, table.id)).toEqual([
      { order_id: 1, region: 'North', amount: 0.5, day: '2024-01-02' },
      { order_id: 3, region: 'East', amount: 7, day: '2024-01-04' },
    ]);
  });
});
