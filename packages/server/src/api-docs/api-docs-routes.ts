import { apiDocsRoute, type OpenApi } from '@cubus/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import packageJson from '../../package.json';
import { serveRoute } from '../plugins/auth';
import { holdToDeclaredErrors } from './declared-errors';
import { openApiDocument } from './openapi';

/**
 * `GET /api/openapi.json`: the API's description, built from the routes as they are registered,
 * so a new route is described without more work. Registered before the routes it sees; with
 * `checkErrorCodes`, it holds them to the error codes it describes.
 */
async function apiDocsPlugin(app: FastifyInstance, options: { checkErrorCodes: boolean }) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  if (options.checkErrorCodes) holdToDeclaredErrors(app);
  // Built at the first call, once every route is in: the routes do not change after start.
  let document: OpenApi | undefined;
  serveRoute(app, apiDocsRoute, () => {
    document ??= openApiDocument(routes, packageJson.version);
    return document;
  });
}

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs', dependencies: ['auth'] });
