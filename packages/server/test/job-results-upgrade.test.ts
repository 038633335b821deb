import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import {
  createImport,
  createTable,
  type ImportCaller,
  qry,
  signInAdmin,
  upload,
  waitJob,
} from './import-helper';
import { undoJobResults } from './old-job-columns';

/**
 * A store from before each run kept one result: an import's counts and rejected rows, a
 * procedure's arguments and kept rows, an action's steps and the run a step belongs to, each in
 * a column of `jobs`. Its next start moves them into the result; the jobs kind answers as before.
 */
describe.each(storeKinds)('job results kept in columns, upgraded on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  const runs = async () =>
    (
      await qry(t, who, {
        op: 'select',
        object: 'jobs',
        fields: [
          'id',
          'kind',
          'status',
          'rowsRead',
          'rowsLoaded',
          'rowsRejected',
          'rejected',
          'args',
          'result',
          'steps',
          'parentId',
        ],
        orderby: {
          isActive: true,
          sorts: [
            { field: 'created', dir: 'asc' },
            { field: 'id', dir: 'asc' },
          ],
        },
        limit: 1000,
      })
    ).json().rows;

  beforeAll(async () => {
    t = await startApp(kind);
    who = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  it('moves every run’s columns into its result and answers each run as before', async () => {
    const tableId = await createTable(t, who, {
      name: 'old_runs',
      key: null,
      columns: [
        { name: 'sku', type: 'text' },
        { name: 'qty', type: 'integer' },
      ],
    });
    const fileId = await upload(t, who, 'old.csv', 'sku,qty\nA,1\nB,many\nC,3\n');
    const importId = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { tableId },
      policy: { onError: 'reject', maxRejected: 10 },
    });
    const imported = await qry(t, who, { op: 'run', object: 'imports', id: importId });
    expect(await waitJob(t, who, imported.json().jobId)).toMatchObject({ rowsRead: 3, rowsRejected: 1 });
    // The demo's action: an import step and a procedure step (with arguments), each a run of its own.
    const actions = (await qry(t, who, { op: 'select', object: 'actions', fields: ['id'], limit: 1 })).json();
    const acted = await qry(t, who, { op: 'run', object: 'actions', id: actions.rows[0].id, args: {} });
    expect((await waitJob(t, who, acted.json().jobId)).status).toBe('succeeded');

    const before = await runs();
    expect(before.some((run: { parentId: string | null }) => run.parentId !== null)).toBe(true);
    expect(before.some((run: { args: unknown }) => run.args !== null)).toBe(true);
    expect(before.some((run: { steps: unknown }) => run.steps !== null)).toBe(true);
    await undoJobResults(t.app.db as never);
    await t.restart();
    who = await signInAdmin(t);
    expect(await runs()).toEqual(before);
    const columns = await t.app.db
      .selectFrom('information_schema.columns' as never)
      .select('column_name' as never)
      .where('table_name' as never, '=', 'jobs' as never)
      .execute();
    expect(columns.map((c) => (c as { column_name: string }).column_name)).not.toContain('rows_read');
  });
});
