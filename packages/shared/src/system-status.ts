import { z } from 'zod';
import { apiRoute } from './api-route';

/** ROOT MENU → System status, and `cubus status`: what the install holds and does, as measured. */
export const systemStatusSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  stores: z.object({
    metadata: z.object({ kind: z.enum(['pglite', 'postgres']), bytes: z.number() }),
    warehouse: z.object({ engine: z.string(), bytes: z.number() }),
    files: z.object({ count: z.number(), bytes: z.number() }),
  }),
  /** Queued and running jobs of each domain that has any. */
  jobs: z.array(z.object({ domain: z.string(), queued: z.number(), running: z.number() })),
  lastBackup: z.object({ at: z.string(), scope: z.string(), bytes: z.number() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const rootStatusRoute = apiRoute({
  path: '/api/root/status',
  body: z.strictObject({}),
  answer: systemStatusSchema,
  ability: ['manage', 'Root'],
});
