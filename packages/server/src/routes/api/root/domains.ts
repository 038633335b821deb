import { rootDomainRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, caller } from '../../../plugins/auth';

/**
 * ROOT MENU → Domains (listed, with All users, by the `domains` and `accounts` kinds of /api/qry):
 * /api/root/domains/create {name}, rename {domainId, name}, suspend {domainId, suspended} → the
 * domain row; delete {domainId, confirmName} → {}.
 * A taken name is 409 `conflict`, an unknown id 404.
 */
export const rootRoutes: FastifyPluginAsyncZod = async (app) => {
  const { create, rename, suspend, delete: remove } = rootDomainRoutes;

  app.post(
    create.path,
    {
      onRequest: authorize(...create.ability),
      schema: { body: create.body, response: { 200: create.answer } },
    },
    (request) => app.domains.create(caller(request), request.body.name),
  );

  app.post(
    rename.path,
    {
      onRequest: authorize(...rename.ability),
      schema: { body: rename.body, response: { 200: rename.answer } },
    },
    (request) => app.domains.rename(caller(request), request.body.domainId, request.body.name),
  );

  app.post(
    suspend.path,
    {
      onRequest: authorize(...suspend.ability),
      schema: { body: suspend.body, response: { 200: suspend.answer } },
    },
    (request) => app.domains.suspend(caller(request), request.body.domainId, request.body.suspended),
  );

  app.post(
    remove.path,
    {
      onRequest: authorize(...remove.ability),
      schema: { body: remove.body, response: { 200: remove.answer } },
    },
    async (request) => {
      await app.domains.delete(caller(request), request.body.domainId, request.body.confirmName);
      return {};
    },
  );
};
