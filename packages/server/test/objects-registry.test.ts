import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { sourceValues } from './source-servers';

const everyKind = [
  'actions',
  'cubes',
  'datasources',
  'imports',
  'mounts',
  'procedures',
  'refs',
  'reports',
  'tables',
  'views',
];

describe.each(storeKinds)('the objects registry on %s', (store: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let sandboxAdmin: string;
  const qry = (body: unknown, token = admin) => post(t.app, '/api/qry', body, token);
  const rows = async (token = admin, search?: string) =>
    (await qry({ op: 'select', object: 'objects', limit: 500, ...(search ? { search } : {}) }, token)).json()
      .rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await startApp(store);
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    editor = (await t.signIn('demo', t.credentials.demoPassword)).accessToken;
    const domains = (await post(t.app, '/api/whoami', {}, admin)).json().session.domains;
    const sandbox = domains.find((d: { name: string }) => d.name === 'Sandbox');
    sandboxAdmin = (await post(t.app, '/api/switch-domain', { domainId: sandbox.id }, admin)).json()
      .accessToken;
  });
  afterAll(() => t?.close());

  it('lists every object of the demo domain, of all ten kinds, with owner and dates', async () => {
    const source = (
      await qry({
        op: 'create',
        object: 'datasources',
        values: { name: 'Ledger', ...sourceValues.postgres() },
      })
    ).json().row;
    const domainId = (await post(t.app, '/api/whoami', {}, admin)).json().session.domain.id;
    await t.app.db
      .insertInto('mounts')
      .values({
        id: crypto.randomUUID(),
        domain_id: domainId,
        name: 'Ledger lines',
        datasource_id: String(source.id),
        table_name: 'lines',
        columns: '[]',
        created_at: new Date(),
        updated_at: new Date(),
        refreshed_at: new Date(),
        deleted_at: null,
      })
      .execute();
    const view = { name: 'Open tasks', object: 'todo', state: { fields: ['title'] }, shared: true };
    expect((await qry({ op: 'create', object: 'views', values: view })).statusCode).toBe(201);

    const listed = await rows();
    expect([...new Set(listed.map((row) => row.kind))].sort()).toEqual(everyKind);
    expect(listed.find((row) => row.name === 'Ledger')).toMatchObject({
      kind: 'datasources',
      owner: 'admin',
      created: expect.any(String),
      updated: expect.any(String),
      deleted: null,
    });
    expect(listed.filter((row) => row.kind === 'reports').map((row) => row.name)).toContain(
      'Sales by region',
    );
    // Another domain's objects are not listed, nor found.
    expect(await rows(sandboxAdmin)).toEqual([]);
    const cube = listed.find((row) => row.kind === 'cubes');
    expect((await qry({ op: 'get', object: 'objects', id: cube?.id }, sandboxAdmin)).statusCode).toBe(404);
  });

  it('shows a view not shared to its owner alone', async () => {
    const view = { name: 'Private tasks', object: 'todo', state: { fields: ['title'] }, shared: false };
    expect((await qry({ op: 'create', object: 'views', values: view }, editor)).statusCode).toBe(201);
    expect((await rows(editor, 'private tasks')).map((row) => row.kind)).toEqual(['views']);
    expect(await rows(admin, 'private tasks')).toEqual([]);
  });

  it('renames, deletes and restores an object through its own kind', async () => {
    const report = (await rows(admin, 'sales by region')).find((row) => row.kind === 'reports');
    const renamed = await qry({
      op: 'update',
      object: 'objects',
      id: report?.id,
      version: report?.version,
      values: { name: 'Revenue by region', description: 'Renamed in the registry' },
    });
    expect(renamed.json().row).toMatchObject({ kind: 'reports', name: 'Revenue by region', version: 2 });
    const own = (await qry({ op: 'get', object: 'reports', id: report?.id })).json().row;
    expect(own).toMatchObject({ title: 'Revenue by region', description: 'Renamed in the registry' });
    const stale = await qry({
      op: 'update',
      object: 'objects',
      id: report?.id,
      version: 1,
      values: { name: 'x' },
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'conflict']);
    const wrong = await qry({
      op: 'update',
      object: 'objects',
      id: report?.id,
      version: 2,
      values: { kind: 'cubes' },
    });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'validation_failed']);

    expect((await qry({ op: 'delete', object: 'objects', ids: [report?.id] })).json().count).toBe(1);
    expect((await qry({ op: 'get', object: 'reports', id: report?.id })).json().row.deleted).not.toBeNull();
    expect(await rows(admin, 'revenue by region')).toEqual([]);
    expect((await qry({ op: 'restore', object: 'objects', ids: [report?.id] })).json().count).toBe(1);
    expect((await qry({ op: 'get', object: 'reports', id: report?.id })).json().row.deleted).toBeNull();
    // Another domain's ids change nothing; a viewer may not delete.
    expect(
      (await qry({ op: 'delete', object: 'objects', ids: [report?.id] }, sandboxAdmin)).json().count,
    ).toBe(0);
    const viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    expect((await qry({ op: 'delete', object: 'objects', ids: [report?.id] }, viewer)).statusCode).toBe(403);
  });
});
