import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helper';

/** Text the stores cannot hold: a NUL or a lone surrogate somewhere in otherwise plain text. */
const badText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\0', '\ud800', '\udfff', 'a\u0000b', '\udc00x'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/**
 * Bad text in a URL: a NUL (`%00`). A lone surrogate cannot be written in a URL at all: its bytes
 * are not UTF-8 and decode to U+FFFD, so it arrives only inside JSON (`"\\ud800"`).
 */
const badUrlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\0${after}`);

/** A JSON body with bad text as a value or a key, at the top or nested. */
const badBody = fc.oneof(
  badText.map((text) => ({ login: text, password: 'x' })),
  badText.map((text) => ({ op: 'select', object: 'todo', search: text })),
  badText.map((text) => ({ op: 'create', object: 'todo', values: { title: text } })),
  badText.map((text) => ({ values: { name: 'n', nested: [1, { deep: text }] } })),
  badText.map((text) => ({ [text]: 1 })),
);

interface Sent {
  method: string;
  url: string;
  payload?: unknown;
}

/** A route's URL with each `:param` filled, and the wildcard of the console's fallback. */
const urlOf = (route: RouteOptions, param: string) =>
  route.url.replace(/:\w+/g, encodeURIComponent(param)).replace('*', 'x');

describe('bad text (NUL, lone surrogates) on every route', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  let token: string;
  const messages: string[] = [];

  beforeAll(async () => {
    t = await startApp('pglite', {}, { onRoute: (route) => void routes.push(route) });
    token = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
  });
  afterAll(() => t?.close());

  const send = async ({ method, url, payload }: Sent) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body = response.headers['content-type']?.includes('json') ? response.json() : undefined;
    if (body?.error?.message) messages.push(String(body.error.message));
    return { status: response.statusCode, code: body?.error?.code as string | undefined };
  };

  it('finds every route of the app (a new route is covered without listing it here)', () => {
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/login', '/api/qry', '/api/uploadchunk', '/jwt/refresh-token']),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers 400 invalid_text, never a 5xx, in any body, query string or param', async () => {
    const methods = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ route, method })),
    );
    for (const { route, method } of methods) {
      const cases = fc.oneof(
        badUrlText.map(
          (text): Sent => ({ method, url: `${urlOf(route, 'p')}?q=${encodeURIComponent(text)}` }),
        ),
        ...(method === 'GET'
          ? []
          : [badBody.map((payload): Sent => ({ method, url: urlOf(route, 'p'), payload }))]),
        ...(route.url.includes(':')
          ? [badUrlText.map((text): Sent => ({ method, url: urlOf(route, text) }))]
          : []),
      );
      await fc.assert(
        fc.asyncProperty(cases, async (sent) => {
          const { status, code } = await send(sent);
          expect(status, `${sent.method} ${sent.url}`).toBeLessThan(500);
          expect({ status, code }, `${sent.method} ${sent.url}`).toEqual({
            status: 400,
            code: 'invalid_text',
          });
        }),
        { numRuns: 12 },
      );
    }
  });

  it('answers no 5xx to well-formed text of the same shapes either', async () => {
    const text = fc.string({ maxLength: 12, unit: 'binary' });
    const body = fc.oneof(
      text.map((value) => ({ login: value, password: value })),
      text.map((value) => ({ op: 'select', object: 'todo', search: value })),
      text.map((value) => ({ op: 'get', object: 'imports', id: value })),
      text.map((value) => ({ id: value, fileId: value, query: value, table: value })),
      fc.jsonValue({ maxDepth: 2 }),
    );
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('POST') || route.url === '/api/logout') continue;
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const { status } = await send({ method: 'POST', url: urlOf(route, 'p'), payload });
          expect(status, `POST ${route.url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        }),
        { numRuns: 8 },
      );
    }
  });

  it('refuses a multipart file name with a NUL', async () => {
    const boundary = 'cubusboundary';
    const payload = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''bad%00name.csv`,
      'Content-Type: text/csv',
      '',
      'a,b',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('invalid_text');
  });

  it('never names a server path in the error messages it collected', () => {
    expect(messages.length).toBeGreaterThan(100);
    for (const message of messages) expect(message).not.toContain(t.config.dataDir);
  });
});
