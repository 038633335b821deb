import { mountRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../plugins/auth';
import { dispatch } from '../../qry/dispatch';
import { findMount, refreshMount } from './mount-source';

/**
 * The mount calls beside `/api/qry` (shapes in shared `mounts.ts`): Refresh schema describes the
 * source again; Materialise is an import of the mount into a new data table, run at once, so its
 * rights, checks, progress and log are the import's.
 */
export const mountsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, mountRoutes.refresh, async (request) => {
    const { domain } = caller(request);
    return { columns: await refreshMount(app, domain.id, request.body.id) };
  });

  serveRoute(app, mountRoutes.materialise, async (request) => {
    const context = { auth: caller(request), app };
    const mount = await findMount(app, context.auth.domain.id, request.body.id);
    const created = await dispatch(
      {
        op: 'create',
        object: 'imports',
        values: {
          name: `${mount.name} → ${request.body.table}`,
          description: '',
          source: { datasourceId: mount.datasourceId, ...mount.target },
          target: { newTable: request.body.table },
          mapping: null,
          mode: 'append',
          policy: { onError: 'reject', maxRejected: 1000 },
        },
      },
      context,
    );
    const importId = String((created.body as { row: { id: string } }).row.id);
    const run = await dispatch({ op: 'run', object: 'imports', id: importId, args: {} }, context);
    return { importId, jobId: (run.body as { jobId: string }).jobId };
  });
};
