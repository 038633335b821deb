import { accessControlRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logActivity } from '../../../lib/activity';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * /api/acl/matrix {} → roles × kinds × actions of the caller's domain (source `role` or `grant`).
 * /api/acl/grant {role, kind, actions} → the new matrix; replaces that role's extra actions on the
 * kind. Kinds and actions outside the shared grantable lists are 400 `validation_failed`.
 */
export const aclRoutes: FastifyPluginAsyncZod = async (app) => {
  const { acl } = app.auth;

  serveRoute(app, accessControlRoutes.matrix, (request) => acl.matrix(caller(request).domain.id));

  serveRoute(app, accessControlRoutes.grant, async (request) => {
    const { user, domain } = caller(request);
    const { role, kind, actions } = request.body;
    const granted = await acl.grant(domain.id, role, kind, actions);
    await logActivity(app.db, {
      domainId: domain.id,
      actorId: user.id,
      actor: user.username,
      action: 'acl_grant',
      details: { role, kind, actions: granted },
    });
    return acl.matrix(domain.id);
  });
};
