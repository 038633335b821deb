import { refGenerateSchema, refImportSchema, refMoveSchema, refTreeSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, caller } from '../../plugins/auth';
import { generateRef } from './generate-ref';
import { importMembers } from './import-members';
import { moveMember, treeChildren } from './ref-tree';

/**
 * The calls of references beside `/api/qry` (shapes in shared `refs.ts`): `tree` (read), `move`
 * and `import` (update), `generate` (create).
 */
export const refsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/refs/tree',
    { onRequest: authorize('read', 'refs'), schema: { body: refTreeSchema } },
    async (request) => {
      const { domain } = caller(request);
      return { members: await treeChildren(app, domain.id, request.body.refId, request.body.parent) };
    },
  );
  app.post(
    '/api/refs/move',
    { onRequest: authorize('update', 'refs'), schema: { body: refMoveSchema } },
    async (request) => {
      const { refId, ...move } = request.body;
      return { members: await moveMember({ auth: caller(request), app }, refId, move) };
    },
  );
  app.post(
    '/api/refs/import',
    { onRequest: authorize('update', 'refs'), schema: { body: refImportSchema } },
    async (request) => importMembers({ auth: caller(request), app }, request.body),
  );
  app.post(
    '/api/refs/generate',
    { onRequest: authorize('create', 'refs'), schema: { body: refGenerateSchema } },
    async (request, reply) =>
      reply.code(201).send(await generateRef({ auth: caller(request), app }, request.body)),
  );
};
