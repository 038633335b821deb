import { adminRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../../plugins/auth';

/** ADMIN MENU → Domain settings: /api/admin/domain {} → settings; /update {name?, defaultLocale?} → settings. */
export const adminDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, adminRoutes.domain, (request) => app.domainSettings.get(caller(request).domain.id));

  serveRoute(app, adminRoutes.updateDomain, (request) =>
    app.domainSettings.update(caller(request), request.body),
  );
};
