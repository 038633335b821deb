import { whoamiRequestSchema, whoamiResponseSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/auth-context';
import { invalidToken } from '../../../lib/app-error';
import { authenticate, bearerToken } from '../../../plugins/auth';

/**
 * The answer serialized once per kept context: clients poll whoami, and the schema's encoding is
 * most of the call's own work. A change evicts the context (`VerifiedSessions`), and its answer with it.
 */
const answers = new WeakMap<AuthContext, string>();

/** POST /api/whoami: the session of the bearer token, or of `{token}` (both given: same user). */
export const whoamiRoute: FastifyPluginAsyncZod = async (app) => {
  const answer = (context: AuthContext) => {
    let json = answers.get(context);
    if (json === undefined) {
      json = JSON.stringify(z.encode(whoamiResponseSchema, { session: app.auth.session(context) }));
      answers.set(context, json);
    }
    return json;
  };
  app.post(
    '/api/whoami',
    {
      config: { docs: { access: 'signed-in', summary: 'The session: user, domain, rights' } },
      schema: { body: whoamiRequestSchema.optional(), response: { 200: whoamiResponseSchema } },
    },
    async (request, reply) => {
      const bodyToken = request.body?.token;
      let context: AuthContext;
      if (!bodyToken) context = await authenticate(request);
      else {
        context = await app.auth.authenticate(bodyToken);
        if (bearerToken(request)) {
          const fromHeader = await authenticate(request);
          if (fromHeader.user.id !== context.user.id) throw invalidToken();
        }
        request.auth = context;
      }
      // A JSON string with its type is sent as it is, past the response schema's serializer (whose
      // type does not know that).
      reply.type('application/json; charset=utf-8');
      return answer(context) as unknown as z.output<typeof whoamiResponseSchema>;
    },
  );
};
