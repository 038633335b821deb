import { refRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../plugins/auth';
import { generateRef } from './generate-ref';
import { importMembers } from './import-members';
import { moveMember, treeChildren } from './ref-tree';

/** The calls of references beside `/api/qry`, served from their shared table `refRoutes`. */
export const refsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, refRoutes.tree, async (request) => {
    const { refId, parent } = request.body;
    return { members: await treeChildren(app, caller(request).domain.id, refId, parent) };
  });
  serveRoute(app, refRoutes.move, async (request) => {
    const { refId, ...move } = request.body;
    return { members: await moveMember({ auth: caller(request), app }, refId, move) };
  });
  serveRoute(app, refRoutes.importMembers, (request) =>
    importMembers({ auth: caller(request), app }, request.body),
  );
  serveRoute(
    app,
    refRoutes.generate,
    (request) => generateRef({ auth: caller(request), app }, request.body),
    {
      status: 201,
    },
  );
};
