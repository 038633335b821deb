import type { ServerEvent } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import {
  createImport,
  createTable,
  type ImportCaller,
  qry,
  runToEnd,
  signInAdmin,
  tableRows,
  upload,
} from './import-helper';

const ordersTable = {
  name: 'orders',
  columns: [
    { name: 'id', type: 'integer', nullable: false },
    { name: 'customer', type: 'text' },
    { name: 'amount', type: 'decimal' },
    { name: 'day', type: 'date' },
  ],
  key: 'id',
};

describe.each(storeKinds)('imports on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  let tableId: string;

  beforeAll(async () => {
    t = await startApp(kind);
    who = await signInAdmin(t);
    tableId = await createTable(t, who, ordersTable);
    for (const values of [
      { id: 1, customer: 'Ann', amount: 1, day: '2024-01-01' },
      { id: 2, customer: 'Bob', amount: 2, day: '2024-01-02' },
    ])
      await qry(t, who, { op: 'create', object: `table:${tableId}`, values });
  });
  afterAll(() => t?.close());

  it('previews, runs a CSV import with a rejected row, reports progress, counts and the log', async () => {
    const csv =
      'ID;Customer;Amount;Day\n3;Cy;3.5;2024-01-03\n4;Di;lots;2024-01-04\n5;"Ed; Jr";5;2024-01-05\n1;Dup;9;2024-01-09\n';
    const fileId = await upload(t, who, 'orders.csv', csv);
    const source = { fileId, format: 'csv', options: { delimiter: ';' } };
    const preview = await post(
      t.app,
      '/api/imports/preview',
      { values: { source, target: { tableId }, mapping: null }, limit: 10 },
      who.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'amount: "lots" is not a decimal',
      null,
      null,
    ]);
    expect(preview.json().rows[0].values).toEqual({ id: 3, customer: 'Cy', amount: 3.5, day: '2024-01-03' });
    // Beside the English words, each reason as a key and its values, for the console to say.
    expect(preview.json().rows[1].reasons).toEqual([
      { key: 'notType', values: { column: 'amount', value: 'lots', type: 'decimal' } },
    ]);

    const events: ServerEvent[] = [];
    const stop = t.app.events.subscribe(who.domainId, (event) => events.push(event));
    const importId = await createImport(t, who, { name: 'Orders of January', source, target: { tableId } });
    const done = await runToEnd(t, who, importId);
    // The ribbon line follows the job's end.
    const announced = () =>
      events.some((e) => e.type === 'ribbon' && (e.data as { action: string }).action === 'import.succeeded');
    for (let i = 0; i < 100 && !announced(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(done).toMatchObject({ status: 'succeeded', rowsRead: 4, rowsLoaded: 2, rowsRejected: 2 });
    expect(done.rejected.map((r) => [r.line, r.reason])).toEqual([
      [2, 'amount: "lots" is not a decimal'],
      [4, 'id: exists in the table'],
    ]);
    expect(done.rejected[0]?.values).toMatchObject({ Amount: 'lots' });
    expect(done.rejected.map((r) => r.reasons)).toEqual([
      [{ key: 'notType', values: { column: 'amount', value: 'lots', type: 'decimal' } }],
      [{ key: 'exists', values: { column: 'id' } }],
    ]);
    expect(done.messages.at(-1)?.text).toBe('Succeeded');
    expect((await tableRows(t, who, tableId)).map((r) => r.customer)).toEqual(['Ann', 'Bob', 'Cy', 'Ed; Jr']);
    const jobEvents = events
      .filter((e) => e.type === 'job')
      .map((e) => (e.data as { status: string }).status);
    expect(jobEvents.at(-1)).toBe('succeeded');
    expect(jobEvents).toContain('running');
    expect(announced()).toBe(true);
    // The line names the import, not its run's id.
    const line = (await qry(t, who, { op: 'select', object: 'ribbon', search: 'import.succeeded' })).json()
      .rows[0];
    expect(line).toMatchObject({ object: 'Orders of January', kind: 'imports', objectId: importId });
    expect((await qry(t, who, { op: 'get', object: 'tables', id: tableId })).json().row.rows).toBe(4);
  });

  it('upserts and replaces by key, and makes a new table', async () => {
    const fileId = await upload(t, who, 'u.csv', 'id,customer\n2,Bobby\n9,Ivy\n');
    const upsert = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { tableId },
      mode: 'upsert',
    });
    expect((await runToEnd(t, who, upsert)).status).toBe('succeeded');
    const rows = await tableRows(t, who, tableId);
    expect(rows.map((r) => [r.id, r.customer, r.amount])).toEqual([
      [1, 'Ann', 1],
      [2, 'Bobby', null],
      [3, 'Cy', 3.5],
      [5, 'Ed; Jr', 5],
      [9, 'Ivy', null],
    ]);
    const fresh = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { newTable: 'people' },
      mapping: [
        { source: 'id', target: 'pid', type: 'bigint' },
        { source: 'customer', target: 'who' },
      ],
    });
    expect((await runToEnd(t, who, fresh)).status).toBe('succeeded');
    const people = (await qry(t, who, { op: 'select', object: 'tables', search: 'people' })).json().rows[0];
    expect(people).toMatchObject({ name: 'people', rows: 2 });
    expect(await tableRows(t, who, people.id)).toEqual([
      { pid: 2, who: 'Bobby' },
      { pid: 9, who: 'Ivy' },
    ]);
    // Running it again loads into the table it made (it once failed with table_exists).
    expect(await runToEnd(t, who, fresh)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect((await qry(t, who, { op: 'get', object: 'imports', id: fresh })).json().row.target).toEqual({
      tableId: people.id,
    });
    expect(await tableRows(t, who, people.id)).toHaveLength(4);
    const replace = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { tableId: people.id },
      mode: 'replace',
      mapping: [{ source: 'id', target: 'pid' }],
    });
    expect((await runToEnd(t, who, replace)).status).toBe('succeeded');
    expect(await tableRows(t, who, people.id)).toEqual([
      { pid: 2, who: null },
      { pid: 9, who: null },
    ]);
  });

  it('leaves the target exactly as it was after a failing run', async () => {
    const before = await tableRows(t, who, tableId);
    const fileId = await upload(t, who, 'bad.csv', 'id,customer,amount\n20,X,1\n21,Y,not-a-number\n');
    const failing = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { tableId },
      mode: 'replace',
      policy: { onError: 'fail', maxRejected: 0 },
    });
    expect(await runToEnd(t, who, failing)).toMatchObject({
      status: 'failed',
      errorCode: 'row_rejected',
      rowsRejected: 1,
    });
    expect(await tableRows(t, who, tableId)).toEqual(before);
    const staged = await t.app.warehouse.execute(
      who.domainId,
      "SELECT count(*)::INTEGER AS n FROM information_schema.tables WHERE table_name LIKE '\\_stage\\_%' ESCAPE '\\' OR table_name LIKE '\\_raw\\_%' ESCAPE '\\'",
    );
    expect(staged).toEqual([{ n: 0 }]);
  });
});
