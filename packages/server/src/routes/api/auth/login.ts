import { loginRequestSchema, signInAnswerSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/login {login, password}: login is an email or a username, either case. Answers tokens and
 * the session, or `{secondFactor: true, ticket}` for a user with a second factor. Throttled per
 * account (the user found, by username or email alike), per address and per account at one address.
 */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      config: { docs: { access: 'public', summary: 'Sign in', errors: ['invalid_credentials'] } },
      schema: { body: loginRequestSchema, response: { 200: signInAnswerSchema } },
    },
    async (request) => {
      const { login, password } = request.body;
      const keys = app.throttle.keys('login', request.ip, await app.auth.throttleAccount(login));
      return app.throttle.guard(keys, () => app.auth.login(login, password));
    },
  );
};
