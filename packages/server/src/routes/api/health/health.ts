import { healthResponseSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../../package.json';

/** GET /api/health: answers once the stores are open (plugins load before routes). */
export const healthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
    version: packageJson.version,
    uptime: Math.round(process.uptime()),
  }));
};
