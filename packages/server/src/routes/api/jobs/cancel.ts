import { jobRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * `POST /api/jobs/cancel {jobId}` → `{status}`: a queued job is cancelled at once; a running one
 * is flagged (any node sees it at its next heartbeat) and stopped here at once if it runs here.
 */
export const jobCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, jobRoutes.cancel, async (request) => {
    const { domain } = caller(request);
    const { status, event } = await app.jobs.store.requestCancel(domain.id, request.body.jobId);
    if (event) app.events.publish(domain.id, { type: 'job', data: event });
    if (status === 'running') app.jobs.worker.cancelLocal(request.body.jobId);
    return { status };
  });
};
