import { type ErrorCode, errorCodes, qryAnswerSchema, qryRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, caller } from '../../../plugins/auth';
import { dispatch } from '../../../qry/dispatch';
import { parseQryRequest } from './parse-request';

/** The codes of the sign-in, the account and uploads, which no object's operation answers. */
const notObjectCodes: ReadonlySet<ErrorCode> = new Set([
  'invalid_credentials',
  'invalid_refresh_token',
  'invalid_ticket',
  'domain_suspended',
  'email_taken',
  'username_taken',
  'registration_closed',
  'invalid_invite',
  'wrong_password',
  'invalid_code',
  'second_factor_not_enabled',
  'second_factor_already_enabled',
  'upload_offset_mismatch',
  'upload_busy',
  'checksum_mismatch',
  'checksum_missing',
  'server_restarted',
]);

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
          // Every kind's operations are reached here, so every object's codes.
          errors: errorCodes.filter((code) => !notObjectCodes.has(code)),
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
