import { refreshRequestSchema, tokensSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /jwt/refresh-token {refreshToken}: a new access token and the rotated refresh token.
 * Failed refreshes are throttled per address (a guessing client backs off).
 */
export const refreshTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jwt/refresh-token',
    {
      config: {
        docs: {
          access: 'public',
          summary: 'A new access token for the refresh token',
          errors: ['invalid_refresh_token'],
        },
      },
      schema: { body: refreshRequestSchema, response: { 200: tokensSchema } },
    },
    (request) => {
      const keys = app.throttle.keys('refresh', request.ip);
      return app.throttle.guard(keys, () => app.auth.refresh(request.body.refreshToken));
    },
  );
};
