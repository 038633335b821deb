import { forgotRequestSchema, forgotSetNewRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const empty = z.object({});

/**
 * POST /api/forgot {email} → 200 {} at once, whether or not the address exists: the lookup and the
 * mail run after the answer, so its timing tells nothing. POST /api/forgot-set-new {token, password}
 * → 200 {}, or 400 `invalid_token` / `weak_password` with nothing changed.
 */
export const forgotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/forgot',
    {
      config: { docs: { access: 'public', summary: 'Ask for a password reset mail' } },
      schema: { body: forgotRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      const { email } = request.body;
      const keys = app.throttle.keys('forgot', request.ip, email);
      await app.throttle.guard(keys, async () => {}, { countSuccess: true });
      app.passwordResets
        .request(email)
        .catch((error) => request.log.error({ err: error }, 'reset mail failed'));
      return {};
    },
  );

  app.post(
    '/api/forgot-set-new',
    {
      config: {
        docs: {
          access: 'public',
          summary: 'Set a new password with the mailed code',
          errors: ['invalid_token', 'weak_password'],
        },
      },
      schema: { body: forgotSetNewRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      const keys = app.throttle.keys('forgot-set-new', request.ip);
      await app.throttle.guard(keys, () =>
        app.passwordResets.setNew(request.body.token, request.body.password),
      );
      return {};
    },
  );
};
