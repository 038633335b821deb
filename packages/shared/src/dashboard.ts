import { z } from 'zod';
import { apiRoute } from './api-route';
import { jobStatuses } from './imports';

/** How many days the runs-per-day chart covers, today included. */
export const dashboardDays = 14;

/** A job of the last 24 hours, with the name of what it ran when that still exists. */
export const dashboardJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  objectId: z.string().nullable(),
  objectName: z.string().nullable(),
  status: z.enum(jobStatuses),
  created: z.string(),
  finished: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export type DashboardJob = z.output<typeof dashboardJobSchema>;

/**
 * `GET /api/dashboard` → the product dashboard in one answer: counts and storage, the jobs of the
 * last 24 hours, the latest ribbon entries, the caller's open tasks, and runs per day (UTC).
 */
export const dashboardAnswerSchema = z.object({
  counts: z.object({
    cubes: z.number(),
    refs: z.number(),
    tables: z.number(),
    rows: z.number(),
    imports: z.number(),
    mounts: z.number(),
    /** Data tables plus uploaded files, in bytes. */
    storageBytes: z.number(),
  }),
  jobs: z.object({
    total: z.number(),
    failed: z.number(),
    running: z.number(),
    /** The latest, at most 10. */
    latest: z.array(dashboardJobSchema),
  }),
  ribbon: z.array(
    z.object({
      id: z.string(),
      actor: z.string(),
      action: z.string(),
      object: z.string().nullable(),
      at: z.string(),
    }),
  ),
  tasks: z.array(
    z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable(), important: z.boolean() }),
  ),
  /** One entry per day, oldest first, `day` as yyyy-mm-dd. */
  runsPerDay: z.array(z.object({ day: z.string(), succeeded: z.number(), failed: z.number() })),
});
export type DashboardAnswer = z.output<typeof dashboardAnswerSchema>;

/** Any signed-in member of the domain sees its dashboard. */
export const dashboardRoute = apiRoute({
  path: '/api/dashboard',
  method: 'GET',
  body: z.undefined(),
  answer: dashboardAnswerSchema,
  ability: 'signed-in',
});
