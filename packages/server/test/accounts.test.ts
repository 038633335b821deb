import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordCount } from '../src/auth/password-policy';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

const strong = 'a sturdy passphrase 42';

/** Waits for the n-th .eml in the outbox (reset mail is sent after the answer). */
async function outboxMail(t: TestApp, count: number): Promise<string> {
  const dir = path.join(t.config.dataDir, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    const file = files[count - 1];
    // Quoted-printable: soft line breaks and '=' as =3D.
    if (file)
      return (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail in the outbox');
}

const tokenIn = (mail: string) => mail.match(/forgot-password-set-new\?token=([\w-]+)/)?.[1] ?? '';

describe.each(storeKinds)('accounts on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: { accessToken: string; session: { domain: { id: string } } };

  beforeAll(async () => {
    t = await startApp(kind, { PUBLIC_URL: 'https://cubus.example.com' });
    admin = await t.signIn('admin', t.credentials.adminPassword);
  });
  afterAll(() => t?.close());

  const userRow = (email: string) =>
    t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('refuses registration without an invite in invite mode, and tells the page the mode', async () => {
    expect((await post(t.app, '/api/register-options', {})).json()).toEqual({ mode: 'invite' });
    const response = await post(t.app, '/api/register', {
      email: 'x@example.com',
      username: 'xuser',
      password: strong,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_invite');
    expect(await userRow('x@example.com')).toBeUndefined();
  });

  it('registers through an invite into its domain with its role, once', async () => {
    const created = await post(
      t.app,
      '/api/admin/invites/create',
      { email: 'ann@example.com', role: 'editor', expiresInDays: 7 },
      admin.accessToken,
    );
    expect(created.statusCode).toBe(200);
    const { link, invite } = created.json();
    expect(link).toMatch(/^https:\/\/cubus\.example\.com\/register\?invite=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('invite') ?? '';
    const stored = await t.app.db
      .selectFrom('invites')
      .select('token_hash')
      .where('id', '=', invite.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const options = (await post(t.app, '/api/register-options', { invite: token })).json();
    expect(options).toMatchObject({
      mode: 'invite',
      invite: { domain: 'Demo', role: 'editor', email: 'ann@example.com' },
    });

    const otherEmail = await post(t.app, '/api/register', {
      email: 'bob@example.com',
      username: 'bob',
      password: strong,
      invite: token,
    });
    expect(otherEmail.json().error.code).toBe('invalid_invite');

    const response = await post(t.app, '/api/register', {
      email: 'Ann@Example.com',
      username: 'ann',
      password: strong,
      fullName: 'Ann Lee',
      invite: token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({
      role: 'editor',
      domain: { name: 'Demo' },
      user: { fullName: 'Ann Lee' },
    });

    const again = await post(t.app, '/api/register', {
      email: 'ann2@example.com',
      username: 'ann2',
      password: strong,
      invite: token,
    });
    expect(again.json().error.code).toBe('invalid_invite');
    expect((await post(t.app, '/api/register-options', { invite: token })).json().error.code).toBe(
      'invalid_invite',
    );
    expect(await userRow('ann2@example.com')).toBeUndefined();
    // The Ribbon names the invited address, never the invite's id.
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'object'])
      .where((eb) =>
        eb.or([
          eb('object', '=', 'ann@example.com'),
          eb.and([eb('action', '=', 'invite_use'), eb('actor', '=', 'ann')]),
        ]),
      )
      .execute();
    expect(log.map((row) => row.action).sort()).toEqual(['invite_create', 'invite_use']);
    expect(log.some((row) => row.object === invite.id)).toBe(false);
  });

  it('refuses expired, revoked and tampered invites', async () => {
    const make = async () => {
      const body = (
        await post(
          t.app,
          '/api/admin/invites/create',
          { role: 'viewer', expiresInDays: 1 },
          admin.accessToken,
        )
      ).json();
      return { id: body.invite.id as string, token: new URL(body.link).searchParams.get('invite') ?? '' };
    };
    const revoked = await make();
    expect(
      (await post(t.app, '/api/admin/invites/revoke', { inviteId: revoked.id }, admin.accessToken))
        .statusCode,
    ).toBe(200);
    const tampered = await make();
    const expired = await make();
    await t.app.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    for (const token of [revoked.token, `${tampered.token.slice(0, -2)}xx`, expired.token]) {
      const response = await post(t.app, '/api/register', {
        email: 'eve@example.com',
        username: 'eve',
        password: strong,
        invite: token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_invite');
    }
    expect(await userRow('eve@example.com')).toBeUndefined();
  });

  it('answers taken email and username, missing fields and weak passwords with their codes', async () => {
    const invite = async () => {
      const body = (
        await post(
          t.app,
          '/api/admin/invites/create',
          { role: 'viewer', expiresInDays: 1 },
          admin.accessToken,
        )
      ).json();
      return new URL(body.link).searchParams.get('invite') ?? '';
    };
    const token = await invite();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'demo@cubus.local', username: 'newone', password: strong }, 409, 'email_taken'],
      [{ email: 'new@example.com', username: 'DEMO', password: strong }, 409, 'username_taken'],
      [{ email: 'new@example.com', password: strong }, 400, 'validation_failed'],
      [{ email: 'new@example.com', username: 'newone', password: 'short' }, 400, 'validation_failed'],
      [{ email: 'new@example.com', username: 'newone', password: 'password123' }, 400, 'weak_password'],
      [{ email: 'new@example.com', username: 'newone12345', password: 'NEWONE12345' }, 400, 'weak_password'],
      [{ email: 'newperson1@example.com', username: 'newone', password: 'newperson1' }, 400, 'weak_password'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(t.app, '/api/register', { ...body, invite: token });
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    expect(await userRow('new@example.com')).toBeUndefined();
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('mails a reset link to the outbox, the same answer for unknown addresses', async () => {
    const unknown = await post(t.app, '/api/forgot', { email: 'nobody@example.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, {}]);
    const known = await post(t.app, '/api/forgot', { email: 'ann@example.com' });
    expect([known.statusCode, known.json()]).toEqual([200, {}]);
    const mail = await outboxMail(t, 1);
    expect(mail).toContain('To: ann@example.com');
    expect(mail).toContain('https://cubus.example.com/forgot-password-set-new?token=');
    const token = tokenIn(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('resets the password once, revoking every session; bad tokens change nothing', async () => {
    const session = await t.signIn('ann', strong);
    await post(t.app, '/api/forgot', { email: 'ann@example.com' });
    const token = tokenIn(await outboxMail(t, 2));
    const before = await userRow('ann@example.com');

    const tampered = await post(t.app, '/api/forgot-set-new', {
      token: `${token.slice(0, -2)}zz`,
      password: 'another sturdy one 7',
    });
    expect([tampered.statusCode, tampered.json().error.code]).toEqual([400, 'invalid_token']);
    const weak = await post(t.app, '/api/forgot-set-new', { token, password: 'ann@example.com' });
    expect(weak.json().error.code).toBe('weak_password');
    expect(await userRow('ann@example.com')).toEqual(before);

    const done = await post(t.app, '/api/forgot-set-new', { token, password: 'another sturdy one 7' });
    expect([done.statusCode, done.json()]).toEqual([200, {}]);
    const reused = await post(t.app, '/api/forgot-set-new', { token, password: 'yet another sturdy 8' });
    expect(reused.json().error.code).toBe('invalid_token');
    expect((await post(t.app, '/api/whoami', {}, session.accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    await t.signIn('ann', 'another sturdy one 7');
    const log = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'password_reset')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses an expired reset link and voids older links when a newer one is asked for', async () => {
    await post(t.app, '/api/forgot', { email: 'ann@example.com' });
    const older = tokenIn(await outboxMail(t, 3));
    await post(t.app, '/api/forgot', { email: 'ann@example.com' });
    const newer = tokenIn(await outboxMail(t, 4));
    expect(
      (await post(t.app, '/api/forgot-set-new', { token: older, password: 'older sturdy pass 1' })).json()
        .error.code,
    ).toBe('invalid_token');
    t.clock.advance(3600_000 + 1000);
    expect(
      (await post(t.app, '/api/forgot-set-new', { token: newer, password: 'newer sturdy pass 1' })).json()
        .error.code,
    ).toBe('invalid_token');
    await t.signIn('ann', 'another sturdy one 7');
  });

  it('changes the password: the old one is required, other sessions end, the caller goes on', async () => {
    const other = await t.signIn('ann', 'another sturdy one 7');
    const mine = await t.signIn('ann', 'another sturdy one 7');
    const wrong = await post(
      t.app,
      '/api/changepassword',
      { oldPassword: 'nope-nope-nope', newPassword: 'third sturdy pass 9' },
      mine.accessToken,
    );
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'wrong_password']);
    const weak = await post(
      t.app,
      '/api/changepassword',
      { oldPassword: 'another sturdy one 7', newPassword: 'qwertyuiop' },
      mine.accessToken,
    );
    expect(weak.json().error.code).toBe('weak_password');
    const response = await post(
      t.app,
      '/api/changepassword',
      { oldPassword: 'another sturdy one 7', newPassword: 'third sturdy pass 9' },
      mine.accessToken,
    );
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect((await post(t.app, '/api/whoami', {}, fresh.accessToken)).statusCode).toBe(200);
    expect((await post(t.app, '/jwt/refresh-token', { refreshToken: fresh.refreshToken })).statusCode).toBe(
      200,
    );
    for (const old of [other, mine]) {
      expect((await post(t.app, '/api/whoami', {}, old.accessToken)).statusCode).toBe(401);
      expect((await post(t.app, '/jwt/refresh-token', { refreshToken: old.refreshToken })).statusCode).toBe(
        401,
      );
    }
    await t.signIn('ann', 'third sturdy pass 9');
  });

  it('keeps profile, language, skin and a checked avatar per user', async () => {
    const { accessToken } = await t.signIn('ann', 'third sturdy pass 9');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const updated = await post(
      t.app,
      '/api/account/update-profile',
      { fullName: 'Ann Q. Lee', locale: 'de', skin: 'dark', avatar: `data:image/png;base64,${png}` },
      accessToken,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      fullName: 'Ann Q. Lee',
      locale: 'de',
      skin: 'dark',
      secondFactor: false,
    });
    const profile = (await post(t.app, '/api/account/profile', {}, accessToken)).json();
    expect(profile).toEqual(updated.json());
    expect((await post(t.app, '/api/whoami', {}, accessToken)).json().session.user.locale).toBe('de');
    const fake = Buffer.from('<svg onload=alert(1)>').toString('base64');
    const bad = await post(
      t.app,
      '/api/account/update-profile',
      { avatar: `data:image/png;base64,${fake}` },
      accessToken,
    );
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    const svg = await post(
      t.app,
      '/api/account/update-profile',
      { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' },
      accessToken,
    );
    expect(svg.statusCode).toBe(400);
    expect((await post(t.app, '/api/account/profile', {}, accessToken)).json().avatar).toBe(profile.avatar);
  });

  it('switches domain with new tokens and starts there at the next sign-in', async () => {
    const demo = await t.signIn('demo', t.credentials.demoPassword);
    const sandbox = demo.session.domains.find((d: { name: string }) => d.name === 'Sandbox');
    const response = await post(t.app, '/api/switch-domain', { domainId: sandbox?.id }, demo.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toMatchObject({ domain: { name: 'Sandbox' }, role: 'viewer' });
    expect((await t.signIn('demo', t.credentials.demoPassword)).session.domain.name).toBe('Sandbox');
    const notMine = await post(
      t.app,
      '/api/switch-domain',
      // A domain id nobody has (a changed last digit could land on the real one).
      { domainId: '00000000-0000-4000-8000-000000000000' },
      demo.accessToken,
    );
    expect(notMine.statusCode).toBe(404);
    const back = await post(
      t.app,
      '/api/switch-domain',
      { domainId: admin.session.domain.id },
      demo.accessToken,
    );
    expect(back.json().session.domain.name).toBe('Demo');
  });
});

describe('registration modes', () => {
  it('gives an open registration a domain of its own, and refuses a closed one', async () => {
    const t = await startApp('pglite', { CUBUS_REGISTRATION: 'open', CUBUS_SEED_DEMO: '0' });
    try {
      const first = await post(t.app, '/api/register', {
        email: 'zoe@example.com',
        username: 'zoe',
        password: strong,
        fullName: 'Demo',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().session).toMatchObject({
        role: 'admin',
        domain: { name: 'Demo 2' },
        domains: [{ name: 'Demo 2' }],
      });
      const second = await post(t.app, '/api/register', {
        email: 'yan@example.com',
        username: 'yan',
        password: strong,
      });
      expect(second.json().session.domain.name).toBe('yan');
      (t.app.registration as { mode: string }).mode = 'closed';
      const closed = await post(t.app, '/api/register', {
        email: 'xi@example.com',
        username: 'xiu',
        password: strong,
      });
      expect([closed.statusCode, closed.json().error.code]).toEqual([403, 'registration_closed']);
    } finally {
      await t.close();
    }
  });
});
