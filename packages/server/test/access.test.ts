import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

type Caller = 'anonymous' | 'viewer' | 'editor' | 'admin' | 'root';
const everyone: Caller[] = ['anonymous', 'viewer', 'editor', 'admin', 'root'];
const signedIn: Caller[] = ['viewer', 'editor', 'admin', 'root'];
const admins: Caller[] = ['admin', 'root'];
const builders: Caller[] = ['editor', 'admin', 'root'];

/** Who may call each route; a route missing here fails the test, so every new route needs a rule. */
const allowed: Record<string, Caller[]> = {
  '/api/login': everyone,
  '/api/register': everyone,
  '/api/register-options': everyone,
  '/api/forgot': everyone,
  '/api/forgot-set-new': everyone,
  '/api/second-factor': everyone,
  '/jwt/refresh-token': everyone,
  '/api/whoami': signedIn,
  '/api/logout': signedIn,
  '/api/switch-domain': signedIn,
  '/api/changepassword': signedIn,
  '/api/account/profile': signedIn,
  '/api/account/update-profile': signedIn,
  '/api/account/second-factor/setup': signedIn,
  '/api/account/second-factor/enable': signedIn,
  '/api/account/second-factor/disable': signedIn,
  '/api/account/second-factor/recovery-codes': signedIn,
  '/api/admin/users/set-role': admins,
  '/api/admin/users/block': admins,
  '/api/admin/users/reset-second-factor': admins,
  '/api/admin/users/remove': admins,
  '/api/admin/invites/create': admins,
  '/api/admin/invites/revoke': admins,
  '/api/admin/domain': admins,
  '/api/admin/domain/update': admins,
  '/api/acl/matrix': admins,
  '/api/acl/grant': admins,
  '/api/root/domains/create': ['root'],
  '/api/root/domains/rename': ['root'],
  '/api/root/domains/suspend': ['root'],
  '/api/root/domains/delete': ['root'],
  '/api/root/status': ['root'],
  // The cubus command's, open to the operator token alone: 401 to every user's token.
  '/api/operator/reset-password': [],
  // Signed-in callers; each op's permission on the object is checked inside (test/qry.test.ts).
  '/api/qry': signedIn,
  '/api/download': signedIn,
  '/api/upload': builders,
  '/api/uploadchunk': builders,
  '/api/datasources/test': builders,
  '/api/datasources/browse': builders,
  '/api/datasources/preview': builders,
  '/api/tables/clear': builders,
  '/api/imports/preview': builders,
  '/api/mounts/refresh': builders,
  '/api/dashboard': signedIn,
  '/api/dashboard/tiles/pin': signedIn,
  '/api/dashboard/tiles/chart': signedIn,
  '/api/dashboard/tiles/save': signedIn,
  '/api/dashboard/tiles/reset': signedIn,
  '/api/dashboard/tiles/save-default': admins,
  '/api/mounts/materialise': builders,
  '/api/jobs/cancel': builders,
  '/api/refs/tree': signedIn,
  '/api/refs/move': builders,
  '/api/refs/import': builders,
  '/api/refs/generate': builders,
  '/api/cubes/pivot': signedIn,
  '/api/cubes/layout': signedIn,
  '/api/cubes/save-layout': signedIn,
  '/api/cubes/changes': signedIn,
  '/api/cubes/write': builders,
  '/api/cubes/write-cells': builders,
  '/api/cubes/structure': builders,
  '/api/cubes/undo': builders,
  '/api/cubes/copy-scenario': builders,
  '/api/cubes/copy-scenario-preview': builders,
  '/api/cubes/suggest': builders,
  '/api/cubes/generate': builders,
  '/api/events/ticket': signedIn,
};

/** Every POST route of the app, read from its own route tree. */
function postRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const full = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = full;
    if (match[3]?.includes('POST')) routes.push(full);
  }
  return routes;
}

async function inviteAndRegister(t: TestApp, token: string, role: string, name: string) {
  const created = await post(t.app, '/api/admin/invites/create', { role, expiresInDays: 1 }, token);
  const invite = new URL(created.json().link).searchParams.get('invite');
  const response = await post(t.app, '/api/register', {
    email: `${name}@example.com`,
    username: name,
    password: `${name} sturdy passphrase`,
    invite,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe.each(storeKinds)('access control on %s', (kind: StoreKind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let root: { accessToken: string; session: { domain: { id: string } } };
  let alice: { accessToken: string; session: { user: { id: string }; domain: { id: string } } };

  beforeAll(async () => {
    t = await startApp(kind);
    root = await t.signIn('admin', t.credentials.adminPassword);
    alice = await inviteAndRegister(t, root.accessToken, 'admin', 'alice');
  });
  afterAll(() => t?.close());

  it('calls every route as each role: allowed, else 401 or 403', async () => {
    const routes = postRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !allowed[route])).toEqual([]);
    const sessions: Record<Caller, string | undefined> = {
      anonymous: undefined,
      viewer: (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken,
      editor: (await t.signIn('demo', t.credentials.demoPassword)).accessToken,
      admin: (await t.signIn('alice', 'alice sturdy passphrase')).accessToken,
      root: (await t.signIn('admin', t.credentials.adminPassword)).accessToken,
    };
    // Logout ends the caller's sessions, so it goes last.
    const ordered = [...routes.filter((r) => r !== '/api/logout'), '/api/logout'];
    const seen: string[] = [];
    for (const caller of everyone) {
      for (const route of ordered) {
        const response = await post(t.app, route, {}, sessions[caller]);
        const status = response.statusCode;
        const may = allowed[route]?.includes(caller);
        const expected = may
          ? 'allowed'
          : caller === 'anonymous' || route.startsWith('/api/operator/')
            ? 401
            : 403;
        const got = status === 401 || status === 403 ? status : 'allowed';
        if (got !== expected) seen.push(`${caller} ${route}: ${status} ${response.body}`);
        if (status >= 500) seen.push(`${caller} ${route}: ${status} ${response.body}`);
      }
    }
    expect(seen).toEqual([]);
    // Logout ended every session of these users: sign root in again for the tests below.
    root = await t.signIn('admin', t.credentials.adminPassword);
  });

  it('keeps an admin inside its own domain: another domain’s ids are 404, nothing there changes', async () => {
    const b = (await post(t.app, '/api/root/domains/create', { name: 'Bravo' }, root.accessToken)).json();
    const inB = (await post(t.app, '/api/switch-domain', { domainId: b.id }, root.accessToken)).json();
    const bob = await inviteAndRegister(t, inB.accessToken, 'admin', 'bob');
    const pending = (
      await post(t.app, '/api/admin/invites/create', { role: 'viewer', expiresInDays: 1 }, inB.accessToken)
    ).json();
    tokens.alice = (await t.signIn('alice', 'alice sturdy passphrase')).accessToken;
    const userId = bob.session.user.id;
    const attempts: [string, Record<string, unknown>, number][] = [
      ['/api/admin/users/set-role', { userId, role: 'viewer' }, 404],
      ['/api/admin/users/block', { userId, blocked: true }, 404],
      ['/api/admin/users/reset-second-factor', { userId }, 404],
      ['/api/admin/users/remove', { userId }, 404],
      ['/api/admin/invites/revoke', { inviteId: pending.invite.id }, 404],
      ['/api/switch-domain', { domainId: b.id }, 404],
      ['/api/root/domains/rename', { domainId: b.id, name: 'Mine' }, 403],
      ['/api/root/domains/suspend', { domainId: b.id, suspended: true }, 403],
      ['/api/root/domains/delete', { domainId: b.id, confirmName: 'Bravo' }, 403],
      ['/api/qry', { op: 'select', object: 'accounts' }, 403],
      ['/api/qry', { op: 'select', object: 'domains' }, 403],
    ];
    for (const [route, body, status] of attempts) {
      expect([route, (await post(t.app, route, body, tokens.alice)).statusCode]).toEqual([route, status]);
    }
    const listed = (await post(t.app, '/api/qry', { op: 'select', object: 'users' }, tokens.alice)).json()
      .rows;
    expect(listed.map((u: { username: string }) => u.username)).not.toContain('bob');
    const bobRow = await t.app.db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(bobRow).toMatchObject([{ domain_id: b.id, role: 'admin', status: 'active' }]);
    const invite = await t.app.db
      .selectFrom('invites')
      .selectAll()
      .where('id', '=', pending.invite.id)
      .executeTakeFirstOrThrow();
    expect(invite.revoked_at).toBeNull();
    expect((await post(t.app, '/api/whoami', {}, bob.accessToken)).statusCode).toBe(200);
    tokens.bob = bob.accessToken;
    tokens.bobRefresh = bob.refreshToken;
    tokens.rootInB = inB.accessToken;
    tokens.bravo = b.id;
  });

  it('refuses escalation: self changes, root users, viewers granting, admins inviting as root', async () => {
    const viewer = await t.signIn('viewer', t.credentials.viewerPassword);
    const rootId = (await post(t.app, '/api/whoami', {}, root.accessToken)).json().session.user.id;
    const cases: [string, Record<string, unknown>, string, number][] = [
      [
        '/api/admin/users/set-role',
        { userId: alice.session.user.id, role: 'viewer' },
        tokens.alice ?? '',
        403,
      ],
      ['/api/admin/users/block', { userId: alice.session.user.id, blocked: true }, tokens.alice ?? '', 403],
      ['/api/admin/users/remove', { userId: alice.session.user.id }, tokens.alice ?? '', 403],
      ['/api/admin/users/set-role', { userId: rootId, role: 'viewer' }, tokens.alice ?? '', 403],
      ['/api/admin/users/set-role', { userId: alice.session.user.id, role: 'root' }, tokens.alice ?? '', 400],
      ['/api/acl/grant', { role: 'viewer', kind: 'cubes', actions: ['create'] }, viewer.accessToken, 403],
      ['/api/admin/invites/create', { role: 'admin', expiresInDays: 1 }, viewer.accessToken, 403],
      ['/api/root/domains/create', { name: 'Alice Land' }, tokens.alice ?? '', 403],
    ];
    for (const [route, body, token, status] of cases) {
      expect([route, (await post(t.app, route, body, token)).statusCode]).toEqual([route, status]);
    }
    expect(
      (
        await post(
          t.app,
          '/api/admin/users/set-role',
          {
            userId: tokens.bob && (await post(t.app, '/api/whoami', {}, tokens.bob)).json().session.user.id,
            role: 'editor',
          },
          tokens.rootInB,
        )
      ).json().error.code,
    ).toBe('last_admin');
  });

  it('grants a role extra actions per kind: in the session rules and enforced at once', async () => {
    const bad = await post(
      t.app,
      '/api/acl/grant',
      { role: 'viewer', kind: 'users', actions: ['create'] },
      tokens.alice,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await post(
          t.app,
          '/api/acl/grant',
          { role: 'viewer', kind: 'todo', actions: ['manage'] },
          tokens.alice,
        )
      ).statusCode,
    ).toBe(400);
    const granted = await post(
      t.app,
      '/api/acl/grant',
      { role: 'viewer', kind: 'todo', actions: ['create', 'update'] },
      tokens.alice,
    );
    expect(granted.statusCode).toBe(200);
    expect(granted.json().cells).toContainEqual({
      role: 'viewer',
      kind: 'todo',
      action: 'create',
      source: 'grant',
    });
    expect(granted.json().cells).toContainEqual({
      role: 'viewer',
      kind: 'todo',
      action: 'read',
      source: 'role',
    });
    const viewer = await t.signIn('viewer', t.credentials.viewerPassword);
    expect(viewer.session.rules).toContainEqual({ action: ['create', 'update'], subject: 'todo' });
    const context = await t.app.auth.authenticate(viewer.accessToken);
    expect(context.ability.can('create', 'todo')).toBe(true);
    expect(context.ability.can('delete', 'todo')).toBe(false);
    const log = await t.app.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'acl_grant')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('blocks and unblocks in the domain, ending the user’s sessions there', async () => {
    const viewer = await t.signIn('viewer', t.credentials.viewerPassword);
    const viewerId = viewer.session.user.id;
    expect(
      (await post(t.app, '/api/admin/users/block', { userId: viewerId, blocked: true }, tokens.alice))
        .statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/whoami', {}, viewer.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/jwt/refresh-token', { refreshToken: viewer.refreshToken })).statusCode).toBe(
      401,
    );
    expect(
      (await post(t.app, '/api/login', { login: 'viewer', password: t.credentials.viewerPassword }))
        .statusCode,
    ).toBe(401);
    const rows = (
      await post(t.app, '/api/qry', { op: 'select', object: 'users', search: 'VIEW' }, tokens.alice)
    ).json().rows;
    expect(rows).toMatchObject([{ username: 'viewer', status: 'blocked', role: 'viewer' }]);
    await post(t.app, '/api/admin/users/block', { userId: viewerId, blocked: false }, tokens.alice);
    await t.signIn('viewer', t.credentials.viewerPassword);
  });

  it('removes a user from this domain only; they keep their other domains', async () => {
    const demo = await t.signIn('demo', t.credentials.demoPassword);
    const response = await post(
      t.app,
      '/api/admin/users/remove',
      { userId: demo.session.user.id },
      tokens.alice,
    );
    expect(response.statusCode).toBe(200);
    expect((await post(t.app, '/api/whoami', {}, demo.accessToken)).statusCode).toBe(401);
    expect((await t.signIn('demo', t.credentials.demoPassword)).session.domain.name).toBe('Sandbox');
    const actions = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('domain_id', '=', alice.session.domain.id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user_block', 'user_unblock', 'user_remove', 'invite_create']),
    );
  });

  it('lets root suspend a domain (no sign-in, refresh or call into it), rename and delete it', async () => {
    const suspended = await post(
      t.app,
      '/api/root/domains/suspend',
      { domainId: tokens.bravo, suspended: true },
      root.accessToken,
    );
    expect(suspended.json()).toMatchObject({ status: 'suspended', users: 1 });
    expect(
      (await post(t.app, '/api/login', { login: 'bob', password: 'bob sturdy passphrase' })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/api/whoami', {}, tokens.bob)).statusCode).toBe(401);
    expect((await post(t.app, '/jwt/refresh-token', { refreshToken: tokens.bobRefresh })).statusCode).toBe(
      401,
    );
    const rootSession = (await post(t.app, '/api/whoami', {}, root.accessToken)).json().session;
    expect(rootSession.domains.map((d: { name: string }) => d.name)).not.toContain('Bravo');
    await post(
      t.app,
      '/api/root/domains/suspend',
      { domainId: tokens.bravo, suspended: false },
      root.accessToken,
    );
    await t.signIn('bob', 'bob sturdy passphrase');
    const taken = await post(
      t.app,
      '/api/root/domains/rename',
      { domainId: tokens.bravo, name: 'demo' },
      root.accessToken,
    );
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'conflict']);
    const renamed = await post(
      t.app,
      '/api/root/domains/rename',
      { domainId: tokens.bravo, name: 'Bravo 2' },
      root.accessToken,
    );
    expect(renamed.json().name).toBe('Bravo 2');
    const users = (
      await post(t.app, '/api/qry', { op: 'select', object: 'accounts', search: 'bob' }, root.accessToken)
    ).json().rows;
    expect(users.find((u: { username: string }) => u.username === 'bob').memberships).toEqual([
      { id: tokens.bravo, name: 'Bravo 2', role: 'admin' },
    ]);

    await t.app.warehouse.execute(tokens.bravo ?? '', 'create table t (a int)');
    const filesOfBravo = await t.app.files.domainDir(tokens.bravo ?? '');
    const wrong = await post(
      t.app,
      '/api/root/domains/delete',
      { domainId: tokens.bravo, confirmName: 'Bravo' },
      root.accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    const deleted = await post(
      t.app,
      '/api/root/domains/delete',
      { domainId: tokens.bravo, confirmName: 'Bravo 2' },
      root.accessToken,
    );
    expect(deleted.statusCode).toBe(200);
    const list = (
      await post(
        t.app,
        '/api/qry',
        {
          op: 'select',
          object: 'domains',
          orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
        },
        root.accessToken,
      )
    ).json().rows;
    expect(list.map((d: { name: string }) => d.name)).toEqual(['Demo', 'Sandbox']);
    const { readdir } = await import('node:fs/promises');
    const files = await readdir(`${t.config.dataDir}/warehouse`);
    expect(files.some((f) => f.startsWith(tokens.bravo ?? '-'))).toBe(false);
    // Its uploads folder went with it.
    expect(existsSync(filesOfBravo)).toBe(false);
    expect(
      (await post(t.app, '/api/login', { login: 'bob', password: 'bob sturdy passphrase' })).statusCode,
    ).toBe(401);
  });

  it('lets the admin read and update the domain settings', async () => {
    const settings = (await post(t.app, '/api/admin/domain', {}, tokens.alice)).json();
    expect(settings).toMatchObject({ name: 'Demo', status: 'active', defaultLocale: 'en' });
    const updated = await post(t.app, '/api/admin/domain/update', { defaultLocale: 'fr' }, tokens.alice);
    expect(updated.json().defaultLocale).toBe('fr');
  });
});
