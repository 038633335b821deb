import { tableRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../plugins/auth';
import { findTable, logTableChange, refreshStats } from './data-tables';

/**
 * `POST /api/tables/clear {id}` → `{rows: 0}`: deletes every row of a data table (update on
 * `tables`), keeping the table and its columns; written to the ribbon as `clear`.
 */
export const clearTableRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, tableRoutes.clear, async (request) => {
    const auth = caller(request);
    const table = await findTable(app, auth.domain.id, request.body.id);
    await app.warehouse.clearTable(auth.domain.id, table.name);
    await refreshStats(app, table);
    await logTableChange({ auth, app }, table, 'clear');
    return { rows: 0 as const };
  });
};
