import { type RouteAnswer, refRoutes, refTreeSchema } from '@cubus/shared';
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
  const { move: moving, importMembers: importing, generate } = refRoutes;
  app.post(
    '/api/refs/tree',
    { onRequest: authorize('read', 'refs'), schema: { body: refTreeSchema } },
    async (request) => {
      const { domain } = caller(request);
      return { members: await treeChildren(app, domain.id, request.body.refId, request.body.parent) };
    },
  );
  app.post(
    moving.path,
    { onRequest: authorize(...moving.ability), schema: { body: moving.body } },
    async (request): Promise<RouteAnswer<typeof moving>> => {
      const { refId, ...move } = request.body;
      return { members: await moveMember({ auth: caller(request), app }, refId, move) };
    },
  );
  app.post(
    importing.path,
    { onRequest: authorize(...importing.ability), schema: { body: importing.body } },
    async (request): Promise<RouteAnswer<typeof importing>> =>
      importMembers({ auth: caller(request), app }, request.body),
  );
  app.post(
    generate.path,
    { onRequest: authorize(...generate.ability), schema: { body: generate.body } },
    async (request, reply) =>
      reply.code(201).send(await generateRef({ auth: caller(request), app }, request.body)),
  );
};
