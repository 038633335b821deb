import { datasourceRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../plugins/auth';

/**
 * The data-source calls beside `/api/qry` (shapes in shared `datasources.ts`): Test, Browse,
 * Preview. Each opens one connection with bounded connect and statement times and closes it.
 * They reach other servers with stored credentials, so they need `update` on `datasources`
 * (editors and admins), not just read.
 */
export const datasourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, datasourceRoutes.test, async (request) => {
    const { domain } = caller(request);
    const { id, values } = request.body;
    const { version } = await app.sources.use(domain.id, id, values ?? {}, (driver) => driver.test());
    return { ok: true as const, version };
  });

  serveRoute(app, datasourceRoutes.browse, async (request) => {
    const { domain } = caller(request);
    const { id, schema } = request.body;
    return app.sources.use(domain.id, id, {}, async (driver) =>
      schema === undefined ? { schemas: await driver.schemas() } : { tables: await driver.tables(schema) },
    );
  });

  serveRoute(app, datasourceRoutes.preview, async (request) => {
    const { domain } = caller(request);
    const { id, schema, table, query, limit } = request.body;
    const target = query !== undefined ? { query } : { table: table ?? '', ...(schema ? { schema } : {}) };
    return app.sources.use(domain.id, id, {}, (driver) => driver.preview(target, limit));
  });
};
