import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoSales } from '../src/objects/tables/migrations/0006-data-tables';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

describe.each(storeKinds)('data tables on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let domainId: string;
  const qry = (body: unknown, token = admin) => post(t.app, '/api/qry', body, token);
  const orders = {
    name: 'orders',
    description: 'Orders',
    columns: [
      { name: 'id', type: 'integer', nullable: false },
      { name: 'customer', type: 'text', nullable: false },
      { name: 'amount', type: 'decimal' },
      { name: 'day', type: 'date' },
      { name: 'paid', type: 'boolean' },
    ],
    key: 'id',
  };

  beforeAll(async () => {
    t = await startApp(kind);
    const signedIn = await t.signIn('admin', t.credentials.adminPassword);
    admin = signedIn.accessToken;
    domainId = signedIn.session.domain.id;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
  });
  afterAll(() => t?.close());

  it('registers the demo sales as a data table, once, across restarts, with its real size', async () => {
    const select = { op: 'select', object: 'tables', fields: ['name', 'rows', 'key', 'size'] };
    const [sales] = (await qry(select)).json().rows;
    expect(sales).toMatchObject({ name: 'sales', rows: 2880, key: null });
    // Its blocks on disk from the start, not 0 until its first change.
    expect(sales.size).toBeGreaterThanOrEqual(262_144);
    await t.restart();
    expect((await qry(select)).json().total).toBe(1);
    // An install from before data tables: the migration's statement registers its demo sales, once.
    await t.app.db.deleteFrom('data_tables').execute();
    await sql.raw(registerDemoSales).execute(t.app.db);
    await sql.raw(registerDemoSales).execute(t.app.db);
    expect((await qry(select)).json().rows).toMatchObject([{ name: 'sales', rows: 2880, key: null }]);
  });

  it('creates a table, edits its rows by key, alters it, clears it and writes the ribbon', async () => {
    const created = await qry({ op: 'create', object: 'tables', values: orders });
    expect(created.statusCode).toBe(201);
    const table = created.json().row;
    expect(table).toMatchObject({ name: 'orders', key: 'id', rows: 0, version: 1 });
    const object = `table:${table.id}`;
    const schema = (await qry({ op: 'schema', object })).json();
    expect(schema.fields.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['id', 'integer'],
      ['customer', 'text'],
      ['amount', 'number'],
      ['day', 'date'],
      ['paid', 'boolean'],
    ]);
    // The list of tables says its sizes in bytes and its row counts as counts, not as bare numbers.
    const listed = (await qry({ op: 'schema', object: 'tables' })).json().fields as {
      name: string;
      unit?: string;
    }[];
    expect(listed.filter((f) => f.unit).map((f) => [f.name, f.unit])).toEqual([
      ['rows', 'count'],
      ['size', 'bytes'],
    ]);
    const row = await qry({
      op: 'create',
      object,
      values: { id: 1, customer: 'Ann', amount: 10.5, day: '2024-02-29', paid: true },
    });
    expect(row.statusCode).toBe(201);
    expect(row.json().row).toEqual({ id: 1, customer: 'Ann', amount: 10.5, day: '2024-02-29', paid: true });
    expect((await qry({ op: 'create', object, values: { id: 2, customer: 'Bob' } })).statusCode).toBe(201);
    const again = await qry({ op: 'create', object, values: { id: 1, customer: 'Eve' } });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'duplicate_key']);
    const updated = await qry({ op: 'update', object, id: 2, version: 0, values: { amount: 3 } });
    expect(updated.json().row).toMatchObject({ id: 2, customer: 'Bob', amount: 3 });
    expect((await qry({ op: 'get', object, id: 2 })).json().row.amount).toBe(3);
    expect((await qry({ op: 'get', object, id: 99 })).statusCode).toBe(404);
    expect((await qry({ op: 'delete', object, ids: [1, 99] })).json().count).toBe(1);
    // Its size is what it takes on disk now, not only what was checkpointed before (a small table showed 0).
    expect((await qry({ op: 'get', object: 'tables', id: table.id })).json().row).toMatchObject({
      rows: 1,
      size: expect.any(Number),
    });
    expect((await qry({ op: 'get', object: 'tables', id: table.id })).json().row.size).toBeGreaterThan(0);

    const alter = (values: unknown, version: number) =>
      qry({ op: 'update', object: 'tables', id: table.id, version, values });
    const altered = await alter(
      {
        alter: [
          { add: { name: 'note', type: 'text' } },
          { rename: { from: 'customer', to: 'client' } },
          { drop: 'paid' },
        ],
      },
      1,
    );
    expect(altered.statusCode).toBe(200);
    expect(altered.json().row.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'client',
      'amount',
      'day',
      'note',
    ]);
    expect((await qry({ op: 'get', object, id: 2 })).json().row).toEqual({
      id: 2,
      client: 'Bob',
      amount: 3,
      day: null,
      note: null,
    });
    expect((await alter({ alter: [{ drop: 'note' }] }, 1)).json().error.code).toBe('conflict');
    expect((await alter({ alter: [{ drop: 'id' }] }, 2)).json().error.code).toBe('key_column');
    expect((await alter({ alter: [{ drop: 'nope' }] }, 2)).json().error.code).toBe('column_missing');
    expect((await alter({ alter: [{ rename: { from: 'note', to: 'CLIENT' } }] }, 2)).statusCode).toBe(400);
    // A refused step leaves every earlier step of the same update undone.
    expect((await alter({ alter: [{ drop: 'note' }, { drop: 'gone' }] }, 2)).statusCode).toBe(400);
    expect((await qry({ op: 'schema', object })).json().fields).toHaveLength(5);

    const clear = await post(t.app, '/api/tables/clear', { id: table.id }, admin);
    expect(clear.json()).toEqual({ rows: 0 });
    expect((await qry({ op: 'select', object })).json().total).toBe(0);
    expect((await post(t.app, '/api/tables/clear', { id: table.id }, viewer)).statusCode).toBe(403);
    const ribbon = await qry({
      op: 'select',
      object: 'ribbon',
      fields: ['action'],
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'objectId', op: 'eq', value: table.id }] },
      orderby: { isActive: true, sorts: [{ field: 'at', dir: 'asc' }] },
    });
    expect(ribbon.json().rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'rows.create',
      'rows.create',
      'rows.update',
      'rows.delete',
      'update',
      'clear',
    ]);
  });

  it('refuses bad names, types, keys and row values with clear codes', async () => {
    const create = (values: unknown) => qry({ op: 'create', object: 'tables', values });
    const column = [{ name: 'a', type: 'text' }];
    for (const name of ['a-b', 'x"; drop table sales; --', '1abc', 'a'.repeat(64), ''])
      expect((await create({ name, columns: column })).json().error.details.path).toBe('values.name');
    expect((await create({ name: 'bad', columns: [{ name: 'a', type: 'blob' }] })).statusCode).toBe(400);
    expect(
      (await create({ name: 'bad', columns: [...column, { name: 'A', type: 'integer' }] })).statusCode,
    ).toBe(400);
    expect((await create({ name: 'bad', columns: column, key: 'b' })).json().error.code).toBe(
      'column_missing',
    );
    expect((await create({ name: 'SALES', columns: column })).json().error.code).toBe('table_exists');
    await t.app.warehouse.execute(domainId, 'CREATE TABLE stray (a INTEGER)');
    expect((await create({ name: 'stray', columns: column })).json().error.code).toBe('table_exists');
    expect(
      (await qry({ op: 'create', object: 'tables', values: { name: 'v', columns: column } }, viewer))
        .statusCode,
    ).toBe(403);

    const table = (await create({ ...orders, name: 'checked' })).json().row;
    const object = `table:${table.id}`;
    const row = (values: unknown) => qry({ op: 'create', object, values });
    expect((await row({ id: 1, customer: 'x', nope: 1 })).json().error.code).toBe('unknown_field');
    expect((await row({ id: 1, customer: 'x', day: '2024-02-30' })).json().error.code).toBe('invalid_value');
    expect((await row({ id: 1, customer: null })).json().error.code).toBe('invalid_value');
    expect((await row({ customer: 'x' })).json().error.code).toBe('invalid_value');
    expect((await row({ id: 2 ** 40, customer: 'x' })).json().error.code).toBe('invalid_value');
    expect((await row({ id: 1, customer: 'x' })).statusCode).toBe(201);
    const rekey = await qry({ op: 'update', object, id: 1, version: 0, values: { id: 5 } });
    expect(rekey.json().error.code).toBe('key_column');
    expect((await qry({ op: 'get', object, id: 'x' })).statusCode).toBe(404);
    expect((await qry({ op: 'create', object, values: { id: 3, customer: 'x' } }, viewer)).statusCode).toBe(
      403,
    );
  });

  it('exports Parquet through a temporary file that is deleted after', async () => {
    const sales = (await qry({ op: 'select', object: 'tables', search: 'sales' })).json().rows[0];
    const response = await post(
      t.app,
      '/api/download',
      {
        export: {
          op: 'select',
          object: `table:${sales.id}`,
          filter: { operator: { sid: 'and' }, conditions: [{ field: 'region', op: 'eq', value: 'North' }] },
        },
        format: 'parquet',
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.parquet');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('PAR1');
    const file = path.join(t.config.dataDir, 'export-check.parquet');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, response.rawPayload);
    const duck = await DuckDBInstance.create(':memory:');
    const connection = await duck.connect();
    const rows = (
      await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM '${file}'`)
    ).getRowObjectsJS();
    connection.closeSync();
    duck.closeSync();
    expect(rows).toEqual([{ n: 576 }]);
    const leftovers = (await readdir(path.join(t.config.dataDir, 'files', domainId))).filter((f) =>
      f.startsWith('.export-'),
    );
    expect(leftovers).toEqual([]);
    const todo = await post(
      t.app,
      '/api/download',
      { export: { op: 'select', object: 'todo' }, format: 'parquet' },
      admin,
    );
    expect(todo.json().error.code).toBe('invalid_query');
  });

  it('deletes softly keeping the table, restores, and removes for good after a confirmation', async () => {
    const table = (await qry({ op: 'create', object: 'tables', values: { ...orders, name: 'gone' } })).json()
      .row;
    const object = `table:${table.id}`;
    await qry({ op: 'create', object, values: { id: 1, customer: 'x' } });
    expect((await qry({ op: 'delete', object: 'tables', ids: [table.id] })).json().count).toBe(1);
    expect((await qry({ op: 'select', object })).json().error.code).toBe('not_found');
    expect((await qry({ op: 'restore', object: 'tables', ids: [table.id] })).json().count).toBe(1);
    expect((await qry({ op: 'select', object })).json().total).toBe(1);
    expect((await qry({ op: 'remove', object: 'tables', ids: [table.id] })).json().error.code).toBe(
      'confirmation_required',
    );
    expect((await qry({ op: 'remove', object: 'tables', ids: [table.id], confirm: true })).json().count).toBe(
      1,
    );
    const left = await t.app.warehouse.execute(
      domainId,
      "SELECT count(*)::INTEGER AS n FROM information_schema.tables WHERE table_name = 'gone'",
    );
    expect(left).toEqual([{ n: 0 }]);
    // The name is free again.
    expect(
      (await qry({ op: 'create', object: 'tables', values: { ...orders, name: 'gone' } })).statusCode,
    ).toBe(201);
  });
});
