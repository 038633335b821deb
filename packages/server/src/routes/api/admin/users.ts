import { setBlockedRequestSchema, setRoleRequestSchema, userRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, caller } from '../../../plugins/auth';

const empty = z.object({});

/**
 * ADMIN MENU → Users of the caller's domain (listed by the `users` kind of /api/qry):
 * /api/admin/users/set-role {userId, role}, block {userId, blocked}, reset-second-factor {userId}, remove {userId} → {}.
 * Self: 403; a root user (non-root caller): 403; not in this domain: 404; no active admin left: 409 `last_admin`.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/set-role',
    {
      onRequest: authorize('update', 'users'),
      schema: { body: setRoleRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      await app.domainUsers.setRole(caller(request), request.body.userId, request.body.role);
      return {};
    },
  );

  app.post(
    '/api/admin/users/block',
    {
      onRequest: authorize('update', 'users'),
      schema: { body: setBlockedRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      await app.domainUsers.setBlocked(caller(request), request.body.userId, request.body.blocked);
      return {};
    },
  );

  app.post(
    '/api/admin/users/reset-second-factor',
    {
      onRequest: authorize('update', 'users'),
      schema: { body: userRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      await app.domainUsers.resetSecondFactor(caller(request), request.body.userId);
      return {};
    },
  );

  app.post(
    '/api/admin/users/remove',
    {
      onRequest: authorize('delete', 'users'),
      schema: { body: userRequestSchema, response: { 200: empty } },
    },
    async (request) => {
      await app.domainUsers.remove(caller(request), request.body.userId);
      return {};
    },
  );
};
