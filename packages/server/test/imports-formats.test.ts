import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/objects/imports/run-import';
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

const spectrumDir = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));

/** A zip with one entry of `inflated` zero bytes: a few KB that inflate 1000:1. */
function zipBomb(inflated: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(inflated));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflated, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(inflated, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

async function xlsx(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('imports: formats, bad input and durability (PGlite)', () => {
  let t: TestApp;
  let who: ImportCaller;
  let tableId: string;
  const rows = () => tableRows(t, who, tableId);

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    tableId = await createTable(t, who, {
      name: 'target',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'name', type: 'text' },
        { name: 'at', type: 'date' },
      ],
      key: 'id',
    });
    await qry(t, who, {
      op: 'create',
      object: `table:${tableId}`,
      values: { id: 1, name: 'kept', at: '2024-01-01' },
    });
  });
  afterAll(() => t?.close());

  it('imports every csv-spectrum case to the expected rows', async () => {
    const names = (await readdir(path.join(spectrumDir, 'csvs'))).map((f) => f.replace(/\.csv$/, ''));
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const [index, name] of names.entries()) {
      const csv = await readFile(path.join(spectrumDir, 'csvs', `${name}.csv`));
      const parsed = JSON.parse(await readFile(path.join(spectrumDir, 'json', `${name}.json`), 'utf8'));
      const expected: Record<string, string>[] = Array.isArray(parsed) ? parsed : [parsed];
      const headers = Object.keys(expected[0] ?? {});
      const fileId = await upload(t, who, `${name}.csv`, csv);
      const importId = await createImport(t, who, {
        source: { fileId, format: 'csv', options: { delimiter: ',', quote: '"' } },
        target: { newTable: `spectrum_${index}` },
        mapping: headers.map((source, i) => ({ source, target: `c${i}` })),
      });
      const run = await runToEnd(t, who, importId);
      expect(run, name).toMatchObject({ status: 'succeeded', rowsLoaded: expected.length, rowsRejected: 0 });
      const table = (
        await qry(t, who, { op: 'select', object: 'tables', search: `spectrum_${index}` })
      ).json().rows[0];
      const got = (await qry(t, who, { op: 'select', object: `table:${table.id}`, limit: 100 })).json()
        .rows as Record<string, string | null>[];
      // csv-spectrum's location_coordinates.json has another phone number than its CSV (upstream).
      const skip = name === 'location_coordinates' ? ['Contact Phone Number'] : [];
      const want = expected.map((row) =>
        Object.fromEntries(
          headers.filter((h) => !skip.includes(h)).map((h) => [`c${headers.indexOf(h)}`, row[h]]),
        ),
      );
      const seen = got.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([k]) => want[0] && k in want[0])
            // An empty field is NULL in the table; csv-spectrum writes it as "".
            .map(([k, v]) => [k, v ?? '']),
        ),
      );
      const sorted = (list: unknown[]) => list.map((row) => JSON.stringify(row)).sort();
      expect(sorted(seen), name).toEqual(sorted(want));
    }
  }, 120_000);

  it('reads TSV, Latin-1, UTF-16, a spreadsheet’s CSV, JSON, NDJSON, Parquet and a chosen XLSX sheet', async () => {
    const cases: [string, string | Buffer, Record<string, unknown>][] = [
      ['tsv', 'id\tname\tat\n10\tTab\t2024-02-01\n', { format: 'tsv' }],
      [
        'csv',
        Buffer.from('id;name\n11;Gr\xfc\xdfe\n', 'latin1'),
        { format: 'csv', options: { delimiter: ';', encoding: 'latin1' } },
      ],
      [
        'csv',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('id,name\n12,Ünï\n', 'utf16le')]),
        { format: 'csv', options: { encoding: 'utf-16' } },
      ],
      // Saved by a spreadsheet where `,` is the decimal sign: `;` between values, a BOM, no delimiter named.
      ['csv', '\ufeffid;name;at\r\n17;Semi, colon;2024-02-17\r\n', { format: 'csv' }],
      ['json', JSON.stringify([{ id: 13, name: 'Jay', at: '2024-02-13' }]), { format: 'json' }],
      ['ndjson', '{"id": 14, "name": "Nd"}\n{"id": 15, "name": "Nd2"}\n', { format: 'ndjson' }],
      [
        'xlsx',
        await xlsx({
          Other: [['id'], [99]],
          Data: [
            ['id', 'name', 'at'],
            [16, 'Xl', new Date('2024-02-16')],
          ],
        }),
        { format: 'xlsx', options: { sheet: 'Data' } },
      ],
    ];
    for (const [extension, bytes, source] of cases) {
      const fileId = await upload(t, who, `in.${extension}`, bytes);
      const importId = await createImport(t, who, { source: { fileId, ...source }, target: { tableId } });
      expect(await runToEnd(t, who, importId), extension).toMatchObject({
        status: 'succeeded',
        rowsRejected: 0,
      });
    }
    // Parquet: this table exported by the server, then imported into a new one.
    const parquet = await post(
      t.app,
      '/api/download',
      { export: { op: 'select', object: `table:${tableId}` }, format: 'parquet' },
      who.token,
    );
    const fileId = await upload(t, who, 'in.parquet', parquet.rawPayload);
    const copy = await createImport(t, who, {
      source: { fileId, format: 'parquet' },
      target: { newTable: 'copied' },
      mapping: [
        { source: 'id', target: 'id', type: 'integer' },
        { source: 'name', target: 'name' },
        { source: 'at', target: 'at', type: 'date' },
      ],
    });
    expect(await runToEnd(t, who, copy)).toMatchObject({ status: 'succeeded', rowsLoaded: 9 });
    expect((await rows()).map((r) => [r.id, r.name, r.at])).toEqual([
      [1, 'kept', '2024-01-01'],
      [10, 'Tab', '2024-02-01'],
      [11, 'Grüße', null],
      [12, 'Ünï', null],
      [13, 'Jay', '2024-02-13'],
      [14, 'Nd', null],
      [15, 'Nd2', null],
      [16, 'Xl', '2024-02-16'],
      [17, 'Semi, colon', '2024-02-17'],
    ]);
    const copied = (await qry(t, who, { op: 'select', object: 'tables', search: 'copied' })).json().rows[0];
    expect(await tableRows(t, who, copied.id)).toEqual(await rows());
  });

  it('reads numbers and dates as a spreadsheet writes them in another language, and rejects what they cannot be', async () => {
    const written =
      '\ufeffKunde;Betrag;Menge;Datum;Zeit\r\n' +
      'Müller GmbH;1.234,50;1 200;31.12.2024;31.12.2024 10:30\r\n' +
      'Öztürk;-12,05;3;1.2.2025;01.02.2025 08:05:09\r\n' +
      'Kaputt;12.34.5;x;32.13.2025;morgen\r\n';
    const fileId = await upload(t, who, 'kunden.csv', written);
    const mapping = [
      { source: 'Kunde', target: 'kunde' },
      { source: 'Betrag', target: 'betrag', type: 'decimal' },
      { source: 'Menge', target: 'menge', type: 'integer' },
      { source: 'Datum', target: 'datum', type: 'date' },
      { source: 'Zeit', target: 'zeit', type: 'timestamp' },
    ];
    const importId = await createImport(t, who, {
      source: { fileId, format: 'csv', options: { decimal: ',', dates: 'dmy' } },
      target: { newTable: 'kunden' },
      mapping,
    });
    const run = await runToEnd(t, who, importId);
    expect(run).toMatchObject({ status: 'succeeded', rowsLoaded: 2, rowsRejected: 1 });
    expect(run.rejected).toEqual([
      expect.objectContaining({
        line: 3,
        reason:
          'betrag: "12.34.5" is not a decimal; menge: "x" is not an integer; datum: "32.13.2025" is not a date; zeit: "morgen" is not a timestamp',
      }),
    ]);
    const kunden = (await qry(t, who, { op: 'select', object: 'tables', search: 'kunden' })).json().rows[0];
    expect(
      (await tableRows(t, who, kunden.id)).map((r) => [r.kunde, r.betrag, r.menge, r.datum, r.zeit]),
    ).toEqual([
      ['Müller GmbH', 1234.5, 1200, '2024-12-31', '2024-12-31T10:30:00.000Z'],
      ['Öztürk', -12.05, 3, '2025-02-01', '2025-02-01T08:05:09.000Z'],
    ]);
    // Without the options the same file is read as written elsewhere: those values are rejected.
    const plain = await createImport(t, who, {
      name: 'kunden as ISO',
      source: { fileId, format: 'csv' },
      target: { newTable: 'kunden_iso' },
      mapping,
    });
    expect(await runToEnd(t, who, plain)).toMatchObject({
      status: 'succeeded',
      rowsLoaded: 0,
      rowsRejected: 3,
    });
  });

  it('imports a typed file with its own types, casting only what differs, and still rejects per row', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'cubus-parquet-'));
    const file = path.join(scratch, 'typed.parquet');
    const engine = await DuckDBInstance.create(':memory:');
    const connection = await engine.connect();
    await connection.run(
      `COPY (SELECT * FROM (VALUES (CAST(1 AS BIGINT), 2.5::DOUBLE, TIMESTAMP '2024-03-01 10:00:00', CAST(7 AS BIGINT)),
        (2, 3.25, TIMESTAMP '2024-03-02 11:30:00', 9000000000)) AS t(id, amount, "at", big)) TO '${file}' (FORMAT parquet)`,
    );
    connection.closeSync();
    engine.closeSync();
    const fileId = await upload(t, who, 'typed.parquet', await readFile(file));
    await rm(scratch, { recursive: true, force: true });
    // A new table takes the file's own types.
    const whole = await createImport(t, who, {
      source: { fileId, format: 'parquet' },
      target: { newTable: 'typed' },
    });
    expect(await runToEnd(t, who, whole)).toMatchObject({
      status: 'succeeded',
      rowsLoaded: 2,
      rowsRejected: 0,
    });
    const typed = (await qry(t, who, { op: 'select', object: 'tables', search: 'typed' })).json().rows[0];
    const schema = (await qry(t, who, { op: 'schema', object: `table:${typed.id}` })).json();
    expect(schema.fields.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['id', 'integer'],
      ['amount', 'number'],
      ['at', 'datetime'],
      ['big', 'integer'],
    ]);
    expect((await tableRows(t, who, typed.id)).map((r) => [r.id, r.amount, r.big])).toEqual([
      [1, 2.5, 7],
      [2, 3.25, 9_000_000_000],
    ]);
    // Into that table again, every type matching and nothing required: appended, then replacing.
    const big = 9_000_000_000;
    for (const [mode, bigs] of [
      ['append', [7, 7, big, big]],
      ['replace', [7, big]],
    ] as const) {
      const again = await createImport(t, who, {
        name: `typed ${mode}`,
        mode,
        source: { fileId, format: 'parquet' },
        target: { tableId: typed.id },
      });
      expect(await runToEnd(t, who, again)).toMatchObject({
        status: 'succeeded',
        rowsLoaded: 2,
        rowsRejected: 0,
      });
      expect((await tableRows(t, who, typed.id)).map((r) => r.big)).toEqual(bigs);
    }
    // Into narrower columns: a value that does not fit is rejected with its reason, the rest loads.
    const narrow = await createTable(t, who, {
      name: 'narrow',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'small', type: 'integer' },
        { name: 'day', type: 'date' },
      ],
      key: 'id',
    });
    const cast = await createImport(t, who, {
      source: { fileId, format: 'parquet' },
      target: { tableId: narrow },
      mapping: [
        { source: 'id', target: 'id' },
        { source: 'big', target: 'small' },
        { source: 'at', target: 'day' },
      ],
    });
    const run = await runToEnd(t, who, cast);
    expect(run).toMatchObject({ status: 'succeeded', rowsRead: 2, rowsLoaded: 1, rowsRejected: 1 });
    expect(run.rejected).toEqual([
      expect.objectContaining({ line: 2, reason: 'small: "9000000000" is not an integer' }),
    ]);
    expect(await tableRows(t, who, narrow)).toEqual([{ id: 1, small: 7, day: '2024-03-01' }]);
  });

  it('refuses bad files and mappings with clear codes, bounded, leaving the target as it was', async () => {
    const before = await rows();
    const cases: [string, string | Buffer, Record<string, unknown>, string][] = [
      [
        'truncated.csv',
        'id,name\n20,"unterminated\n21,x',
        { format: 'csv', options: { quote: '"' } },
        'file_columns_uneven',
      ],
      ['corrupt.xlsx', Buffer.from('PK\x03\x04 not really a zip'), { format: 'xlsx' }, 'file_corrupt'],
      ['bomb.xlsx', zipBomb(50 * 1024 * 1024), { format: 'xlsx' }, 'zip_bomb'],
      ['corrupt.parquet', Buffer.from('PAR1 then garbage'), { format: 'parquet' }, 'file_corrupt'],
      ['wrong.csv', 'id,name\nx,1\ny,2\n', { format: 'csv' }, 'too_many_rejected'],
      [
        'ragged.csv',
        `${['id;name', ...Array.from({ length: 9 }, (_, i) => `${i};a`), '9;b;c'].join('\n')}\n`,
        { format: 'csv' },
        'too_many_rejected',
      ],
      ['missing.csv', 'ident,name\n30,x\n', { format: 'csv' }, 'column_missing'],
      ['bad.json', '[{"id": 1,', { format: 'json' }, 'file_corrupt'],
    ];
    const parquet = await post(
      t.app,
      '/api/download',
      { export: { op: 'select', object: `table:${tableId}` }, format: 'parquet' },
      who.token,
    );
    cases.push([
      'cut.parquet',
      parquet.rawPayload.subarray(0, parquet.rawPayload.length - 20),
      { format: 'parquet' },
      'file_corrupt',
    ]);
    for (const [name, bytes, source, code] of cases) {
      const fileId = await upload(t, who, name, bytes);
      const importId = await createImport(t, who, {
        source: { fileId, ...source },
        target: { tableId },
        mode: 'replace',
        policy: { onError: 'reject', maxRejected: 0 },
      });
      const started = Date.now();
      expect(await runToEnd(t, who, importId), name).toMatchObject({ status: 'failed', errorCode: code });
      expect(Date.now() - started, name).toBeLessThan(10_000);
      expect(await rows(), name).toEqual(before);
    }
    const scratch = (await readdir(path.join(t.config.dataDir, 'files', who.domainId))).filter((f) =>
      f.startsWith('.'),
    );
    expect(scratch).toEqual([]);
    const fileId = await upload(t, who, 'ok.csv', 'id\n1\n');
    const save = await qry(t, who, {
      op: 'create',
      object: 'imports',
      values: {
        name: 'x',
        mode: 'append',
        source: { fileId, format: 'csv' },
        target: { tableId },
        mapping: [{ source: 'id', target: 'nope' }],
      },
    });
    expect(save.json().error).toMatchObject({
      code: 'column_missing',
      details: { path: 'values.mapping.0.target' },
    });
    const upsert = await qry(t, who, {
      op: 'create',
      object: 'imports',
      values: { name: 'x', mode: 'upsert', source: { fileId, format: 'csv' }, target: { newTable: 'n1' } },
    });
    expect(upsert.statusCode).toBe(201);
    expect(await runToEnd(t, who, upsert.json().row.id)).toMatchObject({
      status: 'failed',
      errorCode: 'key_column',
    });
    const badShape = await post(
      t.app,
      '/api/imports/preview',
      { values: { source: { fileId, format: 'exe' }, target: { tableId }, mapping: null } },
      who.token,
    );
    expect(badShape.statusCode).toBe(400);
  }, 60_000);

  it('does not start a run twice, cancels queued and running runs, and retries a job id idempotently', async () => {
    const before = await rows();
    const big = `id,name\n${Array.from({ length: 1_000_000 }, (_, i) => `${i + 100},n${i}`).join('\n')}\n`;
    const fileId = await upload(t, who, 'big.csv', big);
    const importId = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { tableId },
      mode: 'replace',
    });
    const first = await qry(t, who, { op: 'run', object: 'imports', id: importId });
    const second = await qry(t, who, { op: 'run', object: 'imports', id: importId });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'job_running']);
    const jobId = first.json().jobId;
    for (let i = 0; i < 200; i++) {
      const row = (await qry(t, who, { op: 'get', object: 'jobs', id: jobId })).json().row;
      if (row.status === 'running' && row.progress > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await post(t.app, '/api/jobs/cancel', { jobId }, who.token)).json()).toEqual({
      status: 'running',
    });
    const { waitJob } = await import('./import-helper');
    expect(await waitJob(t, who, jobId)).toMatchObject({ status: 'cancelled' });
    expect(await rows()).toEqual(before);

    // Queued (the worker stopped): cancelled at once.
    await t.app.jobs.worker.stop();
    const queued = (await qry(t, who, { op: 'run', object: 'imports', id: importId })).json().jobId;
    expect((await post(t.app, '/api/jobs/cancel', { jobId: queued }, who.token)).json()).toEqual({
      status: 'cancelled',
    });
    expect(
      (await post(t.app, '/api/jobs/cancel', { jobId: '00000000-0000-4000-8000-000000000000' }, who.token))
        .statusCode,
    ).toBe(404);
    await t.restart();
    who = await signInAdmin(t);

    // A job retried after its swap committed loads nothing twice.
    const small = await upload(t, who, 'small.csv', 'id,name\n500,once\n');
    const once = await createImport(t, who, {
      source: { fileId: small, format: 'csv' },
      target: { tableId },
    });
    const done = await runToEnd(t, who, once);
    expect(done.status).toBe('succeeded');
    await t.app.db.updateTable('jobs').set({ status: 'queued' }).where('id', '=', done.id).execute();
    t.app.jobs.worker.wake();
    const { waitJob: wait } = await import('./import-helper');
    expect(await wait(t, who, done.id)).toMatchObject({ status: 'succeeded', rowsLoaded: 1 });
    expect((await rows()).filter((r) => r.id === 500)).toHaveLength(1);
  }, 120_000);

  /** A run of the import that a process which died 10 minutes ago left `running`. */
  const leftRunning = (jobId: string, importId: string) =>
    t.app.db
      .insertInto('jobs')
      .values({
        id: jobId,
        domain_id: who.domainId,
        kind: 'import',
        object_id: importId,
        status: 'running',
        heartbeat_at: new Date(Date.now() - 600_000),
      })
      .execute();

  it('marks runs left running by a dead process failed at start, and drops their staging tables', async () => {
    const jobId = crypto.randomUUID();
    const importId = await createImport(t, who, {
      source: { fileId: await upload(t, who, 'x.csv', 'id\n1\n'), format: 'csv' },
      target: { tableId },
    });
    await leftRunning(jobId, importId);
    const suffix = jobId.replaceAll('-', '');
    await t.app.warehouse.execute(who.domainId, `CREATE TABLE "_stage_${suffix}" (a INTEGER)`);
    await t.restart();
    who = await signInAdmin(t);
    const row = (await qry(t, who, { op: 'get', object: 'jobs', id: jobId })).json().row;
    expect(row).toMatchObject({ status: 'failed', errorCode: 'server_restarted' });
    const left = await t.app.warehouse.execute(
      who.domainId,
      `SELECT count(*)::INTEGER AS n FROM information_schema.tables WHERE table_name = '_stage_${suffix}'`,
    );
    expect(left).toEqual([{ n: 0 }]);
    // The import can run again (its one row has a key the table has: rejected).
    expect(await runToEnd(t, who, importId)).toMatchObject({ status: 'succeeded', rowsRejected: 1 });
  });

  it('registers the table of a run that died after its swap, and marks the run succeeded', async () => {
    const jobId = crypto.randomUUID();
    const source = {
      fileId: await upload(t, who, 'late.csv', 'sku,qty\nA,1\nB,2\n'),
      format: 'csv' as const,
    };
    const importId = await createImport(t, who, { source, target: { newTable: 'made_before_crash' } });
    await leftRunning(jobId, importId);
    // The run itself, up to its committed swap; the process "dies" before registering the table.
    const reporter = {
      signal: new AbortController().signal,
      progress: async () => {},
      keep: async () => {},
    };
    await runImport(
      t.app,
      { id: jobId, domainId: who.domainId },
      {
        source: { ...source, options: { header: true, encoding: 'utf-8' } },
        target: { newTable: 'made_before_crash' },
        mapping: null,
        mode: 'append',
        policy: { onError: 'reject', maxRejected: 0 },
      },
      reporter,
    );
    await t.restart();
    who = await signInAdmin(t);
    const row = (await qry(t, who, { op: 'get', object: 'jobs', id: jobId })).json().row;
    expect(row).toMatchObject({ status: 'succeeded', rowsLoaded: 2, errorCode: null });
    const made = (await qry(t, who, { op: 'select', object: 'tables', search: 'made_before_crash' })).json()
      .rows;
    expect(made.map((table: { name: string }) => table.name)).toEqual(['made_before_crash']);
    expect(await tableRows(t, who, made[0].id)).toEqual([
      { sku: 'A', qty: '1' },
      { sku: 'B', qty: '2' },
    ]);
    // The import now loads into that table instead of failing on a name that is taken.
    expect(await runToEnd(t, who, importId)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect(await tableRows(t, who, made[0].id)).toHaveLength(4);
  });
});
