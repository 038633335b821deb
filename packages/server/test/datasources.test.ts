import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClickhouseServer, freePort, startClickhouse } from './clickhouse-server';
import { post, startApp, storeKinds, type TestApp } from './helper';
import { onMariadb, onPostgres, sourceValues, withClickhouse } from './source-servers';

const suffix = Math.random().toString(36).slice(2, 10);
const table = `cubus_src_${suffix}`;

/** A server that accepts connections and never says a word. */
function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}

describe.each(storeKinds)('data sources on %s', (store) => {
  let t: TestApp;
  let admin: string;
  let sources: string;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let clickhouse: ClickhouseServer | undefined;

  beforeAll(async () => {
    sources = await mkdtemp(path.join(tmpdir(), 'cubus-sources-'));
    t = await startApp(store, {
      CUBUS_SOURCE_FILES_DIR: sources,
      CUBUS_SOURCE_CONNECT_TIMEOUT_MS: '1500',
      CUBUS_SOURCE_STATEMENT_TIMEOUT_MS: '3000',
    });
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    admin = signed.accessToken;
    // A domain's files sources read its own folder only: <sources>/<domain id>/.
    const shop = path.join(sources, signed.session.domain.id, 'shop');
    await mkdir(shop, { recursive: true });
    await writeFile(path.join(shop, 'orders.csv'), 'id,item\n1,tea\n2,"coffee, black"\n');
    await symlink('/etc', path.join(shop, 'escape'));
    await symlink('/etc/hostname', path.join(shop, 'host.csv'));
    await mkdir(path.join(sources, 'other-domain'));
    await writeFile(path.join(sources, 'other-domain', 'theirs.csv'), 'secret\n1\n');
    silent = await silentServer();
    await onPostgres(`create table ${table} (id integer primary key, name text not null)`);
    await onPostgres(`insert into ${table} values (1, 'one'), (2, 'two')`);
    await onMariadb(`create table ${table} (id int primary key, name varchar(20) not null)`);
    await onMariadb(`insert into ${table} values (1, 'one'), (2, 'two')`);
    if (withClickhouse) {
      clickhouse = await startClickhouse();
      await clickhouse.exec(
        `create table ${table} (id UInt32, name String, note Nullable(String)) engine = MergeTree order by id`,
      );
      await clickhouse.exec(`insert into ${table} values (1, 'one', null), (2, 'it''s two', 'x')`);
      await clickhouse.exec(`create view ${table}_v as select name from ${table}`);
    }
  });
  afterAll(async () => {
    await onPostgres(`drop table if exists ${table}`).catch(() => {});
    await onMariadb(`drop table if exists ${table}`).catch(() => {});
    await silent?.close();
    await clickhouse?.stop();
    await t?.close();
    await rm(sources, { recursive: true, force: true });
  });

  const qry = (body: unknown) => post(t.app, '/api/qry', body, admin);
  const create = async (values: Record<string, unknown>) => {
    const answer = await qry({ op: 'create', object: 'datasources', values: { name: 'src', ...values } });
    expect(answer.statusCode).toBe(201);
    return answer.json().row as Record<string, unknown>;
  };
  const call = (what: string, body: unknown, token = admin) =>
    post(t.app, `/api/datasources/${what}`, body, token);
  const postgresValues = sourceValues.postgres();
  const mariaValues = sourceValues.mariadb();

  it('keeps the password sealed and never answers it', async () => {
    const row = await create({ ...postgresValues, password: 'S3cret-pass!' });
    expect(row.hasPassword).toBe(true);
    expect(JSON.stringify(row)).not.toContain('S3cret');
    const stored = await t.app.db
      .selectFrom('datasources')
      .select('password_sealed')
      .where('id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(stored.password_sealed).toMatch(/^v1\./);
    expect(stored.password_sealed).not.toContain('S3cret');
    const listed = await qry({ op: 'select', object: 'datasources' });
    expect(listed.body).not.toContain('S3cret');
    const cleared = await qry({
      op: 'update',
      object: 'datasources',
      id: row.id,
      version: row.version,
      values: { password: null },
    });
    expect(cleared.json().row.hasPassword).toBe(false);
    const bad = await qry({ op: 'create', object: 'datasources', values: { name: 'x', type: 'oracle' } });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
  });

  it('tests, browses and previews PostgreSQL', async () => {
    const { id } = await create(postgresValues);
    const tested = await call('test', { id });
    expect([tested.statusCode, tested.json().ok]).toEqual([200, true]);
    expect(tested.json().version).toContain('PostgreSQL');
    expect((await call('browse', { id })).json().schemas).toContain('public');
    const tables = (await call('browse', { id, schema: 'public' })).json().tables;
    expect(tables.find((x: { name: string }) => x.name === table)).toEqual({
      name: table,
      type: 'table',
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'name', type: 'text', nullable: false },
      ],
    });
    const preview = await call('preview', { id, schema: 'public', table, limit: 1 });
    expect(preview.json()).toEqual({
      columns: [
        { name: 'id', type: 'int4' },
        { name: 'name', type: 'text' },
      ],
      rows: [{ id: 1, name: 'one' }],
    });
    const query = await call('preview', { id, query: `select name from ${table} where id = 2` });
    expect(query.json().rows).toEqual([{ name: 'two' }]);
    // Read only, one statement: a write through the preview fails and changes nothing.
    const write = await call('preview', { id, query: `select 1; delete from ${table}` });
    expect([write.statusCode, write.json().error.code]).toEqual([422, 'source_error']);
    const written = await call('preview', {
      id,
      query: `with d as (delete from ${table} returning *) select * from d`,
    });
    expect([written.statusCode, written.json().error.code]).toEqual([422, 'source_error']);
    expect((await call('preview', { id, schema: 'public', table })).json().rows).toHaveLength(2);
  });

  it('tells PostgreSQL failures apart', async () => {
    const expectCode = async (values: Record<string, unknown>, code: string) => {
      const answer = await call('test', { values: { ...postgresValues, ...values } });
      expect([answer.statusCode, answer.json().error.code]).toEqual([422, code]);
    };
    await expectCode({ username: `nobody_${suffix}` }, 'source_auth_failed');
    await expectCode({ database: `missing_${suffix}` }, 'source_unknown_database');
    // One code for every network failure: a closed port and a silent one look the same.
    await expectCode({ port: 1 }, 'source_unreachable');
    const began = Date.now();
    await expectCode({ host: '127.0.0.1', port: silent.port }, 'source_unreachable');
    expect(Date.now() - began).toBeLessThan(5000);
  });

  it('tests, browses and previews MariaDB, and tells its failures apart', async () => {
    const { id } = await create(mariaValues);
    const tested = await call('test', { id });
    expect([tested.statusCode, tested.json().version]).toEqual([200, expect.stringContaining('MariaDB')]);
    expect((await call('browse', { id })).json().schemas).toContain('test');
    const tables = (await call('browse', { id, schema: 'test' })).json().tables;
    expect(tables.find((x: { name: string }) => x.name === table)?.columns).toEqual([
      { name: 'id', type: 'int', nullable: false },
      { name: 'name', type: 'varchar', nullable: false },
    ]);
    const preview = await call('preview', { id, table, limit: 5 });
    expect(preview.json().rows).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    const write = await call('preview', { id, query: `select 1; delete from ${table}` });
    expect(write.json().error.code).toBe('source_error');
    expect((await call('preview', { id, table })).json().rows).toHaveLength(2);
    const codeOf = async (values: Record<string, unknown>) =>
      (await call('test', { values: { ...mariaValues, ...values } })).json().error.code;
    expect(await codeOf({ password: 'wrong-password' })).toBe('source_auth_failed');
    expect(await codeOf({ database: `missing_${suffix}` })).toBe('source_unknown_database');
    expect(await codeOf({ port: 1 })).toBe('source_unreachable');
    const began = Date.now();
    expect(await codeOf({ port: silent.port })).toBe('source_unreachable');
    expect(Date.now() - began).toBeLessThan(5000);
  });

  it.runIf(withClickhouse)(
    'tests, browses and previews ClickHouse read-only, and tells its failures apart',
    async () => {
      const server = clickhouse as ClickhouseServer;
      const values = sourceValues.clickhouse(server);
      const { id } = await create(values);
      const tested = await call('test', { id });
      expect([tested.statusCode, tested.json().version]).toEqual([
        200,
        expect.stringContaining('ClickHouse'),
      ]);
      expect((await call('browse', { id })).json().schemas).toContain('default');
      const tables = (await call('browse', { id, schema: 'default' })).json().tables;
      expect(tables.find((x: { name: string }) => x.name === table)).toEqual({
        name: table,
        type: 'table',
        columns: [
          { name: 'id', type: 'UInt32', nullable: false },
          { name: 'name', type: 'String', nullable: false },
          { name: 'note', type: 'String', nullable: true },
        ],
      });
      expect(tables.find((x: { name: string }) => x.name === `${table}_v`)?.type).toBe('view');
      const preview = await call('preview', { id, schema: 'default', table, limit: 5 });
      expect(preview.json()).toEqual({
        columns: [
          { name: 'id', type: 'UInt32' },
          { name: 'name', type: 'String' },
          { name: 'note', type: 'Nullable(String)' },
        ],
        rows: [
          { id: 1, name: 'one', note: null },
          { id: 2, name: "it's two", note: 'x' },
        ],
      });
      // Names and literals are quoted by the driver: a quote in a name finds no table, runs nothing else.
      const odd = await call('preview', { id, table: `${table}\\\`; drop table x` });
      expect([odd.statusCode, odd.json().error.code]).toEqual([422, 'source_error']);
      const query = await call('preview', { id, query: `select name from ${table} where id = 2` });
      expect(query.json().rows).toEqual([{ name: "it's two" }]);
      // One read-only statement: neither a second statement nor a write gets through.
      for (const statement of [
        `select 1; drop table ${table}`,
        `insert into ${table} values (3, 'x', null)`,
      ]) {
        const write = await call('preview', { id, query: statement });
        expect([write.statusCode, write.json().error.code]).toEqual([422, 'source_error']);
      }
      expect((await call('preview', { id, table })).json().rows).toHaveLength(2);
      const codeOf = async (changes: Record<string, unknown>) =>
        (await call('test', { values: { ...values, ...changes } })).json().error.code;
      expect(await codeOf({ password: 'wrong-password' })).toBe('source_auth_failed');
      expect(await codeOf({ database: `missing_${suffix}` })).toBe('source_unknown_database');
      expect(await codeOf({ port: await freePort() })).toBe('source_unreachable');
      const began = Date.now();
      expect(await codeOf({ port: silent.port })).toBe('source_unreachable');
      expect(Date.now() - began).toBeLessThan(5000);
    },
  );

  it('reads files below the sources folder only', async () => {
    const { id } = await create({ type: 'files', path: 'shop' });
    expect((await call('test', { id })).json().ok).toBe(true);
    // A symlinked folder is not listed, and not followed out of the folder either.
    expect((await call('browse', { id })).json().schemas).toEqual(['.']);
    const files = (await call('browse', { id, schema: '.' }))
      .json()
      .tables.map((x: { name: string }) => x.name);
    expect(files).toContain('orders.csv');
    const preview = await call('preview', { id, table: 'orders.csv' });
    expect(preview.json().rows).toEqual([
      { id: 1, item: 'tea' },
      { id: 2, item: 'coffee, black' },
    ]);
    for (const body of [
      { id, table: '../../../etc/passwd' },
      { id, table: 'host.csv' },
      { id, schema: 'escape', table: 'hostname' },
    ]) {
      const answer = await call('preview', body);
      expect([answer.statusCode, answer.json().error.code]).toEqual([422, 'path_not_allowed']);
    }
    expect((await call('browse', { id, schema: 'escape' })).json().error.code).toBe('path_not_allowed');
    for (const where of ['..', '../other-domain']) {
      const outside = await call('test', { values: { type: 'files', path: where } });
      expect(outside.json().error.code, where).toBe('path_not_allowed');
    }
    const theirs = await call('preview', { id, schema: '../../other-domain', table: 'theirs.csv' });
    expect(theirs.json().error.code).toBe('path_not_allowed');
  });

  it('checks rights and domains', async () => {
    const { id } = await create(postgresValues);
    const viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    expect((await call('test', { id }, viewer)).statusCode).toBe(403);
    expect((await call('test', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await call('preview', { id, table: 'x', query: 'select 1' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    expect((await call('preview', { id, table: 'x', limit: 1000 })).statusCode).toBe(400);
  });
});
