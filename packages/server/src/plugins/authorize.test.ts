import type { Role } from '@cubus/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AuthContext, abilityFor } from '../auth/auth-context';
import { AppError } from '../lib/app-error';
import { authorize } from './auth';
import { errors } from './errors';

/** An app whose bearer token is simply the caller's role. */
async function appWithRoute() {
  const app = Fastify();
  await app.register(errors);
  app.decorate('auth', {
    // Nothing kept: every call is verified.
    keptContext: () => undefined,
    authenticate: async (token: string) => {
      if (!['root', 'admin', 'editor', 'viewer'].includes(token))
        throw new AppError(401, 'invalid_token', 'no');
      const role = token as Role;
      return { role, ability: abilityFor(role) } as unknown as AuthContext;
    },
  } as never);
  app.decorateRequest('auth', null);
  app.post('/acl', { preHandler: authorize('read', 'ACL') }, async (request) => ({
    role: request.auth?.role,
  }));
  return app;
}

describe('authorize', () => {
  it.each([
    [undefined, 401],
    ['forged', 401],
    ['viewer', 403],
    ['editor', 403],
    ['admin', 200],
    ['root', 200],
  ])('answers a %s caller of a route needing read on ACL with %i', async (role, status) => {
    const app = await appWithRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/acl',
      payload: {},
      headers: role ? { authorization: `Bearer ${role}` } : {},
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().error.code).toBe('forbidden');
    await app.close();
  });
});
