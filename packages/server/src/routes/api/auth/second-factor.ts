import { loginResponseSchema, secondFactorRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/second-factor {ticket, code}: the login ticket and a 6-digit TOTP code or a recovery code
 * → tokens and session. A bad code is 400 `invalid_code`, an expired ticket 400 `invalid_ticket`;
 * failures are throttled per user (the ticket's) and address.
 */
export const secondFactorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/second-factor',
    {
      config: {
        docs: {
          access: 'public',
          summary: 'Finish a sign-in with the second factor',
          errors: ['invalid_ticket', 'invalid_code'],
        },
      },
      schema: { body: secondFactorRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { ticket, code } = request.body;
      const guardAddress = app.throttle.keys('second-factor', request.ip);
      const claims = await app.throttle.guard(guardAddress, () => app.auth.accessTokens.verifyTicket(ticket));
      const keys = app.throttle.keys('second-factor', request.ip, claims.sub);
      return app.throttle.guard(keys, () => app.auth.completeSecondFactor(ticket, code));
    },
  );
};
