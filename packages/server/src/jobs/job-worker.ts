import { randomUUID } from 'node:crypto';
import type { BuiltinProcedure, JobEvent, RibbonAction } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { logActivity } from '../lib/activity';
import { AppError } from '../lib/app-error';
import { type ClaimedJob, type JobStore, type NewJob, nodeStopped } from './job-store';
import type { Said } from './run-messages';
import type { RunResult, RunResultSchema } from './run-result';

/** What a run reports as it goes; the job runner stores it and sends `event: job`. */
export interface RunReporter {
  signal: AbortSignal;
  /** Where the run is (0–1), what it adds to its result (the counts so far) and a line for its log. */
  progress(progress: number, result: RunResult, message?: Said): Promise<void>;
  /** Adds to the run's result without a step (its rejected rows, a procedure's kept rows). */
  keep(result: RunResult): Promise<void>;
}

export type JobHandler = (job: ClaimedJob, reporter: RunReporter) => Promise<void>;

/** The object a run is of, by name; a built-in procedure also by its code (the console says its name in the user's language). */
export interface RunObject {
  name: string;
  builtin?: BuiltinProcedure;
}

/** What runs one job kind's runs, and the shape of their result (every addition is checked). */
export interface JobRunner {
  handler: JobHandler;
  result: RunResultSchema;
  /** The name of the object a run is of, as the Ribbon says it ("The import Sales 2024 finished"). */
  objectName(objectId: string, domainId: string): Promise<RunObject | undefined>;
}

/** How a run ended, and the error of a failed one. */
export interface JobOutcome {
  status: 'succeeded' | 'failed' | 'cancelled';
  error?: { code: string; message: string };
}

const pollMs = 500;
const heartbeatMs = 2_000;
const staleSweepMs = 10_000;
const shutdown = 'shutdown';
/** The abort reason of a run another node ended (failed as dead) while it went on here. */
const endedElsewhere = 'ended elsewhere';

/**
 * Claims queued jobs and runs up to `slots.workers` at once on this node, taking the domains in
 * turn (`JobStore.claim`: round-robin, at most `slots.domainConcurrency` running per domain), so
 * one tenant's long run never holds another's. A heartbeat runs beside each job (which also picks
 * up a cancel asked on another node), progress and the end go out as `event: job`. At start and
 * every 10 s it fails jobs whose node or process died (`failStale`) and lets `onStale` clean what they left.
 * @example const worker = new JobWorker(app, store, {import: {handler: runImportJob, result: importRunResultSchema}}, cleanup, followers, {workers: 2, domainConcurrency: 1}); await worker.start()
 */
export class JobWorker {
  /** The node's id (`NodeRegistry`): a run's `worker`, so the runs of a node seen dead are failed. */
  readonly id: string;
  private readonly running = new Map<string, AbortController>();
  /** The claimed runs going on now (nested steps run inside theirs and take no slot). */
  private readonly claimed = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastSweep = 0;
  /** The domain served last: the next claim starts after it. */
  private lastDomain: string | undefined;
  /** Each kind's result schema with every field optional, made once: a new schema is compiled again at its first parse. */
  private readonly additions: Map<string, ReturnType<RunResultSchema['partial']>>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly store: JobStore,
    private readonly runners: Record<string, JobRunner>,
    private readonly onStale: (job: { id: string; domainId: string }) => Promise<void>,
    /** After a run succeeded: the runs it starts (an action triggered after it). */
    private readonly onSucceeded: (job: ClaimedJob) => Promise<void> = async () => {},
    private readonly slots: { workers: number; domainConcurrency: number; nodeId?: string } = {
      workers: 2,
      domainConcurrency: 1,
    },
  ) {
    this.id = slots.nodeId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.additions = new Map(
      Object.entries(runners).map(([kind, runner]) => [kind, runner.result.partial()]),
    );
  }

  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
  }

  /** Looks for work now (a run was just queued on this node, or a slot came free). */
  wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) => this.app.log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        this.filling = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops a job running here at once (the cancel call on this node). */
  cancelLocal(id: string): void {
    this.running.get(id)?.abort();
  }

  /**
   * Runs a job inside another run on this node, now (an action's step): a row of its own, started
   * as running (409 `job_running` when one is queued or running), with its heartbeat, events, log
   * and end; the parent's cancel or a shutdown stops it too.
   */
  async runNested(job: NewJob, parent: AbortSignal): Promise<JobOutcome> {
    await this.store.startNow(job, this.id);
    const { id, domainId, kind, objectId, createdBy } = job;
    return this.run({ id, domainId, kind, objectId, createdBy }, parent);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const controller of this.running.values()) controller.abort(shutdown);
    await this.filling;
    await Promise.all(this.claimed);
  }

  private async sweep(): Promise<void> {
    this.lastSweep = Date.now();
    for (const job of await this.store.failStale()) await this.onStale(job).catch(() => {});
  }

  /** Claims jobs while a slot is free; each runs on its own and wakes the worker when it ends. */
  private async fill(): Promise<void> {
    if (Date.now() - this.lastSweep > staleSweepMs) await this.sweep();
    while (!this.stopped && this.claimed.size < this.slots.workers) {
      const job = await this.store.claim(this.id, {
        afterDomain: this.lastDomain,
        domainConcurrency: this.slots.domainConcurrency,
      });
      if (!job) return;
      this.lastDomain = job.domainId;
      const done: Promise<unknown> = this.run(job)
        .catch((error: unknown) => this.app.log.error({ err: error, jobId: job.id }, 'job run failed'))
        .finally(() => {
          this.claimed.delete(done);
          this.wake();
        });
      this.claimed.add(done);
    }
  }

  /** The object a run is of, as its kind names it (undefined: none, or a kind without names). */
  async objectOf(kind: string, objectId: string, domainId: string): Promise<RunObject | undefined> {
    return this.runners[kind]?.objectName(objectId, domainId);
  }

  private publish(domainId: string, data: unknown): void {
    this.app.events.publish(domainId, { type: 'job', data });
  }

  /** The end of a run on the ribbon, in the name of who started it. */
  private async announce(
    job: ClaimedJob,
    event: JobEvent | undefined,
    error?: { code: string },
  ): Promise<void> {
    // None when another node ended the run first: it has told of that end.
    if (!event) return;
    this.publish(job.domainId, event);
    const user = job.createdBy
      ? await this.app.db
          .selectFrom('users')
          .select('username')
          .where('id', '=', job.createdBy)
          .executeTakeFirst()
      : undefined;
    const object = job.objectId ? await this.objectOf(job.kind, job.objectId, job.domainId) : undefined;
    await logActivity(this.app.db, {
      domainId: job.domainId,
      actorId: job.createdBy,
      actor: user?.username ?? 'system',
      // The kinds' run names and the ends of a run, as `ribbonActions` lists them.
      action: `${job.kind}.${event.status}` as RibbonAction,
      object: object?.name ?? job.id,
      details: {
        kind: `${job.kind}s`,
        id: job.objectId,
        ...(object?.builtin ? { builtin: object.builtin } : {}),
        jobId: job.id,
        rowsLoaded: event.rowsLoaded,
        rowsRejected: event.rowsRejected,
        ...(error ? { code: error.code } : {}),
      },
    });
  }

  private async run(job: ClaimedJob, parent?: AbortSignal): Promise<JobOutcome> {
    const controller = new AbortController();
    const follow = () => controller.abort(parent?.reason);
    if (parent?.aborted) follow();
    parent?.addEventListener('abort', follow);
    this.running.set(job.id, controller);
    const beat = setInterval(() => {
      this.store
        .heartbeat(job.id)
        .then((state) => {
          if (state === 'cancel') controller.abort();
          if (state === 'ended') controller.abort(endedElsewhere);
        })
        .catch(() => {});
    }, heartbeatMs);
    const runner = this.runners[job.kind];
    // A kind's result holds what its schema says: a misspelt or mistyped addition fails the run.
    const addition = this.additions.get(job.kind);
    const shaped = (result: RunResult) => addition?.parse(result) ?? result;
    const reporter: RunReporter = {
      signal: controller.signal,
      progress: async (progress, result, message) => {
        const event = await this.store.progress(job.id, progress, shaped(result), message);
        if (event) this.publish(job.domainId, event);
        else controller.abort(endedElsewhere);
      },
      keep: (result) => this.store.keep(job.id, shaped(result)),
    };
    try {
      if (!runner) throw new AppError(400, 'operation_not_allowed', `No runner for ${job.kind} jobs`);
      await runner.handler(job, reporter);
      const succeeded = await this.store.finish(job.id, 'succeeded');
      await this.announce(job, succeeded);
      // Another node failed it meanwhile (this node looked dead): that end stands, nothing follows.
      if (!succeeded) return { status: 'failed', error: { code: 'server_restarted', message: nodeStopped } };
      await this.onSucceeded(job).catch((error: unknown) =>
        this.app.log.error({ err: error, jobId: job.id }, 'starting the runs after a job failed'),
      );
      return { status: 'succeeded' };
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : undefined;
      const stoppedHere = reason === shutdown || reason === endedElsewhere;
      const cancelled = controller.signal.aborted && !stoppedHere;
      if (!(error instanceof AppError)) this.app.log.error({ err: error, jobId: job.id }, 'job failed');
      const failure = stoppedHere
        ? { code: 'server_restarted', message: 'The server stopped during the run' }
        : error instanceof AppError && error.status < 500
          ? { code: error.code, message: error.message }
          : { code: 'internal_error', message: 'The run failed; the server log has the details' };
      if (cancelled) {
        await this.announce(job, await this.store.finish(job.id, 'cancelled'));
        return { status: 'cancelled' };
      }
      await this.announce(job, await this.store.finish(job.id, 'failed', failure), failure);
      return { status: 'failed', error: failure };
    } finally {
      parent?.removeEventListener('abort', follow);
      clearInterval(beat);
      this.running.delete(job.id);
    }
  }
}
