import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../store/database';
import type { JobStore } from './job-store';
import { said } from './run-messages';
import { nextRunAfter } from './schedule-rule';
import type { DueSchedule, ScheduleStore } from './schedule-store';

type Db = Kysely<Database>;

/** How often a node looks for due schedules; cron has minutes, so a tick is at most this late. */
export const tickMs = 15_000;

/** What the scheduler asks of the kind of object it runs (imports, actions). */
export interface ScheduledKind {
  /** Whether the object can run now: it exists and is not deleted. */
  runnable(db: Db, schedule: DueSchedule): Promise<boolean>;
}

/** The kind of a scheduled object that runs unless deleted (imports, actions): its table. */
export function runsUnlessDeleted(table: 'imports' | 'actions'): ScheduledKind {
  return {
    runnable: async (db, schedule) =>
      (await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', schedule.objectId)
        .where('domain_id', '=', schedule.domainId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
  };
}

/** What became of one due schedule in a tick. */
export interface TickOutcome {
  objectId: string;
  /**
   * `queued` a run; skipped: `busy` (a run is queued or running), `full` (the domain has as many
   * runs waiting as it may), `inactive` (deleted), `taken` (another tick won it); `failed`:
   * nothing changed, the next tick tries again.
   */
  outcome: 'queued' | 'busy' | 'full' | 'inactive' | 'taken' | 'failed';
  jobId?: string;
}

export interface SchedulerOptions {
  db: Db;
  schedules: ScheduleStore;
  jobs: JobStore;
  kinds: Record<string, ScheduledKind>;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Tells this node's worker there is work. */
  wake: () => void;
}

/**
 * Fires due schedules: at start (so a tick missed while the server was down runs once, not once
 * per missed tick) and every `tickMs`. Each due schedule is claimed, checked and queued in one
 * transaction: a tick is queued at most once across nodes and restarts, and a crash before the
 * commit leaves it due for the next start.
 * @example const scheduler = new Scheduler({db, schedules, jobs, kinds: {import: importSchedules}, clock, log, wake}); await scheduler.start()
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<unknown> | undefined;

  constructor(private readonly options: SchedulerOptions) {}

  async start(): Promise<void> {
    await this.background();
    this.timer = setInterval(() => void this.background(), tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.busy;
  }

  /** One pass over the due schedules → what became of each. */
  async tick(): Promise<TickOutcome[]> {
    const now = new Date(this.options.clock());
    const outcomes: TickOutcome[] = [];
    for (const schedule of await this.options.schedules.due(now))
      outcomes.push(await this.fire(schedule, now).catch((error: unknown) => this.failed(schedule, error)));
    if (outcomes.some((outcome) => outcome.outcome === 'queued')) this.options.wake();
    return outcomes;
  }

  /** A tick of the timer: never two at once on this node, and a failure is logged, not thrown. */
  private background(): Promise<unknown> {
    this.busy ??= this.tick()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        this.busy = undefined;
      });
    return this.busy;
  }

  /** The tick after `now`; a rule that no longer holds (a zone gone from Intl) switches the schedule off. */
  private nextOf(schedule: DueSchedule, now: Date): Date | null {
    try {
      return nextRunAfter(schedule, now);
    } catch (error) {
      this.options.log.warn({ err: error, objectId: schedule.objectId }, 'schedule switched off');
      return null;
    }
  }

  /** A tick that rolled back, e.g. a manual run queued in the same instant (`job_running`). */
  private failed(schedule: DueSchedule, error: unknown): TickOutcome {
    this.options.log.warn(
      { err: error, objectId: schedule.objectId },
      'schedule tick failed; retried next tick',
    );
    return { objectId: schedule.objectId, outcome: 'failed' };
  }

  private async fire(schedule: DueSchedule, now: Date): Promise<TickOutcome> {
    const { db, schedules, jobs, kinds, log } = this.options;
    const next = this.nextOf(schedule, now);
    const objectId = schedule.objectId;
    const outcome = await db.transaction().execute(async (trx): Promise<TickOutcome> => {
      if (!(await schedules.claim(trx, objectId, now, next))) return { objectId, outcome: 'taken' };
      if (!(await kinds[schedule.kind]?.runnable(trx, schedule))) return { objectId, outcome: 'inactive' };
      const active = await trx
        .selectFrom('jobs')
        .select('id')
        .where('object_id', '=', objectId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (active) {
        // Told where the operator looks: in the log of the run that is still going.
        await jobs.note(active.id, said('scheduledSkipped', { time: now.toISOString() }), trx);
        return { objectId, outcome: 'busy', jobId: active.id };
      }
      // A tick that finds its domain's queue full is skipped like a busy one, not retried: a
      // tenant's many schedules cannot keep the queue full for itself (nor flood the log).
      if (await jobs.queueFull(schedule.domainId, trx)) return { objectId, outcome: 'full' };
      const jobId = randomUUID();
      await jobs.enqueue(
        {
          id: jobId,
          domainId: schedule.domainId,
          kind: schedule.kind,
          objectId,
          createdBy: schedule.createdBy,
          note: said('queuedBySchedule', { cron: schedule.cron, timezone: schedule.timezone }),
        },
        trx,
      );
      await schedules.ran(trx, objectId, jobId);
      return { objectId, outcome: 'queued', jobId };
    });
    if (outcome.outcome === 'busy')
      log.info({ objectId, jobId: outcome.jobId }, 'schedule tick skipped: a run is queued or running');
    if (outcome.outcome === 'full')
      log.info({ objectId, domainId: schedule.domainId }, 'schedule tick skipped: the domain queue is full');
    if (outcome.outcome === 'inactive')
      log.info({ objectId }, 'schedule tick skipped: the object is deleted');
    return outcome;
  }
}
