import {
  createInviteRequestSchema,
  createInviteResponseSchema,
  inviteRequestSchema,
  inviteSchema,
} from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/app-error';
import { authorize, caller } from '../../../plugins/auth';

/**
 * ADMIN MENU → Invites of the caller's domain (listed by the `invites` kind of /api/qry):
 * /api/admin/invites/create {email?, role, expiresInDays} → {invite, link} (the link is shown
 * once); revoke {inviteId} → the invite.
 */
export const adminInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/invites/create',
    {
      onRequest: authorize('create', 'invites'),
      schema: { body: createInviteRequestSchema, response: { 200: createInviteResponseSchema } },
    },
    (request) => {
      const { user, domain, role } = caller(request);
      // Only an admin makes admins, even if a grant ever let others invite.
      if (request.body.role === 'admin' && role !== 'admin' && role !== 'root') throw forbidden();
      return app.invites.create({ id: user.id, username: user.username, domainId: domain.id }, request.body);
    },
  );

  app.post(
    '/api/admin/invites/revoke',
    {
      onRequest: authorize('delete', 'invites'),
      schema: { body: inviteRequestSchema, response: { 200: inviteSchema } },
    },
    (request) => {
      const { user, domain } = caller(request);
      return app.invites.revoke(
        { id: user.id, username: user.username, domainId: domain.id },
        request.body.inviteId,
      );
    },
  );
};
