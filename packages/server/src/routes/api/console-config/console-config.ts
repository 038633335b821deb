import { consoleConfigSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/console-config: public switches the console reads before drawing its menu and routes. */
export const consoleConfigRoute: FastifyPluginAsyncZod<{ templateDemo: boolean }> = async (app, options) => {
  app.get('/api/console-config', { schema: { response: { 200: consoleConfigSchema } } }, () => ({
    templateDemo: options.templateDemo,
  }));
};
