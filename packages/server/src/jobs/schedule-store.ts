import type { Schedule } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../store/database';
import { nextRunAfter } from './schedule-rule';

type Db = Kysely<Database>;

/** A schedule whose tick has come, as the scheduler fires it. */
export interface DueSchedule {
  objectId: string;
  domainId: string;
  /** The job kind a tick queues. */
  kind: string;
  cron: string;
  timezone: string;
  createdBy: string | null;
}

/** The object a schedule runs and who set it (its runs are started in their name). */
export interface ScheduleOwner {
  domainId: string;
  kind: string;
  objectId: string;
  userId: string;
}

/**
 * Schedules as rows of the metadata store, one per object, with the next tick. Claiming a tick
 * moves `next_run_at` past now in one UPDATE, so of two nodes (or two ticks) only one wins it.
 * @example await schedules.save(trx, {domainId, kind: 'import', objectId, userId}, {cron: '0 6 * * *', timezone: 'UTC', enabled: true})
 */
export class ScheduleStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /**
   * Sets, changes or (null) clears an object's schedule, in the caller's transaction. The next
   * tick is computed anew only when the cron, the zone or the switch changed, so saving the same
   * schedule again never moves it.
   */
  async save(db: Db, owner: ScheduleOwner, schedule: Schedule | null): Promise<void> {
    if (!schedule) {
      await db.deleteFrom('schedules').where('object_id', '=', owner.objectId).execute();
      return;
    }
    const now = new Date(this.clock());
    const next = nextRunAfter(schedule, now);
    const current = await db
      .selectFrom('schedules')
      .select(['cron', 'timezone', 'enabled', 'next_run_at'])
      .where('object_id', '=', owner.objectId)
      .executeTakeFirst();
    const unchanged =
      current?.cron === schedule.cron &&
      current.timezone === schedule.timezone &&
      current.enabled === schedule.enabled;
    const definition = {
      cron: schedule.cron,
      timezone: schedule.timezone,
      enabled: schedule.enabled,
      next_run_at: !schedule.enabled ? null : unchanged ? current.next_run_at : next,
      created_by: owner.userId,
      updated_at: now,
    };
    await db
      .insertInto('schedules')
      .values({ object_id: owner.objectId, domain_id: owner.domainId, kind: owner.kind, ...definition })
      .onConflict((conflict) => conflict.column('object_id').doUpdateSet(definition))
      .execute();
  }

  /** Forgets the schedules of objects removed for good. */
  async remove(objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return;
    await this.db.deleteFrom('schedules').where('object_id', 'in', objectIds).execute();
  }

  /** Schedules whose next tick is at or before `now`, the oldest first. */
  async due(now: Date, limit = 100): Promise<DueSchedule[]> {
    const rows = await this.db
      .selectFrom('schedules')
      .select(['object_id', 'domain_id', 'kind', 'cron', 'timezone', 'created_by'])
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      objectId: row.object_id,
      domainId: row.domain_id,
      kind: row.kind,
      cron: row.cron,
      timezone: row.timezone,
      createdBy: row.created_by,
    }));
  }

  /**
   * Takes the tick due at `now` by moving the schedule to `next` (null: switched off) → whether
   * this caller won it. The condition is checked again on the locked row, so a racer that read
   * the same due schedule finds it no longer due and gets nothing.
   */
  async claim(db: Db, objectId: string, now: Date, next: Date | null): Promise<boolean> {
    const row = await db
      .updateTable('schedules')
      .set({ next_run_at: next, enabled: next !== null, last_tick_at: now })
      .where('object_id', '=', objectId)
      .where('next_run_at', '<=', now)
      .returning('object_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The run a tick queued. */
  async ran(db: Db, objectId: string, jobId: string): Promise<void> {
    await db.updateTable('schedules').set({ last_job_id: jobId }).where('object_id', '=', objectId).execute();
  }
}
