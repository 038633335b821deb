import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';
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

/** Two lines with a value too many and too few among good ones, and two values that are not numbers. */
const handEdited = [
  'id,name,amount',
  '1,One,1.5',
  '2,Two,2,extra',
  '3,Three,x',
  '4',
  '5,"Five, quoted",5',
  '6,Six,y',
  '',
].join('\n');

// Regression: one line of a CSV that did not split into the header's columns failed the whole
// file with file_columns_uneven, even where the import's policy is to reject bad rows.
describe('an import of a CSV with uneven lines', () => {
  let t: TestApp;
  let who: ImportCaller;
  let tableId: string;
  let fileId: string;
  const before = [{ id: 9, name: 'Kept', amount: 9 }];

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    tableId = await createTable(t, who, {
      name: 'amounts',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'name', type: 'text' },
        { name: 'amount', type: 'decimal' },
      ],
      key: 'id',
    });
    await qry(t, who, { op: 'create', object: `table:${tableId}`, values: before[0] });
    fileId = await upload(t, who, 'hand-edited.csv', handEdited);
  });
  afterAll(() => t?.close());

  /** The first `limit` rows of a file's preview into the table. */
  const previewOf = async (id: string, limit: number) => {
    const preview = await post(
      t.app,
      '/api/imports/preview',
      {
        values: {
          source: { fileId: id, format: 'csv', options: { delimiter: ',', quote: '"' } },
          target: { tableId },
          mapping: null,
        },
        limit,
      },
      who.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    return preview.json().rows as unknown[];
  };
  const run = (policy: { onError: 'reject' | 'fail'; maxRejected: number }, id = fileId) =>
    createImport(t, who, {
      source: { fileId: id, format: 'csv', options: { delimiter: ',', quote: '"' } },
      target: { tableId },
      mode: 'replace',
      policy,
    }).then((importId) => runToEnd(t, who, importId));

  it('fails by the policy with the rows it rejected, leaving the table as it was', async () => {
    const failed = await run({ onError: 'fail', maxRejected: 100 });
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'row_rejected', rowsRejected: 4 });
    expect(failed.rejected.map((r) => r.line)).toEqual([2, 3, 4, 6]);
    expect(await tableRows(t, who, tableId)).toEqual(before);

    expect(await run({ onError: 'reject', maxRejected: 3 })).toMatchObject({
      status: 'failed',
      errorCode: 'too_many_rejected',
    });
    expect(await tableRows(t, who, tableId)).toEqual(before);
  });

  it('rejects each uneven line as a row of its own, numbered among the other rejects, and loads the rest', async () => {
    const done = await run({ onError: 'reject', maxRejected: 4 });
    expect(done).toMatchObject({ status: 'succeeded', rowsRead: 6, rowsLoaded: 2, rowsRejected: 4 });
    expect(done.rejected.map((r) => [r.line, r.reason, r.values])).toEqual([
      [2, 'the line has 4 fields where the file has 3 columns', { '': '2,Two,2,extra' }],
      [3, 'amount: "x" is not a decimal', { id: '3', name: 'Three', amount: 'x' }],
      [4, 'the line has 1 field where the file has 3 columns', { '': '4' }],
      [6, 'amount: "y" is not a decimal', { id: '6', name: 'Six', amount: 'y' }],
    ]);
    expect(await tableRows(t, who, tableId)).toEqual([
      { id: 1, name: 'One', amount: 1.5 },
      { id: 5, name: 'Five, quoted', amount: 5 },
    ]);
  });

  it('previews each uneven line as rejected with its text, the rows after it on their own lines', async () => {
    const rows = (await previewOf(fileId, 10)) as {
      line: number;
      values: { id?: number };
      error: string | null;
      reasons?: unknown[];
      text?: string;
    }[];
    expect(rows.map((r) => [r.line, r.values.id ?? null, r.error, r.text ?? null])).toEqual([
      [1, 1, null, null],
      [2, null, 'the line has 4 fields where the file has 3 columns', '2,Two,2,extra'],
      [3, 3, 'amount: "x" is not a decimal', null],
      [4, null, 'the line has 1 field where the file has 3 columns', '4'],
      [5, 5, null, null],
      [6, 6, 'amount: "y" is not a decimal', null],
    ]);
    expect(rows[1]?.reasons).toEqual([{ key: 'unevenLine', values: { fields: 4, columns: 3 } }]);
  });

  it('numbers a preview past a blank line and a quoted line break, and stops at its limit', async () => {
    const quoted = await upload(
      t,
      who,
      'quoted-breaks.csv',
      ['id,name,amount', '1,"One,\r\nsplit",1', '', '2,Two', '3,Three,3', '4,Four,4,x', '5,Five,5'].join(
        '\r\n',
      ),
    );
    const rows = (await previewOf(quoted, 4)) as {
      line: number;
      values: { id?: number; name?: string };
      text?: string;
    }[];
    expect(rows.map((r) => [r.line, r.values.id ?? null, r.text ?? null])).toEqual([
      [1, 1, null],
      [2, null, '2,Two'],
      [3, 3, null],
      [4, null, '4,Four,4,x'],
    ]);
    expect(rows[0]?.values.name).toBe('One,\r\nsplit');
  });

  it('still refuses a file whose lines mostly disagree with its header, or a line it cannot read', async () => {
    const header = await upload(
      t,
      who,
      'other-header.csv',
      'id,name,amount\n1,One,1,x\n2,Two,2,y\n3,Three,3\n',
    );
    expect(await run({ onError: 'reject', maxRejected: 100 }, header)).toMatchObject({
      status: 'failed',
      errorCode: 'file_columns_uneven',
    });
    const latin1 = await upload(t, who, 'latin1.csv', Buffer.from('id,name,amount\n1,Caf\xe9,1\n', 'latin1'));
    expect(await run({ onError: 'reject', maxRejected: 100 }, latin1)).toMatchObject({
      status: 'failed',
      errorCode: 'file_corrupt',
      error: expect.stringContaining('Invalid unicode'),
    });
    expect(await tableRows(t, who, tableId)).toEqual([
      { id: 1, name: 'One', amount: 1.5 },
      { id: 5, name: 'Five, quoted', amount: 5 },
    ]);
  });
});
