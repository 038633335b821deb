import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

describe.each(storeKinds)('API basics on %s', (kind: StoreKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { BODY_LIMIT: '4096' });
  });
  afterAll(() => t?.close());

  it('answers health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      uptime: expect.any(Number),
    });
  });

  it('tells the console, before sign-in, whether the template demo area is on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/console-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ templateDemo: true });
  });

  const badInput: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
    [
      'malformed JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"login":',
        }),
      400,
      'invalid_json',
    ],
    [
      'an empty JSON body',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '',
        }),
      400,
      'invalid_json',
    ],
    [
      'wrong types',
      () => post(t.app, '/api/login', { login: 42, password: ['x'] }),
      400,
      'validation_failed',
    ],
    [
      'an unknown field',
      () => post(t.app, '/api/login', { login: 'a', password: 'b', admin: true }),
      400,
      'validation_failed',
    ],
    ['a missing body', () => t.app.inject({ method: 'POST', url: '/api/login' }), 400, 'validation_failed'],
    ['a JSON array body', () => post(t.app, '/jwt/refresh-token', [1, 2]), 400, 'validation_failed'],
    [
      'a body over the limit',
      () => post(t.app, '/api/login', { login: 'a', password: 'x'.repeat(5000) }),
      413,
      'payload_too_large',
    ],
    [
      'a text body',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'hi',
        }),
      415,
      'unsupported_media_type',
    ],
    ['an unknown API route', () => post(t.app, '/api/nothing-here', {}), 404, 'not_found'],
    [
      'an unknown GET API route',
      () => t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      404,
      'not_found',
    ],
    ['an unknown /jwt route', () => post(t.app, '/jwt/nothing', {}), 404, 'not_found'],
    ['GET on a POST-only call', () => t.app.inject({ method: 'GET', url: '/api/login' }), 404, 'not_found'],
    ['a bad bearer token', () => post(t.app, '/api/whoami', {}, 'not-a-jwt'), 401, 'invalid_token'],
    ['no bearer token', () => post(t.app, '/api/whoami', {}), 401, 'unauthorized'],
  ];

  it.each(badInput)('answers %s with a structured error, never a 500', async (_name, send, status, code) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = response.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
  });

  it('lists what failed validation in details', async () => {
    const response = await post(t.app, '/api/login', { login: 'a', password: 'b', extra: 1 });
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ message: expect.stringContaining('extra') }),
    ]);
  });

  it('sends the security headers, with no inline scripts and no eval allowed (WebAssembly may compile)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/cubus/cubes',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    const scriptSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))
      ?.trim()
      .split(' ');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends an API answer, which is no page, a CSP that lets it load nothing nor be framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // The API's description is a page of the console: it keeps the page rules.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends no-store on errors of the API and /jwt too', async () => {
    const api = await post(t.app, '/api/login', { login: 'x' });
    const jwt = await post(t.app, '/jwt/refresh-token', { refreshToken: 'x' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(jwt.headers['cache-control']).toBe('no-store');
  });

  it('serves the console with history routing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/cubus/cubes', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject({
      method: 'GET',
      url: '/assets/gone.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    const apiPage = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(apiPage.statusCode).toBe(404);
    expect(apiPage.json().error.code).toBe('not_found');
  });

  it('sends a script only the headers a script heeds, and never a page without its CSP in its place', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // Asked for as a page, a missing script is not the console (which would come without its CSP).
    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/gone.js',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    // The icon (up to three times on a page) is kept a day, and, an SVG, keeps the page rules.
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("sends the console's files in the build's compressed copies, the best the browser accepts", async () => {
    const asset = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // A page of history routing is index.html, compressed the same way.
    const page = await t.app.inject({
      method: 'GET',
      url: '/cubus/cubes',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses API answers over 1 KiB and leaves small ones alone', async () => {
    const { accessToken } = await t.signIn('admin', t.credentials.adminPassword);
    const post = (payload: object, acceptEncoding = 'br, gzip') =>
      t.app.inject({
        method: 'POST',
        url: '/api/qry',
        headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': acceptEncoding },
        payload,
      });
    const large = await post({ op: 'schema', object: 'users' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(answer.fields.length).toBeGreaterThan(0);
    expect(brotliDecompressSync(large.rawPayload).length).toBeGreaterThan(1024);
    // Node's own fetch asks for gzip only.
    const gzipped = await post({ op: 'schema', object: 'users' }, 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(answer);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('compresses an answer of hundreds of KiB in one piece, with its length, not streamed', async () => {
    const { accessToken } = await t.signIn('admin', t.credentials.adminPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    const text = gunzipSync(response.rawPayload).toString();
    // Past @fastify/compress's own bound for one call on 2 cores (8 KiB), under ours (2 MiB).
    expect(text.length).toBeGreaterThan(64 * 1024);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['transfer-encoding']).toBeUndefined();
  });
});
