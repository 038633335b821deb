import { qryLimits } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

describe.each(storeKinds)('/api/qry on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let viewer: string;
  let editorId: string;
  let sandboxAdmin: string;
  const qry = (body: unknown, token = admin) => post(t.app, '/api/qry', body, token);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    const demo = await t.signIn('demo', t.credentials.demoPassword);
    editor = demo.accessToken;
    editorId = demo.session.user.id;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    const domains = (await post(t.app, '/api/whoami', {}, admin)).json().session.domains;
    const sandbox = domains.find((d: { name: string }) => d.name === 'Sandbox');
    sandboxAdmin = (await post(t.app, '/api/switch-domain', { domainId: sandbox.id }, admin)).json()
      .accessToken;
  });
  afterAll(() => t?.close());

  it('serves the console shared state through meta', async () => {
    const response = await qry({ op: 'meta' });
    expect(response.statusCode).toBe(200);
    const meta = response.json();
    expect(meta.blankFilter).toEqual({
      isactive: true,
      isexpanded: true,
      name: 'Root Node',
      operator: { id: 1, sid: 'and', name: 'AND' },
      childnodes: [],
      conditions: [],
    });
    expect(meta.blankGroupBy).toMatchObject({ isActive: false, groups: [] });
    expect(meta.blankOrderBy).toEqual({ isActive: false, sorts: [] });
    expect(meta.argumentTypes.find((a: { type: string }) => a.type === 'boolean').operators).toEqual([
      'eq',
      'ne',
      'null',
      'notnull',
    ]);
    expect(meta.groupByOperands.map((o: { operand: string }) => o.operand)).toEqual([
      'count',
      'countd',
      'sum',
      'avg',
      'min',
      'max',
    ]);
  });

  it('creates, reads, updates with versions, deletes, restores and removes todo tasks', async () => {
    const created = await qry(
      {
        op: 'create',
        object: 'todo',
        values: {
          title: 'Write the report',
          description:
            '<p onclick="x()">Draft <b>now</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
          dueDate: '2024-03-01',
          assigneeId: editorId,
          tags: ['team', 'high', 'team'],
          isImportant: true,
        },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const row = created.json().row;
    expect(row).toMatchObject({
      title: 'Write the report',
      description: '<p>Draft <b>now</b><a rel="noopener noreferrer">x</a></p>',
      dueDate: '2024-03-01',
      assigneeId: editorId,
      assigneeName: 'Demo Editor',
      tags: ['team', 'high'],
      isImportant: true,
      isCompleted: false,
      isDeleted: false,
      deleted: null,
      version: 1,
    });
    const got = await qry({ op: 'get', object: 'todo', id: row.id }, viewer);
    expect(got.json().row.title).toBe('Write the report');

    const updated = await qry(
      { op: 'update', object: 'todo', id: row.id, version: 1, values: { isCompleted: true } },
      editor,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().row).toMatchObject({ isCompleted: true, version: 2 });
    const stale = await qry(
      { op: 'update', object: 'todo', id: row.id, version: 1, values: { title: 'Mine' } },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await qry({ op: 'get', object: 'todo', id: row.id })).json().row.title).toBe('Write the report');

    const select = (filter?: unknown) =>
      qry({ op: 'select', object: 'todo', fields: ['title'], ...(filter ? { filter } : {}) }, editor);
    const deletedFilter = {
      operator: { sid: 'and' },
      conditions: [{ field: 'deleted', op: 'notnull' }],
    };
    expect((await qry({ op: 'delete', object: 'todo', ids: [row.id] }, editor)).json()).toEqual({ count: 1 });
    expect((await select()).json().total).toBe(0);
    expect((await select(deletedFilter)).json().rows).toEqual([{ id: row.id, title: 'Write the report' }]);
    expect((await qry({ op: 'restore', object: 'todo', ids: [row.id] }, editor)).json()).toEqual({
      count: 1,
    });
    expect((await select()).json().total).toBe(1);
    const unconfirmed = await qry({ op: 'remove', object: 'todo', ids: [row.id] }, editor);
    expect([unconfirmed.statusCode, unconfirmed.json().error.code]).toEqual([400, 'confirmation_required']);
    expect(
      (await qry({ op: 'remove', object: 'todo', ids: [row.id], confirm: true }, editor)).json(),
    ).toEqual({
      count: 1,
    });
    expect((await qry({ op: 'get', object: 'todo', id: row.id })).statusCode).toBe(404);

    const ribbon = await qry({
      op: 'select',
      object: 'ribbon',
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'objectId', op: 'eq', value: row.id }] },
      orderby: { isActive: true, sorts: [{ field: 'at', dir: 'asc' }] },
    });
    expect(ribbon.json().rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'update',
      'delete',
      'restore',
      'remove',
    ]);
    expect(ribbon.json().rows[0]).toMatchObject({ kind: 'todo', object: 'Write the report', actor: 'demo' });
  });

  it('refuses an assignee from outside the domain and unknown values', async () => {
    const rootId = (await post(t.app, '/api/whoami', {}, admin)).json().session.user.id;
    const outsider = await qry(
      { op: 'create', object: 'todo', values: { title: 'x', assigneeId: rootId } },
      sandboxAdmin,
    );
    expect(outsider.statusCode).toBe(201);
    const demoOnly = await qry(
      { op: 'create', object: 'todo', values: { title: 'x', assigneeId: editorId } },
      sandboxAdmin,
    );
    expect(demoOnly.statusCode).toBe(201);
    const bad = await qry({ op: 'create', object: 'todo', values: { title: 'x', tags: ['urgent'] } }, editor);
    expect([bad.statusCode, bad.json().error.details.path]).toEqual([400, 'values.tags.0']);
    const unknown = await qry({ op: 'create', object: 'todo', values: { title: 'x', owner: 'me' } }, editor);
    expect([unknown.statusCode, unknown.json().error.details.path]).toEqual([400, 'values.owner']);
    const viewerCreate = await qry({ op: 'create', object: 'todo', values: { title: 'x' } }, viewer);
    expect(viewerCreate.statusCode).toBe(403);
  });

  it('keeps the ribbon immutable through every op', async () => {
    const [entry] = (await qry({ op: 'select', object: 'ribbon', limit: 1 })).json().rows;
    expect(entry.id).toBeTruthy();
    const attempts = [
      { op: 'create', object: 'ribbon', values: { action: 'forged' } },
      { op: 'update', object: 'ribbon', id: entry.id, version: 0, values: { action: 'forged' } },
      { op: 'delete', object: 'ribbon', ids: [entry.id] },
      { op: 'restore', object: 'ribbon', ids: [entry.id] },
      { op: 'remove', object: 'ribbon', ids: [entry.id], confirm: true },
      { op: 'run', object: 'ribbon', id: entry.id },
    ];
    for (const body of attempts) {
      const response = await qry(body, admin);
      expect([body.op, response.statusCode]).toEqual([body.op, 405]);
      expect(response.json().error.code).toBe('operation_not_allowed');
    }
    expect((await qry({ op: 'get', object: 'ribbon', id: entry.id })).json().row).toEqual(entry);
  });

  it('edits the objects registry: name and description, soft delete, restore, remove', async () => {
    const domainId = (await post(t.app, '/api/whoami', {}, admin)).json().session.domain.id;
    const id = crypto.randomUUID();
    await t.app.db
      .insertInto('objects')
      .values({ id, domain_id: domainId, kind: 'cubes', name: 'Sales ledger' })
      .execute();
    // The demo's own objects are in the registry too: the search names this one alone.
    const list = await qry({ op: 'select', object: 'objects', search: 'ledger' });
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [{ id, kind: 'cubes', name: 'Sales ledger', version: 1 }],
    });
    const renamed = await qry({
      op: 'update',
      object: 'objects',
      id,
      version: 1,
      values: { name: 'Revenue' },
    });
    expect(renamed.json().row).toMatchObject({ name: 'Revenue', version: 2 });
    const kindChange = await qry({
      op: 'update',
      object: 'objects',
      id,
      version: 2,
      values: { kind: 'tables' },
    });
    expect(kindChange.statusCode).toBe(400);
    expect((await qry({ op: 'create', object: 'objects', values: { name: 'x' } })).statusCode).toBe(405);
    expect((await qry({ op: 'delete', object: 'objects', ids: [id] })).json().count).toBe(1);
    expect((await qry({ op: 'restore', object: 'objects', ids: [id] })).json().count).toBe(1);
    // Another domain's ids change nothing.
    expect((await qry({ op: 'delete', object: 'objects', ids: [id] }, sandboxAdmin)).json().count).toBe(0);
    expect((await qry({ op: 'get', object: 'objects', id }, sandboxAdmin)).statusCode).toBe(404);
    expect((await qry({ op: 'remove', object: 'objects', ids: [id], confirm: true })).json().count).toBe(1);
  });

  it('keeps views per user: own and shared visible, only the owner or an admin changes them', async () => {
    const state = { fields: ['title'], widths: { title: 200 }, density: 'compact' as const };
    const mine = (
      await qry(
        { op: 'create', object: 'views', values: { name: 'Mine', object: 'todo', state, isDefault: true } },
        editor,
      )
    ).json().row;
    expect(mine).toMatchObject({
      name: 'Mine',
      object: 'todo',
      state,
      shared: false,
      isDefault: true,
      owner: 'demo',
    });
    const shared = (
      await qry(
        {
          op: 'create',
          object: 'views',
          values: { name: 'Team', object: 'todo', shared: true, isDefault: true },
        },
        editor,
      )
    ).json().row;
    const names = async (token: string) =>
      (
        await qry(
          {
            op: 'select',
            object: 'views',
            orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
          },
          token,
        )
      )
        .json()
        .rows.map((r: { name: string; isDefault: boolean }) => `${r.name}:${r.isDefault}`);
    expect(await names(editor)).toEqual(['Mine:false', 'Team:true']);
    expect(await names(viewer)).toEqual(['Team:true']);
    // Viewers may only read views; an editor other than the owner may not change them.
    expect(
      (await qry({ op: 'update', object: 'views', id: shared.id, version: 1, values: { name: 'x' } }, viewer))
        .statusCode,
    ).toBe(403);
    const other = { accessToken: admin };
    const renamed = await qry(
      { op: 'update', object: 'views', id: shared.id, version: shared.version, values: { name: 'Team A' } },
      other.accessToken,
    );
    expect(renamed.statusCode).toBe(200);
    expect((await qry({ op: 'get', object: 'views', id: mine.id }, other.accessToken)).statusCode).toBe(404);
    const badState = await qry(
      { op: 'create', object: 'views', values: { name: 'B', object: 'todo', state: { script: 1 } } },
      editor,
    );
    expect(badState.statusCode).toBe(400);
    expect(
      (await qry({ op: 'delete', object: 'views', ids: [mine.id, shared.id] }, editor)).json().count,
    ).toBe(2);
  });

  it('lists the domain users and an empty jobs table, read-only', async () => {
    const users = (
      await qry({
        op: 'select',
        object: 'users',
        orderby: { isActive: true, sorts: [{ field: 'username', dir: 'asc' }] },
      })
    ).json();
    expect(users.rows.map((u: { username: string }) => u.username)).toEqual(['admin', 'demo', 'viewer']);
    expect(users.rows[0]).not.toHaveProperty('password_hash');
    expect((await qry({ op: 'select', object: 'jobs' })).json()).toMatchObject({ rows: [], total: 0 });
    expect((await qry({ op: 'create', object: 'users', values: {} })).statusCode).toBe(405);
    expect((await qry({ op: 'schema', object: 'todo' }, viewer)).json()).toMatchObject({
      object: 'todo',
      key: 'id',
      ops: ['select', 'get', 'schema'],
      softDelete: true,
      versioned: true,
    });
  });

  it('lists users of the caller’s domain only: another domain’s member is absent and not found', async () => {
    const fields = ['username', 'role', 'status', 'lastSignIn', 'secondFactor'];
    const demo = (await qry({ op: 'select', object: 'users', fields })).json();
    expect(demo.rows.map((u: { username: string }) => u.username).sort()).toEqual([
      'admin',
      'demo',
      'viewer',
    ]);
    expect(demo.rows.find((u: { username: string }) => u.username === 'demo')).toMatchObject({
      role: 'editor',
      status: 'active',
      secondFactor: false,
    });
    expect(demo.rows.find((u: { username: string }) => u.username === 'admin').lastSignIn).toEqual(
      expect.any(String),
    );
    // The same root admin in the Sandbox domain sees its members only.
    const sandbox = (await qry({ op: 'select', object: 'users', fields }, sandboxAdmin)).json();
    const sandboxNames = sandbox.rows.map((u: { username: string }) => u.username);
    expect(sandboxNames).toContain('admin');
    expect(sandboxNames).not.toContain('viewer');
    const viewerId = demo.rows.find((u: { username: string }) => u.username === 'viewer').id;
    const notThere = await qry({ op: 'get', object: 'users', id: viewerId }, sandboxAdmin);
    expect([notThere.statusCode, notThere.json().error.code]).toEqual([404, 'not_found']);
    expect((await qry({ op: 'get', object: 'users', id: viewerId })).json().row.username).toBe('viewer');
    const searched = await qry({ op: 'select', object: 'users', search: 'viewer' }, sandboxAdmin);
    expect(searched.json()).toMatchObject({ rows: [], total: 0 });
    // Filters on the new fields work; the secret behind them is no field at all.
    const withFactor = await qry({
      op: 'select',
      object: 'users',
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'secondFactor', op: 'eq', value: true }] },
    });
    expect(withFactor.json()).toMatchObject({ rows: [], total: 0 });
    for (const bad of [
      { op: 'select', object: 'users', fields: ['totp_secret'] },
      { op: 'select', object: 'users', fields: ['password_hash'] },
    ])
      expect((await qry(bad)).json().error.code).toBe('unknown_field');
    const wrongType = await qry({
      op: 'select',
      object: 'users',
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'secondFactor', op: 'eq', value: 'yes' }] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await qry({ op: 'select', object: 'users' }, viewer)).statusCode).toBe(403);
  });

  it('lists the domain’s invites to its admins only, never another domain’s nor the token', async () => {
    const created = await post(
      t.app,
      '/api/admin/invites/create',
      { email: 'kind@example.com', role: 'editor', expiresInDays: 2 },
      admin,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().invite.id;
    const listed = (await qry({ op: 'select', object: 'invites', search: 'kind@example.com' })).json();
    expect(listed.rows).toMatchObject([
      { id, email: 'kind@example.com', role: 'editor', createdBy: 'admin', usedAt: null, revokedAt: null },
    ]);
    expect(Object.keys(listed.rows[0])).not.toContain('tokenHash');
    expect((await qry({ op: 'get', object: 'invites', id })).json().row.email).toBe('kind@example.com');
    // Sandbox (the same root admin, another domain) neither lists nor finds it.
    const sandbox = await qry({ op: 'select', object: 'invites', search: 'kind@example.com' }, sandboxAdmin);
    expect(sandbox.json()).toMatchObject({ rows: [], total: 0 });
    const other = await qry({ op: 'get', object: 'invites', id }, sandboxAdmin);
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'not_found']);
    // Editors and viewers have no invites; the list is read-only; bad fields and values are 400.
    expect((await qry({ op: 'select', object: 'invites' }, editor)).statusCode).toBe(403);
    expect((await qry({ op: 'select', object: 'invites' }, viewer)).statusCode).toBe(403);
    expect((await qry({ op: 'create', object: 'invites', values: { role: 'admin' } })).statusCode).toBe(405);
    expect((await qry({ op: 'select', object: 'invites', fields: ['token_hash'] })).json().error.code).toBe(
      'unknown_field',
    );
    const badDate = await qry({
      op: 'select',
      object: 'invites',
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'expiresAt', op: 'gt', value: 'soon' }] },
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('lists every domain and every account to root only, never to a domain admin', async () => {
    const domains = (
      await qry({ op: 'select', object: 'domains', fields: ['name', 'status', 'users'] })
    ).json();
    expect(domains.rows.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Demo', 'Sandbox']),
    );
    expect(domains.rows.find((d: { name: string }) => d.name === 'Demo')).toMatchObject({
      status: 'active',
      users: 3,
    });
    const accounts = await qry({
      op: 'select',
      object: 'accounts',
      search: 'viewer',
      fields: ['username', 'isRoot', 'memberships'],
    });
    expect(accounts.json().rows).toMatchObject([
      { username: 'viewer', isRoot: false, memberships: [{ name: 'Demo', role: 'viewer' }] },
    ]);
    // A domain admin who is not root: Alice, made admin of Sandbox through an invite.
    const invite = await post(
      t.app,
      '/api/admin/invites/create',
      { role: 'admin', expiresInDays: 1 },
      sandboxAdmin,
    );
    const token = new URL(invite.json().link).searchParams.get('invite');
    const alice = await post(t.app, '/api/register', {
      email: 'alice.kinds@example.com',
      username: 'alicekinds',
      password: 'alice-Passphrase-4-kinds',
      invite: token,
    });
    expect(alice.statusCode).toBe(200);
    const aliceToken = alice.json().accessToken;
    for (const object of ['domains', 'accounts']) {
      for (const op of [{ op: 'select' }, { op: 'schema' }, { op: 'get', id: domains.rows[0].id }]) {
        const refused = await qry({ object, ...op }, aliceToken);
        expect([object, op.op, refused.statusCode]).toEqual([object, op.op, 403]);
      }
      expect((await qry({ op: 'select', object }, editor)).statusCode).toBe(403);
    }
    // Her own users list stays her domain's: the root admin and herself, nobody from Demo.
    const hers = (await qry({ op: 'select', object: 'users', fields: ['username'] }, aliceToken)).json();
    expect(hers.rows.map((u: { username: string }) => u.username)).toContain('alicekinds');
    expect(hers.rows.map((u: { username: string }) => u.username)).not.toContain('viewer');
    // My domains: each caller's own memberships across domains, and nobody else's.
    const mine = (token: string) =>
      qry({ op: 'select', object: 'memberships', fields: ['id', 'name', 'role'] }, token).then((r) =>
        r.json(),
      );
    expect((await mine(aliceToken)).rows).toMatchObject([{ name: 'Sandbox', role: 'admin' }]);
    const editors = await mine(editor);
    expect(editors.total).toBe(2);
    expect(editors.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Demo', role: 'editor' }),
        expect.objectContaining({ name: 'Sandbox', role: 'viewer' }),
      ]),
    );
    const demoId = editors.rows.find((d: { name: string }) => d.name === 'Demo').id;
    expect((await qry({ op: 'get', object: 'memberships', id: demoId }, aliceToken)).statusCode).toBe(404);
    expect((await qry({ op: 'get', object: 'memberships', id: demoId }, editor)).json().row).toMatchObject({
      name: 'Demo',
    });
    // Read-only for everyone: no write on the subject for a member, no such op even for root.
    const leave = { op: 'delete', object: 'memberships', ids: [demoId] };
    expect((await qry(leave, editor)).statusCode).toBe(403);
    expect((await qry(leave)).statusCode).toBe(405);
    expect((await qry({ op: 'select', object: 'domains', fields: ['password'] })).json().error.code).toBe(
      'unknown_field',
    );
    expect((await qry({ op: 'create', object: 'domains', values: { name: 'X' } })).statusCode).toBe(405);
  });

  it('groups with aggregates and counts groups', async () => {
    for (const [title, tags] of [
      ['a', ['low']],
      ['b', ['low']],
      ['c', ['high']],
    ] as const)
      await qry(
        { op: 'create', object: 'todo', values: { title, tags: [...tags], isImportant: title !== 'c' } },
        editor,
      );
    const grouped = await qry(
      {
        op: 'select',
        object: 'todo',
        groupby: {
          isActive: true,
          groups: [{ field: 'isImportant' }],
          aggregates: [{ operand: 'count' }, { field: 'title', operand: 'countd' }],
        },
        orderby: { isActive: true, sorts: [{ field: 'count', dir: 'desc' }] },
      },
      editor,
    );
    expect(grouped.json()).toMatchObject({
      total: 2,
      columns: [
        { name: 'isImportant', type: 'boolean' },
        { name: 'count', type: 'integer' },
        { name: 'countd_title', type: 'integer' },
      ],
      rows: [
        { isImportant: true, count: 2, countd_title: 2 },
        { isImportant: false, count: 1, countd_title: 1 },
      ],
    });
    const tagged = await qry(
      {
        op: 'select',
        object: 'todo',
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'tags', op: 'contains', value: 'low' }] },
      },
      editor,
    );
    expect(tagged.json().total).toBe(2);
  });

  it.each([
    [{ op: 'select', object: 'nope' }, 400, 'unknown_object', 'object'],
    [{ op: 'select', object: 'todo', fields: ['title', 'password'] }, 400, 'unknown_field', 'fields[1]'],
    [{ op: 'select', object: 'todo', limit: qryLimits.maxLimit + 1 }, 400, 'limit_too_high', 'limit'],
    [
      {
        op: 'select',
        object: 'todo',
        orderby: { isActive: true, sorts: [{ field: 'title; drop table users', dir: 'asc' }] },
      },
      400,
      'unknown_field',
      'orderby.sorts[0].field',
    ],
    [
      {
        op: 'select',
        object: 'todo',
        filter: {
          operator: { sid: 'and' },
          childnodes: [
            {
              operator: { sid: 'or' },
              conditions: [
                { field: 'title', op: 'eq', value: 'a' },
                { field: 'title', op: 'eq', value: 'b' },
                { field: 'isImportant', op: 'gt', value: true },
              ],
            },
          ],
        },
      },
      400,
      'invalid_operator',
      'filter.childnodes[0].conditions[2].op',
    ],
    [
      {
        op: 'select',
        object: 'todo',
        filter: {
          operator: { sid: 'and' },
          conditions: [{ field: 'dueDate', op: 'eq', value: "'; drop table users; --" }],
        },
      },
      400,
      'invalid_value',
      'filter.conditions[0].value',
    ],
    [
      {
        op: 'select',
        object: 'todo',
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'title', op: 'drop', value: 1 }] },
      },
      400,
      'invalid_operator',
      'filter.conditions[0].op',
    ],
    [
      {
        op: 'select',
        object: 'todo',
        filter: { operator: { sid: 'and' }, conditions: [{ field: 'title', op: 'eq', value: { $ne: 1 } }] },
      },
      400,
      'invalid_value',
      'filter.conditions[0].value',
    ],
    [{ op: 'select', object: 'todo', extra: 1 }, 400, 'invalid_query', 'extra'],
    [{ op: 'explode', object: 'todo' }, 400, 'invalid_query', 'op'],
    [{ op: 'get', object: 'todo', id: 'not-a-uuid' }, 404, 'not_found', undefined],
    [{ op: 'delete', object: 'todo', ids: ['x'] }, 400, 'invalid_value', 'ids[0]'],
  ])('refuses bad input %#: %j', async (body, status, code, path) => {
    const response = await qry(body, editor);
    expect([response.statusCode, response.json().error.code, response.json().error.details?.path]).toEqual([
      status,
      code,
      path,
    ]);
  });

  it('refuses a tree deeper than 16 and more than 500 conditions, naming the place', async () => {
    let deep: Record<string, unknown> = { operator: { sid: 'and' } };
    for (let i = 0; i < 20; i++) deep = { operator: { sid: 'and' }, childnodes: [deep] };
    const tooDeep = await qry({ op: 'select', object: 'todo', filter: deep });
    expect(tooDeep.json().error).toMatchObject({ code: 'filter_too_deep' });
    expect(tooDeep.json().error.details.path).toMatch(/^filter(\.childnodes\[0\]){16}$/);
    const conditions = Array.from({ length: 501 }, () => ({ field: 'title', op: 'eq', value: 'x' }));
    const tooMany = await qry({
      op: 'select',
      object: 'todo',
      filter: { operator: { sid: 'and' }, conditions },
    });
    expect(tooMany.json().error).toMatchObject({
      code: 'too_many_conditions',
      details: { path: 'filter.conditions' },
    });
  });

  it('selects from a warehouse table through the engine, in the domain’s own database only', async () => {
    const tables = await qry({
      op: 'select',
      object: 'tables',
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'name', op: 'eq', value: 'sales' }] },
    });
    const salesObject = `table:${tables.json().rows[0].id}`;
    const sales = await qry({
      op: 'select',
      object: salesObject,
      filter: {
        operator: { sid: 'and' },
        conditions: [
          { field: 'region', op: 'eq', value: 'North' },
          { field: 'scenario', op: 'in', value: ['Actual', 'Budget'] },
          { field: 'quantity', op: 'between', value: [40, 60] },
        ],
      },
      groupby: {
        isActive: true,
        groups: [{ field: 'scenario' }],
        aggregates: [{ field: 'amount', operand: 'sum' }, { operand: 'count' }],
      },
      orderby: { isActive: true, sorts: [{ field: 'scenario', dir: 'asc' }] },
    });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().total).toBe(2);
    expect(sales.json().rows.map((r: { scenario: string }) => r.scenario)).toEqual(['Actual', 'Budget']);
    expect(typeof sales.json().rows[0].sum_amount).toBe('number');
    // The page and its count come from one scan; the count is not a column of the answer.
    expect(Object.keys(sales.json().rows[0])).toEqual(['scenario', 'sum_amount', 'count']);
    const pastTheGroups = await qry({
      op: 'select',
      object: salesObject,
      offset: 5,
      groupby: { isActive: true, groups: [{ field: 'scenario' }], aggregates: [] },
    });
    expect(pastTheGroups.json()).toMatchObject({ total: 3, rows: [] });
    const window = {
      op: 'select',
      object: salesObject,
      limit: 5,
      offset: 10,
      orderby: { isActive: true, sorts: [{ field: 'amount', dir: 'desc' }] },
    };
    const page = await qry(window);
    expect(page.json()).toMatchObject({ total: 2880 });
    expect(page.json().rows).toHaveLength(5);
    // A grid's later windows skip the count: the same rows, no total.
    const uncounted = await qry({ ...window, total: false });
    expect(uncounted.statusCode).toBe(200);
    expect(uncounted.json()).not.toHaveProperty('total');
    expect(uncounted.json().rows).toEqual(page.json().rows);
    const badTotal = await qry({ op: 'select', object: salesObject, total: 'no' });
    expect(badTotal.statusCode).toBe(400);
    expect(badTotal.json().error).toMatchObject({ code: 'invalid_query', details: { path: 'total' } });
    // Another domain's table, like a malformed or unknown id, is not found (DESIGN §6).
    const foreign = await qry({ op: 'select', object: salesObject }, sandboxAdmin);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'not_found']);
    for (const object of ['table:sales', 'table:sales"; drop', `${salesObject}"`])
      expect((await qry({ op: 'select', object })).statusCode).toBe(404);
    expect(
      (await qry({ op: 'select', object: salesObject.replace('table:', 'nope:') })).json().error.code,
    ).toBe('unknown_object');
    // The demo table has no key: its rows are read (and exported) only.
    expect((await qry({ op: 'delete', object: salesObject, ids: [1] })).statusCode).toBe(405);
  });
});
