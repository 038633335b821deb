import { z } from 'zod';

/**
 * What any run's result may hold whatever its kind: the arguments it was started with, the run it
 * is a step of, and the rows it read, loaded and rejected (the counts `event: job` carries). Each
 * runnable kind extends it with its own part (`KindRuns.result`); the worker checks every addition
 * against that schema.
 * @example importRunResultSchema = runResultSchema.extend({ rejected: z.array(rejectedRowSchema) })
 */
export const runResultSchema = z.strictObject({
  args: z.record(z.string(), z.unknown()).optional(),
  parentId: z.uuid().optional(),
  rowsRead: z.number().optional(),
  rowsLoaded: z.number().optional(),
  rowsRejected: z.number().optional(),
});

/** A run's result schema: the common part and its kind's own. */
export type RunResultSchema = z.ZodObject<z.ZodRawShape, z.core.$strict>;

/** An addition to a run's result, merged into what it holds (keys replaced, not deep-merged). */
export type RunResult = Record<string, unknown>;
