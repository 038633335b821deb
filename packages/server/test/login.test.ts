import { randomUUID } from 'node:crypto';
import { hash, parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

/** Everything a failed sign-in must leave untouched. */
async function authState(t: TestApp) {
  const users = await t.app.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'token_version', 'status', 'updated_at'])
    .orderBy('id')
    .execute();
  const families = await t.app.db.selectFrom('refresh_families').selectAll().orderBy('id').execute();
  const tokens = await t.app.db.selectFrom('refresh_tokens').selectAll().orderBy('token_hash').execute();
  return { users, families, tokens };
}

describe.each(storeKinds)('sign-in on %s', (kind: StoreKind) => {
  let t: TestApp;
  let demoDomainId: string;
  const viewerPassword = 'viewer-password-123';
  beforeAll(async () => {
    t = await startApp(kind);
    const domain = await t.app.db
      .selectFrom('domains')
      .select('id')
      .where('name', '=', 'Demo')
      .executeTakeFirstOrThrow();
    demoDomainId = domain.id;
    // A second member to block, so the seeded accounts stay usable.
    const id = randomUUID();
    await t.app.db
      .insertInto('users')
      .values({
        id,
        username: 'Viewer.One',
        email: 'viewer@example.com',
        full_name: 'Viewer One',
        locale: 'de',
        status: 'active',
        password_hash: await hashPassword(viewerPassword),
      })
      .execute();
    await t.app.db
      .insertInto('memberships')
      .values({ user_id: id, domain_id: demoDomainId, role: 'viewer' })
      .execute();
  });
  afterAll(() => t?.close());

  it('signs in by username, case-insensitively, and answers the session', async () => {
    const response = await post(t.app, '/api/login', {
      login: 'ADMIN',
      password: t.credentials.adminPassword,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Buffer.from(body.refreshToken, 'base64url')).toHaveLength(32);
    expect(body.session).toMatchObject({
      domain: { id: demoDomainId, name: 'Demo' },
      user: { username: 'admin', email: 'admin@cubus.local', locale: 'en' },
      role: 'root',
      domains: [
        { id: demoDomainId, name: 'Demo', role: 'root' },
        { id: expect.any(String), name: 'Sandbox', role: 'root' },
      ],
      rules: [
        { action: 'read', subject: 'Auth' },
        { action: 'manage', subject: 'all' },
      ],
    });
  });

  it('signs in by email, with the role of the membership', async () => {
    const { session } = await t.signIn('Viewer@Example.com', viewerPassword);
    expect(session).toMatchObject({
      role: 'viewer',
      user: { username: 'Viewer.One', fullName: 'Viewer One', locale: 'de' },
    });
    const { session: demo } = await t.signIn('demo', t.credentials.demoPassword);
    expect(demo.role).toBe('editor');
  });

  it('writes sign-ins and failed sign-ins to the activity log', async () => {
    await post(t.app, '/api/login', { login: 'admin', password: 'wrong-password' });
    const actions = await t.app.db.selectFrom('activity_log').select(['action', 'actor']).execute();
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'login', actor: 'admin' },
        { action: 'login_failed', actor: 'admin' },
      ]),
    );
  });

  it('stores argon2id hashes with m ≥ 19 MiB, t ≥ 2, p = 1', async () => {
    const users = await t.app.db.selectFrom('users').select('password_hash').execute();
    for (const { password_hash } of users) {
      expect(password_hash.startsWith('$argon2id$')).toBe(true);
      const options = parseOptions(password_hash);
      expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
      expect(options.timeCost).toBeGreaterThanOrEqual(2);
      expect(options.parallelism).toBe(1);
    }
  });

  it('rehashes a weaker hash at sign-in', async () => {
    const weak = await hash(viewerPassword, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.app.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('email', '=', 'viewer@example.com')
      .execute();
    await t.signIn('viewer.one', viewerPassword);
    const { password_hash } = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'viewer@example.com')
      .executeTakeFirstOrThrow();
    expect(password_hash).not.toBe(weak);
    expect(parseOptions(password_hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('refuses a wrong password, an unknown user and a blocked user alike, changing nothing', async () => {
    await t.app.db
      .updateTable('users')
      .set({ status: 'blocked' })
      .where('email', '=', 'viewer@example.com')
      .execute();
    t.app.auth.identities.evict();
    const before = await authState(t);
    const attempts = [
      { login: 'admin', password: 'not-the-password' },
      { login: 'nobody@example.com', password: 'whatever-password' },
      { login: 'viewer@example.com', password: viewerPassword },
    ];
    const answers = [];
    for (const attempt of attempts) {
      const response = await post(t.app, '/api/login', attempt);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body.error.code).toBe('invalid_credentials');
    expect(await authState(t)).toEqual(before);
  });

  it('refuses sign-in into a suspended domain', async () => {
    await t.app.db
      .updateTable('domains')
      .set({ status: 'suspended' })
      .where('id', '=', demoDomainId)
      .execute();
    t.app.auth.identities.evict();
    // The seeded viewer belongs to Demo only.
    const response = await post(t.app, '/api/login', {
      login: 'viewer',
      password: t.credentials.viewerPassword,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
    await t.app.db.updateTable('domains').set({ status: 'active' }).where('id', '=', demoDomainId).execute();
    t.app.auth.identities.evict();
  });
});
