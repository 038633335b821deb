import {
  loginResponseSchema,
  registerOptionsRequestSchema,
  registerOptionsResponseSchema,
  registerRequestSchema,
} from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/register-options {invite?} → {mode, invite?}; an invalid invite is 400 `invalid_invite`.
 * POST /api/register {email, username, password, fullName?, invite?} → tokens and session.
 * Every attempt counts toward the address's throttle, failed or not.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register-options',
    {
      config: { docs: { access: 'public', summary: 'How registration is open', errors: ['invalid_invite'] } },
      schema: { body: registerOptionsRequestSchema, response: { 200: registerOptionsResponseSchema } },
    },
    (request) => app.registration.options(request.body.invite),
  );

  app.post(
    '/api/register',
    {
      config: {
        docs: {
          access: 'public',
          summary: 'Register',
          errors: [
            'registration_closed',
            'invalid_invite',
            'email_taken',
            'username_taken',
            'weak_password',
            'conflict',
          ],
        },
      },
      schema: { body: registerRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) => {
      const keys = app.throttle.keys('register', request.ip, request.body.email);
      return app.throttle.guard(keys, () => app.registration.register(request.body), { countSuccess: true });
    },
  );
};
