import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { apiRateLimit, CallCounter } from './api-rate-limit';
import { errors } from './errors';

describe('CallCounter', () => {
  it('counts each caller in its own window, and says how long a refused one waits', () => {
    let now = 1_000;
    const calls = new CallCounter(2, 60_000, () => now);
    expect([calls.count('a'), calls.count('a')]).toEqual([0, 0]);
    now += 15_000;
    expect(calls.count('a')).toBe(45_000);
    expect(calls.count('b')).toBe(0);
    now += 45_000;
    // The window ended: counted anew from this call.
    expect([calls.count('a'), calls.count('a'), calls.count('a')]).toEqual([0, 0, 60_000]);
  });

  it('forgets the stalest window first when it holds as many callers as it may', () => {
    let now = 0;
    const calls = new CallCounter(1, 60_000, () => now);
    calls.count('first');
    now += 1;
    calls.count('busy');
    for (let i = 0; i < 9_998; i++) calls.count(`caller ${i}`);
    expect(calls.count('busy')).toBeGreaterThan(0);
    calls.count('one more');
    // 'first' was forgotten to make room, 'busy' (whose window began after it) is still held.
    expect(calls.count('busy')).toBeGreaterThan(0);
    expect(calls.count('first')).toBe(0);
  });
});

describe('the API limit', () => {
  async function appWithLimit(max: number) {
    const app = Fastify();
    await app.register(errors);
    // The limit counts a signed-in caller by user: this stand-in signs in whoever sends `x-user`.
    await app.register(
      fp(
        async (instance) => {
          instance.decorateRequest('auth', null);
          instance.addHook('onRequest', async (request) => {
            const user = request.headers['x-user'];
            if (typeof user === 'string') request.auth = { user: { id: user } } as never;
          });
        },
        { name: 'auth' },
      ),
    );
    await app.register(apiRateLimit, { limit: { max, windowSeconds: 60 } });
    for (const url of ['/api/thing', '/api/health', '/assets/app.js'])
      app.get(url, async () => ({ ok: true }));
    return app;
  }

  it('refuses a caller past the limit with 429 and Retry-After, by user when signed in, else by address', async () => {
    const app = await appWithLimit(2);
    const call = (user?: string) =>
      app.inject({ url: '/api/thing', headers: user ? { 'x-user': user } : {} }).then((r) => r);
    expect([(await call('u1')).statusCode, (await call('u1')).statusCode]).toEqual([200, 200]);
    const refused = await call('u1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect((await call('u2')).statusCode).toBe(200);
    expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([
      200, 200, 429,
    ]);
    await app.close();
  });

  it('does not count the health check or the console files', async () => {
    const app = await appWithLimit(1);
    for (const url of ['/api/health', '/api/health', '/assets/app.js', '/assets/app.js'])
      expect((await app.inject({ url })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(429);
    await app.close();
  });

  it('counts nothing when switched off (0)', async () => {
    const app = await appWithLimit(0);
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/api/thing' })).statusCode).toBe(200);
    await app.close();
  });
});
