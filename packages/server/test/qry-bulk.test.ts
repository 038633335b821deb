import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';

describe('/api/qry bulk ops by match, and default views', () => {
  let t: TestApp;
  let admin: string;
  let sandboxAdmin: string;
  const qry = (body: unknown, token = admin) => post(t.app, '/api/qry', body, token);
  const titles = async (filter: unknown, token = admin) =>
    (
      await qry(
        {
          op: 'select',
          object: 'todo',
          fields: ['title'],
          search: 'bulk',
          filter,
          orderby: { sorts: [{ field: 'title' }] },
          limit: 1000,
        },
        token,
      )
    )
      .json()
      .rows.map((row: { title: string }) => row.title);
  const count = async (filter: unknown) =>
    (await qry({ op: 'select', object: 'todo', search: 'bulk', filter, limit: 0 })).json().total;
  const deletedOnly = {
    operator: { sid: 'and' },
    conditions: [{ isactive: true, field: 'deleted', op: 'notnull' }],
  };

  beforeAll(async () => {
    t = await startApp('pglite');
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    const domains = (await post(t.app, '/api/whoami', {}, admin)).json().session.domains;
    const sandbox = domains.find((d: { name: string }) => d.name === 'Sandbox');
    sandboxAdmin = (await post(t.app, '/api/switch-domain', { domainId: sandbox.id }, admin)).json()
      .accessToken;
    for (let n = 0; n < 1205; n++)
      await qry({ op: 'create', object: 'todo', values: { title: `bulk ${String(n).padStart(4, '0')}` } });
    await qry({ op: 'create', object: 'todo', values: { title: 'bulk sandbox' } }, sandboxAdmin);
  }, 120_000);
  afterAll(() => t?.close());

  it('deletes every matching row beyond the first 1,000, except the ones left out, in the caller’s domain only', async () => {
    const keep = (await qry({ op: 'select', object: 'todo', fields: ['id'], search: 'bulk 0000' })).json()
      .rows[0].id;
    const deleted = await qry({ op: 'delete', object: 'todo', match: { search: 'bulk', except: [keep] } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().count).toBe(1204);
    expect(await titles(undefined)).toEqual(['bulk 0000']);
    expect(await titles(undefined, sandboxAdmin)).toEqual(['bulk sandbox']);
    // Deleting again changes nothing: soft delete only touches rows that are not deleted yet.
    expect((await qry({ op: 'delete', object: 'todo', match: { search: 'bulk' } })).json().count).toBe(1);
  });

  it('restores and removes the rows a filter on deleted finds, remove only when confirmed', async () => {
    const restored = await qry({
      op: 'restore',
      object: 'todo',
      match: {
        search: 'bulk 000',
        filter: deletedOnly,
      },
    });
    expect(restored.json().count).toBe(10);
    expect(await titles(undefined)).toHaveLength(10);

    const unconfirmed = await qry({
      op: 'remove',
      object: 'todo',
      match: { search: 'bulk', filter: deletedOnly },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.code).toBe('confirmation_required');
    expect(await count(deletedOnly)).toBe(1195);

    const removed = await qry({
      op: 'remove',
      object: 'todo',
      match: { search: 'bulk', filter: deletedOnly },
      confirm: true,
    });
    expect(removed.json().count).toBe(1195);
    expect(await titles(deletedOnly)).toEqual([]);
    expect(await titles(undefined)).toHaveLength(10);
    expect(await titles(undefined, sandboxAdmin)).toEqual(['bulk sandbox']);
  });

  it('refuses ids and match together, neither, and a bad filter in match, changing nothing', async () => {
    const both = await qry({ op: 'delete', object: 'todo', ids: ['x'], match: {} });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.details.path).toBe('ids');
    expect((await qry({ op: 'delete', object: 'todo' })).statusCode).toBe(400);
    const unknown = await qry({
      op: 'delete',
      object: 'todo',
      match: {
        filter: { ...deletedOnly, conditions: [{ isactive: true, field: 'nope', op: 'eq', value: 1 }] },
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_field');
    let deep: Record<string, unknown> = { conditions: [] };
    for (let n = 0; n < 20; n++) deep = { childnodes: [deep] };
    const tooDeep = await qry({ op: 'restore', object: 'todo', match: { filter: deep } });
    expect(tooDeep.json().error).toMatchObject({ code: 'filter_too_deep' });
    expect(tooDeep.json().error.details.path).toMatch(/^match\.filter/);
    expect(await titles(undefined)).toHaveLength(10);
  });

  it('keeps the old default view when setting a new one fails on a stale version', async () => {
    const create = async (name: string, isDefault: boolean) =>
      (await qry({ op: 'create', object: 'views', values: { name, object: 'todo', isDefault } })).json().row;
    const first = await create('First', true);
    const second = await create('Second', false);
    const renamed = (
      await qry({
        op: 'update',
        object: 'views',
        id: second.id,
        version: second.version,
        values: { name: 'Second 2' },
      })
    ).json().row;

    const stale = await qry({
      op: 'update',
      object: 'views',
      id: second.id,
      version: second.version,
      values: { isDefault: true },
    });
    expect(stale.statusCode).toBe(409);
    const defaults = async () =>
      (
        await qry({
          op: 'select',
          object: 'views',
          fields: ['name', 'isDefault', 'version'],
          search: 'Second',
        })
      )
        .json()
        .rows.concat((await qry({ op: 'get', object: 'views', id: first.id })).json().row)
        .map(
          (row: { name: string; isDefault: boolean; version: number }) =>
            `${row.name}:${row.isDefault}:${row.version}`,
        );
    expect(await defaults()).toEqual([`Second 2:false:${renamed.version}`, `First:true:${first.version}`]);

    const fresh = await qry({
      op: 'update',
      object: 'views',
      id: second.id,
      version: renamed.version,
      values: { isDefault: true },
    });
    expect(fresh.json()).toMatchObject({ row: { isDefault: true } });
    expect(await defaults()).toEqual([
      `Second 2:true:${renamed.version + 1}`,
      `First:false:${first.version}`,
    ]);
  });
});
