import { apiRoute, type Role } from '@cubus/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AuthContext, abilityFor } from '../auth/auth-context';
import { AppError } from '../lib/app-error';
import { serveRoute } from './auth';
import { errors } from './errors';

const doubling = apiRoute({
  path: '/api/double',
  body: z.strictObject({ n: z.number() }),
  answer: z.object({ double: z.number() }),
  ability: ['read', 'ACL'],
});
const made = apiRoute({
  path: '/api/made',
  body: z.strictObject({}).optional(),
  answer: z.object({ ok: z.literal(true) }),
  ability: 'signed-in',
});
const open = apiRoute({
  path: '/api/open',
  method: 'GET',
  body: z.undefined(),
  answer: z.object({ up: z.boolean() }),
  ability: 'public',
});

/** An app whose bearer token is simply the caller's role, serving three routes of a table. */
async function appWithRoutes() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  app.decorate('auth', {
    // Nothing kept: every call is verified.
    keptContext: () => undefined,
    authenticate: async (token: string) => {
      if (!['admin', 'viewer'].includes(token)) throw new AppError(401, 'invalid_token', 'no');
      return { role: token as Role, ability: abilityFor(token as Role) } as unknown as AuthContext;
    },
  } as never);
  app.decorateRequest('auth', null);
  // 13 is answered outside the answer schema: the server's own mistake, never sent as it is.
  serveRoute(app, doubling, (request) =>
    request.body.n === 13 ? ({ half: 6.5 } as never) : { double: request.body.n * 2 },
  );
  serveRoute(app, made, () => ({ ok: true as const }), { status: 201 });
  serveRoute(app, open, () => ({ up: true }));
  return app;
}

describe('serveRoute', () => {
  it('checks the right before the body, the body by its schema, and encodes the answer', async () => {
    const app = await appWithRoutes();
    const call = (role: string | undefined, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: doubling.path,
        payload: payload as never,
        headers: role ? { authorization: `Bearer ${role}` } : {},
      });
    expect((await call(undefined, { n: 'x' })).statusCode).toBe(401);
    expect((await call('viewer', { n: 'x' })).statusCode).toBe(403);
    const bad = await call('admin', { n: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await call('admin', { n: 4 })).json()).toEqual({ double: 8 });
    const wrong = await call('admin', { n: 13 });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain('half');
    await app.close();
  });

  it('answers a signed-in route with its status and a public GET to anyone', async () => {
    const app = await appWithRoutes();
    const created = await app.inject({
      method: 'POST',
      url: made.path,
      payload: {},
      headers: { authorization: 'Bearer viewer' },
    });
    expect(created.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: made.path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: open.path })).json()).toEqual({ up: true });
    await app.close();
  });
});
