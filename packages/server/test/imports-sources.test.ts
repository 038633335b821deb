import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClickhouseServer, freePort, startClickhouse } from './clickhouse-server';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { createImport, type ImportCaller, qry, runToEnd, signInAdmin, tableRows } from './import-helper';
import {
  createSource as createSourceOf,
  onMariadb,
  onPostgres,
  sourceValues,
  withClickhouse,
} from './source-servers';

const suffix = Math.random().toString(36).slice(2, 10);
const table = `cubus_imp_${suffix}`;
/** Text that a careless dump would break: a quote, the delimiter, a newline, a tab, a backslash. */
const awkward = 'say "hi", then\nleave\tnow \\ ok';

describe.each(storeKinds)('imports from data sources on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  let files: string;
  let clickhouse: ClickhouseServer | undefined;

  beforeAll(async () => {
    files = await mkdtemp(path.join(tmpdir(), 'cubus-import-sources-'));
    t = await startApp(kind, { CUBUS_SOURCE_FILES_DIR: files });
    who = await signInAdmin(t);
    await mkdir(path.join(files, who.domainId));
    await writeFile(path.join(files, who.domainId, 'stock.csv'), 'sku,qty\nA-1,5\nB-2,\n');
    await onPostgres(
      `create table ${table} (id integer primary key, name text, amount numeric(10,2), day date, note text)`,
    );
    await onPostgres(
      `insert into ${table} values (1, '${awkward.replaceAll("'", "''")}', 12.50, '2024-02-29', null),
       (2, 'plain', null, '2024-03-01', '')`,
    );
    await onMariadb(`create table ${table} (id int primary key, name varchar(50), born datetime)`);
    await onMariadb(`insert into ${table} values (1, ?, '2024-01-02 03:04:05'), (2, null, null)`, [awkward]);
    if (withClickhouse) {
      clickhouse = await startClickhouse();
      await clickhouse.exec(
        `create table ${table} (id UInt64, name String, note Nullable(String)) engine = MergeTree order by id`,
      );
      await clickhouse.exec(
        `insert into ${table} values (1, '${awkward.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n').replaceAll('\t', '\\t')}', null), (18446744073709551615, '\\\\N', 'x')`,
      );
    }
  });
  afterAll(async () => {
    await onPostgres(`drop table if exists ${table}`).catch(() => {});
    await onMariadb(`drop table if exists ${table}`).catch(() => {});
    await clickhouse?.stop();
    await t?.close();
    await rm(files, { recursive: true, force: true });
  });

  const createSource = (values: Record<string, unknown>) => createSourceOf(t, who, values);
  const postgresSource = () => createSource(sourceValues.postgres());
  const newTableRows = async (name: string) => {
    const listed = (await qry(t, who, { op: 'select', object: 'tables', search: name })).json().rows;
    const found = listed.find((row: { name: string }) => row.name === name);
    return tableRows(t, who, found.id);
  };

  it('imports a PostgreSQL table with types, NULLs and awkward text intact, and previews it', async () => {
    const datasourceId = await postgresSource();
    const source = { datasourceId, schema: 'public', table };
    const mapping = [
      { source: 'id', target: 'id', type: 'integer' },
      { source: 'name', target: 'name' },
      { source: 'amount', target: 'amount', type: 'decimal' },
      { source: 'day', target: 'day', type: 'date' },
      { source: 'note', target: 'note' },
    ];
    const preview = await post(
      t.app,
      '/api/imports/preview',
      { values: { source, target: { newTable: `pg_${suffix}` }, mapping }, limit: 1 },
      who.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      {
        line: 1,
        error: null,
        values: { id: 1, name: awkward, amount: 12.5, day: '2024-02-29', note: null },
      },
    ]);
    const id = await createImport(t, who, { source, target: { newTable: `pg_${suffix}` }, mapping });
    expect(await runToEnd(t, who, id)).toMatchObject({ status: 'succeeded', rowsRead: 2, rowsLoaded: 2 });
    expect(await newTableRows(`pg_${suffix}`)).toEqual([
      { id: 1, name: awkward, amount: 12.5, day: '2024-02-29', note: null },
      { id: 2, name: 'plain', amount: null, day: '2024-03-01', note: '' },
    ]);
  });

  it('imports a MariaDB query', async () => {
    const datasourceId = await createSource(sourceValues.mariadb());
    const id = await createImport(t, who, {
      source: { datasourceId, query: `select id, name, born from ${table} order by id` },
      target: { newTable: `my_${suffix}` },
    });
    expect(await runToEnd(t, who, id)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect(await newTableRows(`my_${suffix}`)).toEqual([
      { id: '1', name: awkward, born: '2024-01-02 03:04:05' },
      { id: '2', name: null, born: null },
    ]);
  });

  it.runIf(withClickhouse)('imports a ClickHouse table: escapes, NULLs and 64-bit numbers', async () => {
    const datasourceId = await createSource(sourceValues.clickhouse(clickhouse as ClickhouseServer));
    const id = await createImport(t, who, {
      source: { datasourceId, table },
      target: { newTable: `ch_${suffix}` },
    });
    expect(await runToEnd(t, who, id)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect(await newTableRows(`ch_${suffix}`)).toEqual([
      { id: '1', name: awkward, note: null },
      { id: '18446744073709551615', name: '\\N', note: 'x' },
    ]);
  });

  it('imports a file of a files source', async () => {
    const datasourceId = await createSource({ type: 'files', path: '.' });
    const id = await createImport(t, who, {
      source: { datasourceId, table: 'stock.csv' },
      target: { newTable: `files_${suffix}` },
      mapping: [
        { source: 'sku', target: 'sku' },
        { source: 'qty', target: 'qty', type: 'integer' },
      ],
    });
    expect(await runToEnd(t, who, id)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect(await newTableRows(`files_${suffix}`)).toEqual([
      { sku: 'A-1', qty: 5 },
      { sku: 'B-2', qty: null },
    ]);
  });

  it('fails a run cleanly on a source that is down, a table and a query at once, or another domain’s source', async () => {
    const down = await createSource({
      type: 'postgres',
      host: '127.0.0.1',
      port: await freePort(),
      database: 'x',
    });
    const refused = await createImport(t, who, {
      source: { datasourceId: down, table },
      target: { newTable: `down_${suffix}` },
    });
    expect(await runToEnd(t, who, refused)).toMatchObject({
      status: 'failed',
      errorCode: 'source_unreachable',
    });
    const datasourceId = await postgresSource();
    const both = { datasourceId, table, query: 'select 1' };
    const preview = await post(
      t.app,
      '/api/imports/preview',
      { values: { source: both, target: { newTable: `both_${suffix}` }, mapping: null } },
      who.token,
    );
    expect([preview.statusCode, preview.json().error.code]).toEqual([400, 'validation_failed']);
    const foreign = await post(
      t.app,
      '/api/imports/preview',
      {
        values: {
          source: { datasourceId: '00000000-0000-4000-8000-000000000000', table },
          target: { newTable: `x_${suffix}` },
          mapping: null,
        },
      },
      who.token,
    );
    expect(foreign.statusCode).toBe(404);
    // Nothing was made for the failed run, and no scratch file stays behind.
    expect(
      (await qry(t, who, { op: 'select', object: 'tables', search: `down_${suffix}` })).json().rows,
    ).toEqual([]);
    const left = await readdir(await t.app.files.domainDir(who.domainId));
    expect(left.filter((name) => name.startsWith('.import-'))).toEqual([]);
  });
});
