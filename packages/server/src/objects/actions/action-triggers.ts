import { randomUUID } from 'node:crypto';
import type { ActionStep } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClaimedJob } from '../../jobs/job-store';
import { said } from '../../jobs/run-messages';
import { runsUnlessDeleted } from '../../jobs/scheduler';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../store/database';

type Db = Kysely<Database>;

/** The kinds of job whose success starts the actions triggered after their object. */
const startingKinds = new Set(['import', 'action']);

/** Scheduled actions run unless deleted. */
export const actionSchedules = runsUnlessDeleted('actions');

/**
 * 400 `action_cycle` when the saved action (in `db`, the saving transaction) would start itself
 * again: a run of it succeeds, and so do the imports its steps run; each success starts the
 * actions triggered after that object, whose runs succeed in turn. Reaching the action again is
 * a chain without end.
 */
export async function refuseCycle(db: Db, domainId: string, actionId: string): Promise<void> {
  const rows = await db
    .selectFrom('actions')
    .select(['id', 'after_object_id', 'steps'])
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .execute();
  const followers = new Map<string, string[]>();
  for (const row of rows)
    if (row.after_object_id)
      followers.set(row.after_object_id, [...(followers.get(row.after_object_id) ?? []), row.id]);
  const successes = new Map(
    rows.map((row) => [
      row.id,
      [
        row.id,
        ...(row.steps as ActionStep[]).flatMap((step) => (step.type === 'import' ? [step.importId] : [])),
      ],
    ]),
  );
  const seen = new Set<string>();
  const queue = [actionId];
  while (queue.length > 0) {
    const current = queue.shift() ?? '';
    for (const done of successes.get(current) ?? [])
      for (const next of followers.get(done) ?? []) {
        if (next === actionId)
          throw new AppError(400, 'action_cycle', 'This trigger would start the action again, without end', {
            path: 'values.trigger',
          });
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
  }
}

/** The actions that started a run, kept in an action run's `args.chain`. */
export function chainOf(args: unknown): string[] {
  const chain = (args as { chain?: unknown } | null)?.chain;
  return Array.isArray(chain) ? chain.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * After a run of an import or an action succeeded: queues a run of each action triggered after
 * that object. One already queued or running is not queued twice, and an action already in the
 * chain that led here is not started again (a cycle made by restoring a deleted action).
 */
export async function startFollowers(app: FastifyInstance, job: ClaimedJob): Promise<void> {
  if (!startingKinds.has(job.kind) || !job.objectId) return;
  const followers = await app.db
    .selectFrom('actions')
    .select(['id', 'created_by'])
    .where('domain_id', '=', job.domainId)
    .where('after_object_id', '=', job.objectId)
    .where('deleted_at', 'is', null)
    .execute();
  if (followers.length === 0) return;
  const chain = [...chainOf((await app.jobs.store.result(job.id)).args), job.objectId];
  const name = (await app.jobs.worker.objectOf(job.kind, job.objectId, job.domainId))?.name ?? '';
  for (const follower of followers) {
    if (chain.includes(follower.id)) {
      app.log.warn({ actionId: follower.id, chain }, 'action not started: it is in the chain that led here');
      continue;
    }
    await app.jobs.store
      .enqueue({
        id: randomUUID(),
        domainId: job.domainId,
        kind: 'action',
        objectId: follower.id,
        createdBy: follower.created_by ?? job.createdBy,
        note: said('queuedAfterRun', { name }),
        result: { args: { chain } },
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && (error.code === 'job_running' || error.code === 'job_queue_full'))
          app.log.info(
            { actionId: follower.id, code: error.code },
            'action not started: a run is queued or running, or the queue is full',
          );
        else throw error;
      });
  }
  app.jobs.worker.wake();
}
