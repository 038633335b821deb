import { decodeJwt } from 'jose';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDemoStore } from '../mocks/demo-store';
import { mockRequest } from '../mocks/mock-request';
import { abilitiesOf, type MockUserData } from './jwt-accounts';
import { jwtHandlers } from './jwt-handlers';
import { jwtMessageKey, jwtMessages } from './jwt-messages';

type SignedIn = { userData: MockUserData; accessToken: string; refreshToken: string };
const login = (email: string, password: string) =>
  mockRequest(jwtHandlers, 'POST', '/jwt/login', { email, password });
const register = (body: object) => mockRequest(jwtHandlers, 'POST', '/jwt/register', body);
const refresh = (refreshToken: unknown) =>
  mockRequest(jwtHandlers, 'POST', '/jwt/refresh-token', { refreshToken });

beforeEach(() => resetDemoStore());
afterEach(() => vi.useRealTimers());

describe('template sign-in mocks (SPEC §5, §6, §7, §9)', () => {
  it('signs in the admin (manage all) and the client (read ACL and Auth), tokens for 10 minutes', async () => {
    const admin = await login('admin@demo.com', 'admin');
    expect(admin.status).toBe(200);
    const answer = admin.body as SignedIn;
    expect(answer.userData).toMatchObject({ role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    expect(answer.userData).not.toHaveProperty('passwordHash');
    for (const token of [answer.accessToken, answer.refreshToken]) {
      const claims = decodeJwt(token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    }
    const client = (await login('client@demo.com', 'client')).body as SignedIn;
    expect(client.userData.role).toBe('client');
    expect(client.userData.ability).toEqual(abilitiesOf.client);
    expect(client.userData.ability).toContainEqual({ action: 'read', subject: 'ACL' });
  });

  it('answers a wrong password or an unknown email with "Email or Password is Invalid"', async () => {
    for (const [email, password] of [
      ['admin@demo.com', 'client'],
      ['nobody@demo.com', 'admin'],
      ['', ''],
    ] as const)
      expect(await login(email, password)).toEqual({
        status: 400,
        body: { error: { email: ['Email or Password is Invalid'] } },
      });
    expect((await mockRequest(jwtHandlers, 'POST', '/jwt/login', 'not json')).status).toBe(400);
  });

  it("refuses a registration with the template's messages, field by field", async () => {
    expect(await register({})).toEqual({
      status: 400,
      body: {
        error: {
          username: ['Please enter your username.'],
          email: ['Please enter your email.'],
          password: ['Please enter password'],
        },
      },
    });
    const taken = await register({ username: 'johndoe', email: 'ADMIN@demo.com', password: 'secret' });
    expect(taken.body).toEqual({
      error: {
        username: ['This username is already in use.'],
        email: ['This email is already in use.'],
        password: null,
      },
    });
  });

  it('registers a new admin who can then sign in; the same email is then in use', async () => {
    const created = await register({ username: 'ana', email: 'ana@demo.com', password: 'lisboa' });
    expect(created.status).toBe(200);
    expect((created.body as SignedIn).userData).toMatchObject({ id: 3, username: 'ana', role: 'admin' });
    expect((await login('ana@demo.com', 'lisboa')).status).toBe(200);
    const again = await register({ username: 'ana2', email: 'ana@demo.com', password: 'x' });
    expect((again.body as { error: { email: string[] } }).error.email).toEqual([jwtMessages.emailInUse]);
  });

  it("refreshes the mock's own tokens; a bad one is 401 'Invalid refresh token'", async () => {
    const { accessToken, refreshToken } = (await login('client@demo.com', 'client')).body as SignedIn;
    const renewed = await refresh(refreshToken);
    expect(renewed.status).toBe(200);
    expect((renewed.body as SignedIn).userData.role).toBe('client');
    // An access token is not a refresh token; nor is a refresh token with its signature changed.
    const forged = `${refreshToken.slice(0, -4)}AAAA`;
    for (const bad of [accessToken, forged])
      expect(await refresh(bad)).toEqual({ status: 401, body: { error: 'Invalid refresh token' } });
  });

  it('refuses a refresh token once its 10 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T09:00:00Z') });
    const { refreshToken } = (await login('admin@demo.com', 'admin')).body as SignedIn;
    vi.setSystemTime(new Date('2026-06-15T09:09:50Z'));
    expect((await refresh(refreshToken)).status).toBe(200);
    vi.setSystemTime(new Date('2026-06-15T09:10:01Z'));
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it("leaves any other refresh token to the product's server", async () => {
    for (const token of ['an-opaque-product-token', 42]) {
      const request = new Request(new URL('/jwt/refresh-token', location.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      });
      const response = await getResponse(jwtHandlers, request);
      expect(response?.headers.get('x-msw-intention')).toBe('passthrough');
    }
  });
});

describe("the password pages' mocks", () => {
  const post = (path: string, body: object) => mockRequest(jwtHandlers, 'POST', path, body);

  it('forgot-password answers the same for any address, and asks for a missing one', async () => {
    expect(await post('/jwt/forgot-password', { email: 'admin@demo.com' })).toEqual({
      status: 200,
      body: { sent: true },
    });
    expect(await post('/jwt/forgot-password', { email: 'nobody@demo.com' })).toEqual({
      status: 200,
      body: { sent: true },
    });
    expect(await post('/jwt/forgot-password', { email: ' ' })).toEqual({
      status: 400,
      body: { error: { email: [jwtMessages.emailMissing] } },
    });
  });

  it("reset-password sets the account's new password, which then signs in; the old one no longer does", async () => {
    expect(await post('/jwt/reset-password', { email: 'CLIENT@demo.com', password: 'fresh-start' })).toEqual({
      status: 200,
      body: { reset: true },
    });
    expect((await login('client@demo.com', 'fresh-start')).status).toBe(200);
    expect((await login('client@demo.com', 'client')).status).toBe(400);
    expect((await post('/jwt/reset-password', { email: 'nobody@demo.com', password: 'x' })).status).toBe(200);
  });

  it("reset-password asks for a missing email or password with the template's messages", async () => {
    expect(await post('/jwt/reset-password', {})).toEqual({
      status: 400,
      body: { error: { email: [jwtMessages.emailMissing], password: [jwtMessages.passwordMissing] } },
    });
    expect((await post('/jwt/reset-password', { email: 3 })).body).toMatchObject({
      error: { code: 'invalid_body' },
    });
  });

  it('names each message of the mocks by its key, for the pages to translate', () => {
    expect(jwtMessageKey('Email or Password is Invalid')).toBe('loginInvalid');
    expect(jwtMessageKey('Something else')).toBeUndefined();
  });
});
