import { rootStatusRoute } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSystemStatus } from '../../../operations/system-status';
import { serveRoute } from '../../../plugins/auth';

/** ROOT MENU → System status: the same figures as `cubus status`. */
export const rootStatusRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, options) => {
  serveRoute(app, rootStatusRoute, () =>
    readSystemStatus({ db: app.db, warehouse: app.warehouse, dataDir: options.dataDir }, app.storeKind),
  );
};
