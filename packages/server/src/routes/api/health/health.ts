import { healthCheckRoute } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../../package.json';
import { serveRoute } from '../../../plugins/auth';

/** GET /api/health: answers once the stores are open (plugins load before routes). */
export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, healthCheckRoute, () => ({
    status: 'ok' as const,
    version: packageJson.version,
    uptime: Math.round(process.uptime()),
  }));
};
