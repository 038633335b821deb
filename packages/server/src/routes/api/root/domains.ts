import { rootDomainRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * ROOT MENU → Domains (listed, with All users, by the `domains` and `accounts` kinds of /api/qry),
 * served from the shared `rootDomainRoutes`. A taken name is 409 `conflict`, an unknown id 404.
 */
export const rootRoutes: FastifyPluginAsyncZod = async (app) => {
  const { create, rename, suspend, delete: remove } = rootDomainRoutes;
  serveRoute(app, create, (request) => app.domains.create(caller(request), request.body.name));
  serveRoute(app, rename, (request) =>
    app.domains.rename(caller(request), request.body.domainId, request.body.name),
  );
  serveRoute(app, suspend, (request) =>
    app.domains.suspend(caller(request), request.body.domainId, request.body.suspended),
  );
  serveRoute(app, remove, async (request) => {
    await app.domains.delete(caller(request), request.body.domainId, request.body.confirmName);
    return {};
  });
};
