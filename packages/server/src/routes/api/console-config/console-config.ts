import { consoleConfigRoute as route } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../../../plugins/auth';

/** GET /api/console-config: public switches the console reads before drawing its menu and routes. */
export const consoleConfigRoute: FastifyPluginAsyncZod<{ templateDemo: boolean }> = async (app, options) => {
  serveRoute(app, route, () => ({ templateDemo: options.templateDemo }));
};
