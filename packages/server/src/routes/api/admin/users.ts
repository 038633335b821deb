import { adminRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * ADMIN MENU → Users of the caller's domain (listed by the `users` kind of /api/qry):
 * /api/admin/users/set-role {userId, role}, block {userId, blocked}, reset-second-factor {userId}, remove {userId} → {}.
 * Self: 403; a root user (non-root caller): 403; not in this domain: 404; no active admin left: 409 `last_admin`.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, adminRoutes.setRole, async (request) => {
    await app.domainUsers.setRole(caller(request), request.body.userId, request.body.role);
    return {};
  });

  serveRoute(app, adminRoutes.block, async (request) => {
    await app.domainUsers.setBlocked(caller(request), request.body.userId, request.body.blocked);
    return {};
  });

  serveRoute(app, adminRoutes.resetSecondFactor, async (request) => {
    await app.domainUsers.resetSecondFactor(caller(request), request.body.userId);
    return {};
  });

  serveRoute(app, adminRoutes.remove, async (request) => {
    await app.domainUsers.remove(caller(request), request.body.userId);
    return {};
  });
};
