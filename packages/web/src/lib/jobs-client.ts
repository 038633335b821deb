import { type JobStatus, jobRoutes, type RejectReason, type RunMessage } from '@cubus/shared';
import { callRoute } from './api-client';
import { qry } from './qry-client';

/** A run of an import (or any job of an object) as the `jobs` kind answers it. */
export interface JobRun {
  id: string;
  status: JobStatus;
  progress: number;
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  duration: number | null;
  messages: RunMessage[] | null;
  rejected:
    | { line: number; reason: string; reasons?: RejectReason[]; values: Record<string, string | null> }[]
    | null;
  errorCode: string | null;
  error: string | null;
  createdBy: string | null;
  created: string;
  started: string | null;
  finished: string | null;
  /** The arguments of a procedure's run, when asked for. */
  args?: Record<string, unknown> | null;
  /** What the run made (a procedure's rows, a cube load's figures), when asked for. */
  result?: unknown;
}

const runFields = [
  'id',
  'status',
  'progress',
  'rowsRead',
  'rowsLoaded',
  'rowsRejected',
  'duration',
  'messages',
  'rejected',
  'errorCode',
  'error',
  'createdBy',
  'created',
  'started',
  'finished',
];

/**
 * The jobs of an object (an import's runs), read through the `jobs` kind; Cancel stops one.
 * @example await jobsClient.runs(importId, 1) // its latest run
 */
export const jobsClient = {
  /** The object's runs, newest first; `extraFields` adds fields of its kind (a procedure's `args`). */
  async runs(objectId: string, limit = 20, extraFields: string[] = []): Promise<JobRun[]> {
    const answer = await qry.select({
      op: 'select',
      object: 'jobs',
      fields: [...runFields, ...extraFields],
      filter: {
        isactive: true,
        isexpanded: true,
        name: 'Root Node',
        operator: { id: 1, sid: 'and', name: 'AND' },
        childnodes: [],
        conditions: [{ isactive: true, field: 'objectId', op: 'eq', value: objectId }],
      },
      orderby: { isActive: true, sorts: [{ field: 'created', dir: 'desc' }] },
      limit,
    });
    return answer.rows as unknown as JobRun[];
  },
  async cancel(jobId: string): Promise<void> {
    await callRoute(jobRoutes.cancel, { jobId });
  },
};
