import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { JobsConfig } from '../config';
import { JobStore } from '../jobs/job-store';
import { JobWorker, type RunObject } from '../jobs/job-worker';
import { ScheduleStore } from '../jobs/schedule-store';
import { Scheduler } from '../jobs/scheduler';
import type { KindRuns } from '../objects/kind-module';
import { kindModules } from '../objects/kinds';
import type { RegistryEntry } from '../qry/object-kind';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs: the store of their rows, this node's worker, and the cron schedules that queue them. */
    jobs: { store: JobStore; worker: JobWorker; schedules: ScheduleStore; scheduler: Scheduler };
  }
}

/** A run's object by name: one its kind names itself, else from where the kind keeps its objects (its registry entry). */
function nameLookup(app: FastifyInstance, runs: KindRuns, registry: RegistryEntry | undefined) {
  return async (objectId: string, domainId: string): Promise<RunObject | undefined> => {
    const own = runs.objectName?.(objectId, domainId);
    if (own || !registry) return own;
    const { rows } = await sql<{ name: string }>`SELECT ${sql.ref(registry.name ?? 'name')} AS name
      FROM ${sql.table(registry.table)} WHERE id = ${objectId}`.execute(app.db);
    return rows[0];
  };
}

async function jobsPlugin(
  app: FastifyInstance,
  options: { clock?: () => number; procedures: { timeoutMs: number }; jobs: JobsConfig },
) {
  const clock = options.clock ?? Date.now;
  const store = new JobStore(app.db, options.jobs.domainQueueMax);
  const runnable = kindModules.flatMap(({ kind, runs }) =>
    runs ? [{ ...runs, registry: kind.registry }] : [],
  );
  const worker = new JobWorker(
    app,
    store,
    Object.fromEntries(
      runnable.map(({ registry, ...runs }) => [
        runs.job,
        {
          handler: runs.handler(app, options),
          result: runs.result,
          objectName: nameLookup(app, runs, registry),
        },
      ]),
    ),
    async (job) => {
      for (const module of kindModules) await module.afterStale?.(app, job);
    },
    async (job) => {
      for (const module of kindModules) await module.afterSuccess?.(app, job);
    },
    {
      workers: options.jobs.workers,
      domainConcurrency: options.jobs.domainConcurrency,
      nodeId: app.nodes.id,
    },
  );
  const schedules = new ScheduleStore(app.db, clock);
  const scheduler = new Scheduler({
    db: app.db,
    schedules,
    jobs: store,
    kinds: Object.fromEntries(
      runnable.flatMap((runs) => (runs.schedules ? [[runs.job, runs.schedules]] : [])),
    ),
    clock,
    log: app.log,
    wake: () => worker.wake(),
  });
  app.decorate('jobs', { store, worker, schedules, scheduler });
  // Started when the app is ready (every route and service in place), stopped first on close.
  app.addHook('onReady', async () => {
    await worker.start();
    await scheduler.start();
  });
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await worker.stop();
  });
}

/** Jobs (the runs of every kind that has them): a worker per node claiming queued runs, and a scheduler queueing them on cron. */
export const jobs = fp(jobsPlugin, {
  name: 'jobs',
  dependencies: ['metadata-store', 'nodes', 'warehouse', 'events', 'files'],
});
