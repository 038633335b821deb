import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessTokens } from '../src/auth/access-tokens';
import { loadKeys, type ServerKeys } from '../src/auth/keys';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(storeKinds)('tokens on %s', (kind: StoreKind) => {
  let t: TestApp;
  let keys: ServerKeys;
  let userId: string;
  let domainId: string;
  let accessToken: string;
  let refreshToken: string;

  beforeAll(async () => {
    t = await startApp(kind);
    keys = await loadKeys({ dataDir: t.config.dataDir, jwtSecret: undefined });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    const login = await t.signIn('demo', t.credentials.demoPassword);
    ({ accessToken, refreshToken } = login);
    userId = login.session.user.id;
    domainId = login.session.domain.id;
  });

  const whoami = (token: string) => post(t.app, '/api/whoami', {}, token);
  const refresh = (token: string) => post(t.app, '/jwt/refresh-token', { refreshToken: token });
  let claimsVersion = 0;
  const claims = () => ({ dom: domainId, ver: claimsVersion, typ: 'access' });
  const sign = (payload: Record<string, unknown>, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
    edit(
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience('cubus')
        .setIssuer('cubus')
        .setIssuedAt()
        .setExpirationTime('10m'),
    ).sign(keys.access);

  it('answers whoami for the bearer token, the body token, or both of one user', async () => {
    const byHeader = await whoami(accessToken);
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().session).toMatchObject({ user: { username: 'demo' }, role: 'editor' });
    const byBody = await post(t.app, '/api/whoami', { token: accessToken });
    expect(byBody.json()).toEqual(byHeader.json());
    expect((await post(t.app, '/api/whoami', { token: accessToken }, accessToken)).statusCode).toBe(200);
  });

  it('refuses whoami when the body and header tokens are of different users', async () => {
    const admin = await t.signIn('admin', t.credentials.adminPassword);
    const response = await post(t.app, '/api/whoami', { token: admin.accessToken }, accessToken);
    expect(response.statusCode).toBe(401);
  });

  it('issues HS256 access tokens for 10 minutes with sub, dom, ver, typ, aud and iss', () => {
    const [header, payload] = accessToken
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: userId,
      dom: domainId,
      ver: 0,
      typ: 'access',
      aud: 'cubus',
      iss: 'cubus',
    });
    expect(payload.exp - payload.iat).toBe(600);
  });

  it('accepts a token signed here with the right claims', async () => {
    expect((await whoami(await sign(claims()))).statusCode).toBe(200);
  });

  it.each([
    [
      'a tampered signature',
      async () => `${accessToken.slice(0, -4)}${accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = accessToken.split('.');
        return `${header}.${b64({ ...claims(), sub: userId, role: 'root', aud: 'cubus', iss: 'cubus', exp: 9e9 })}.${signature}`;
      },
    ],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), sub: userId, aud: 'cubus', iss: 'cubus', exp: 9e9 })}.`,
    ],
    [
      'alg HS512',
      async () =>
        new SignJWT({ ...claims() })
          .setProtectedHeader({ alg: 'HS512' })
          .setSubject(userId)
          .setAudience('cubus')
          .setIssuer('cubus')
          .setExpirationTime('10m')
          .sign(keys.access),
    ],
    [
      'an expired token',
      async () =>
        (await AccessTokens.create(keys.access, () => Date.now() - 11 * 60_000)).sign({
          sub: userId,
          dom: domainId,
          ver: 0,
        }),
    ],
    ['a wrong audience', () => sign(claims(), (jwt) => jwt.setAudience('someone-else'))],
    ['a wrong issuer', () => sign(claims(), (jwt) => jwt.setIssuer('someone-else'))],
    ['a wrong type', () => sign({ ...claims(), typ: 'refresh' })],
    [
      'no expiry',
      async () =>
        new SignJWT({ ...claims() })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setAudience('cubus')
          .setIssuer('cubus')
          .sign(keys.access),
    ],
    [
      'another key',
      async () =>
        new SignJWT({ ...claims() })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setAudience('cubus')
          .setIssuer('cubus')
          .setExpirationTime('10m')
          .sign(new Uint8Array(32)),
    ],
    ['a domain the user is not in', () => sign({ ...claims(), dom: '00000000-0000-4000-8000-000000000000' })],
    ['another token version', () => sign({ ...claims(), ver: 7 })],
  ])('refuses %s with 401', async (_name, make) => {
    const response = await whoami(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('refuses an access token once the token version of the user is bumped', async () => {
    // Accepted first, so a remembered signature check cannot carry it past the bump.
    expect((await whoami(accessToken)).statusCode).toBe(200);
    await t.app.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    await t.app.auth.identities.changed({ user: userId });
    expect((await whoami(accessToken)).statusCode).toBe(401);
    const fresh = await t.signIn('demo', t.credentials.demoPassword);
    expect((await whoami(fresh.accessToken)).statusCode).toBe(200);
    claimsVersion = 1;
  });

  it('refuses an access token it accepted before once it has expired', async () => {
    expect((await whoami(accessToken)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    const expired = await whoami(accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('invalid_token');
  });

  it('refuses the access token of a blocked user', async () => {
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', userId).execute();
    await t.app.auth.identities.changed({ user: userId });
    try {
      expect((await whoami(accessToken)).statusCode).toBe(401);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    } finally {
      await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
      await t.app.auth.identities.changed({ user: userId });
    }
  });

  it('rotates the refresh token on every use', async () => {
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(refreshToken);
    expect((await whoami(next.accessToken)).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshToken).not.toBe(next.refreshToken);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const rows = await t.app.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(rows.some((row) => row.token_hash === refreshToken)).toBe(false);
  });

  it('gives two parallel refreshes inside the grace window the same successor', async () => {
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    t.clock.advance(5_000);
    const late = await refresh(refreshToken);
    expect(late.json().refreshToken).toBe(a.json().refreshToken);
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const next = (await refresh(refreshToken)).json();
    t.clock.advance(10_001);
    const reuse = await refresh(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' },
    });
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('ends a family left idle for 12 hours', async () => {
    t.clock.advance(12 * 3600_000 + 1000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a well-formed unknown token', Buffer.alloc(32, 7).toString('base64url')],
  ])('refuses %s as a refresh token with "Invalid refresh token"', async (_name, token) => {
    const response = await refresh(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' },
    });
  });

  it('logs out: every family revoked, every access token dead', async () => {
    const other = await t.signIn('demo', t.credentials.demoPassword);
    const response = await post(t.app, '/api/logout', { refreshToken }, accessToken);
    expect(response.statusCode).toBe(200);
    for (const token of [accessToken, other.accessToken]) expect((await whoami(token)).statusCode).toBe(401);
    for (const token of [refreshToken, other.refreshToken])
      expect((await refresh(token)).statusCode).toBe(401);
    const live = await t.app.db
      .selectFrom('refresh_families')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const log = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'logout')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('logs out with only a refresh token when the access token has expired', async () => {
    expect((await post(t.app, '/api/logout', { refreshToken })).statusCode).toBe(200);
    expect((await whoami(accessToken)).statusCode).toBe(401);
    expect((await post(t.app, '/api/logout', { refreshToken })).statusCode).toBe(401);
  });

  it('keeps the other users signed in on logout', async () => {
    const admin = await t.signIn('admin', t.credentials.adminPassword);
    await post(t.app, '/api/logout', {}, accessToken);
    expect((await whoami(admin.accessToken)).statusCode).toBe(200);
  });
});
