import { qryAnswerSchema, qryRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, caller } from '../../../plugins/auth';
import { dispatch } from '../../../qry/dispatch';
import { parseQryRequest } from './parse-request';

/**
 * `POST /api/qry`: the one generic call (DESIGN §3). The body is one of the shapes of
 * `qryRequestSchema` (shared): `select`, `get`, `create`, `update`, `delete`, `restore`, `remove`,
 * `run`, `schema` on an object, or `{op: 'meta'}` for the console's shared state (blank filter,
 * group-by and order-by, argument types with their operators, group-by operands). Signing in is
 * checked here; each op's permission on the object's kind is checked by the dispatcher.
 */
export const qryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/qry',
    // The body is checked by parseQryRequest, which names the place of each problem.
    {
      onRequest: authenticate,
      config: {
        docs: {
          access: 'signed-in',
          summary:
            'The generic call on any object: select, get, create, update, delete, restore, remove, run, schema, meta',
          body: qryRequestSchema,
          answer: { status: 200, content: qryAnswerSchema },
        },
      },
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      const parsed = parseQryRequest(request.body);
      const answer = await dispatch(parsed, { auth: caller(request), app });
      return reply.code(answer.status).send(answer.body);
    },
  );
};
