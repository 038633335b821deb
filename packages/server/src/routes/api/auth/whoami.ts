import { whoamiRequestSchema, whoamiResponseSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidToken } from '../../../lib/app-error';
import { authenticate, bearerToken } from '../../../plugins/auth';

/** POST /api/whoami: the session of the bearer token, or of `{token}` (both given: same user). */
export const whoamiRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/whoami',
    { schema: { body: whoamiRequestSchema.optional(), response: { 200: whoamiResponseSchema } } },
    async (request) => {
      const bodyToken = request.body?.token;
      if (!bodyToken) return { session: app.auth.session(await authenticate(request)) };
      const fromBody = await app.auth.authenticate(bodyToken);
      if (bearerToken(request)) {
        const fromHeader = await authenticate(request);
        if (fromHeader.user.id !== fromBody.user.id) throw invalidToken();
      }
      request.auth = fromBody;
      return { session: app.auth.session(fromBody) };
    },
  );
};
