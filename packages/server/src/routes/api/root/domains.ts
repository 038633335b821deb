import {
  createDomainRequestSchema,
  deleteDomainRequestSchema,
  domainRowSchema,
  renameDomainRequestSchema,
  suspendDomainRequestSchema,
} from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, caller } from '../../../plugins/auth';

const root = authorize('manage', 'Root');

/**
 * ROOT MENU → Domains (listed, with All users, by the `domains` and `accounts` kinds of /api/qry):
 * /api/root/domains/create {name}, rename {domainId, name}, suspend {domainId, suspended} → the
 * domain row; delete {domainId, confirmName} → {}.
 * A taken name is 409 `conflict`, an unknown id 404.
 */
export const rootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/root/domains/create',
    { onRequest: root, schema: { body: createDomainRequestSchema, response: { 200: domainRowSchema } } },
    (request) => app.domains.create(caller(request), request.body.name),
  );

  app.post(
    '/api/root/domains/rename',
    { onRequest: root, schema: { body: renameDomainRequestSchema, response: { 200: domainRowSchema } } },
    (request) => app.domains.rename(caller(request), request.body.domainId, request.body.name),
  );

  app.post(
    '/api/root/domains/suspend',
    { onRequest: root, schema: { body: suspendDomainRequestSchema, response: { 200: domainRowSchema } } },
    (request) => app.domains.suspend(caller(request), request.body.domainId, request.body.suspended),
  );

  app.post(
    '/api/root/domains/delete',
    { onRequest: root, schema: { body: deleteDomainRequestSchema, response: { 200: z.object({}) } } },
    async (request) => {
      await app.domains.delete(caller(request), request.body.domainId, request.body.confirmName);
      return {};
    },
  );
};
