import { apiDocsRoute, type OpenApi } from '@cubus/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import packageJson from '../../package.json';
import { serveRoute } from '../plugins/auth';
import { openApiDocument } from './openapi';

/**
 * `GET /api/openapi.json`: the API's description, built from the routes as they are registered,
 * so a new route is described without more work. Registered before the routes it sees.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // Built at the first call, once every route is in: the routes do not change after start.
  let document: OpenApi | undefined;
  serveRoute(app, apiDocsRoute, () => {
    document ??= openApiDocument(routes, packageJson.version);
    return document;
  });
}

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs', dependencies: ['auth'] });
