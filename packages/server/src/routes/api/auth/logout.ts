import { logoutRequestSchema, logoutResponseSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { authenticate, bearerToken } from '../../../plugins/auth';

/**
 * POST /api/logout {refreshToken?}: ends every session of the caller. The caller is the bearer
 * token's user, or, when the access token has already expired, the refresh token's.
 */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout',
    {
      // Signed in, or with the refresh token in the body once the access token has expired.
      config: {
        docs: {
          access: 'public',
          summary: 'Sign out',
          errors: ['unauthorized', 'invalid_token', 'invalid_refresh_token'],
        },
      },
      schema: { body: logoutRequestSchema.optional(), response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      const refreshToken = request.body?.refreshToken;
      if (bearerToken(request) || !refreshToken) {
        const { user, domain } = await authenticate(request);
        await app.auth.logout({ userId: user.id, domainId: domain.id, actor: user.username });
        return {};
      }
      const family = await app.auth.refreshTokens.familyOf(refreshToken);
      if (!family) throw new AppError(401, 'invalid_refresh_token', 'Invalid refresh token');
      const identity = await app.auth.identities.get(family.userId);
      await app.auth.logout({
        userId: family.userId,
        domainId: family.domainId,
        actor: identity?.user.username ?? '',
      });
      return {};
    },
  );
};
