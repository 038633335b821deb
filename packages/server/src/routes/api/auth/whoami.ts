import { whoamiRequestSchema, whoamiResponseSchema } from '@cubus/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/auth-context';
import { invalidToken } from '../../../lib/app-error';
import { authenticate, bearerToken, keptCaller } from '../../../plugins/auth';

/**
 * The answer serialized once per kept context: clients poll whoami, and the schema's encoding is
 * most of the call's own work. A change evicts the context (`VerifiedSessions`), and its answer with it.
 */
const answers = new WeakMap<AuthContext, string>();

/** The caller of the bearer token, or of `bodyToken` (both given: the same user), as `request.auth`. */
async function caller(request: FastifyRequest, bodyToken: string | undefined): Promise<AuthContext> {
  if (!bodyToken) return authenticate(request);
  const context = await request.server.auth.authenticate(bodyToken);
  if (bearerToken(request)) {
    const fromHeader = await authenticate(request);
    if (fromHeader.user.id !== context.user.id) throw invalidToken();
  }
  request.auth = context;
  return context;
}

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
      // A session is small (about 500 bytes), mostly under the 1 KiB the API compresses from: on the
      // call the console polls most, the compression's hooks would only look at it and let it go.
      compress: false,
    },
    (request, reply) => {
      // A JSON string with its type is sent as it is, past the response schema's serializer (whose
      // type does not know that).
      reply.type('application/json; charset=utf-8');
      const json = (context: AuthContext) =>
        answer(context) as unknown as z.output<typeof whoamiResponseSchema>;
      const bodyToken = request.body?.token;
      // The console's poll, by a token verified here before: answered without waiting on anything.
      const kept = bodyToken ? undefined : keptCaller(request);
      if (!kept) return caller(request, bodyToken).then(json);
      reply.send(json(kept));
    },
  );
};
