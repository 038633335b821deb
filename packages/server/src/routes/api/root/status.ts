import { rootStatusRoute } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSystemStatus } from '../../../operations/system-status';
import { authorize } from '../../../plugins/auth';

/** ROOT MENU → System status: the same figures as `cubus status`. */
export const rootStatusRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, options) => {
  app.post(
    rootStatusRoute.path,
    {
      onRequest: authorize(...rootStatusRoute.ability),
      schema: { body: rootStatusRoute.body, response: { 200: rootStatusRoute.answer } },
    },
    () => readSystemStatus({ db: app.db, warehouse: app.warehouse, dataDir: options.dataDir }, app.storeKind),
  );
};
