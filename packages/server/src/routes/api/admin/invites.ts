import { adminRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/app-error';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * ADMIN MENU → Invites of the caller's domain (listed by the `invites` kind of /api/qry):
 * /api/admin/invites/create {email?, role, expiresInDays} → {invite, link} (the link is shown
 * once); revoke {inviteId} → the invite.
 */
export const adminInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, adminRoutes.createInvite, (request) => {
    const { user, domain, role } = caller(request);
    // Only an admin makes admins, even if a grant ever let others invite.
    if (request.body.role === 'admin' && role !== 'admin' && role !== 'root') throw forbidden();
    return app.invites.create({ id: user.id, username: user.username, domainId: domain.id }, request.body);
  });

  serveRoute(app, adminRoutes.revokeInvite, (request) => {
    const { user, domain } = caller(request);
    return app.invites.revoke(
      { id: user.id, username: user.username, domainId: domain.id },
      request.body.inviteId,
    );
  });
};
