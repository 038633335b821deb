import { domainSettingsSchema, updateDomainSettingsRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, caller } from '../../../plugins/auth';

/** ADMIN MENU → Domain settings: /api/admin/domain {} → settings; /update {name?, defaultLocale?} → settings. */
export const adminDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/domain',
    {
      onRequest: authorize('read', 'Admin'),
      schema: { body: z.strictObject({}).optional(), response: { 200: domainSettingsSchema } },
    },
    (request) => app.domainSettings.get(caller(request).domain.id),
  );

  app.post(
    '/api/admin/domain/update',
    {
      onRequest: authorize('manage', 'Admin'),
      schema: { body: updateDomainSettingsRequestSchema, response: { 200: domainSettingsSchema } },
    },
    (request) => app.domainSettings.update(caller(request), request.body),
  );
};
