import type { JobEvent, JobStatus } from '@cubus/shared';
import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import { AppError, notFound } from '../lib/app-error';
import { withoutServerPaths } from '../lib/server-paths';
import { storableText } from '../lib/text-guard';
import { nodeStaleSeconds } from '../nodes/node-registry';
import type { Database, JobsTable } from '../store/database';
import { appended, eventColumns, logLine, merged, toEvent } from './job-row';
import { type Said, said } from './run-messages';
import type { RunResult } from './run-result';

/** A claimed job as the worker runs it. */
export interface ClaimedJob {
  id: string;
  domainId: string;
  kind: string;
  objectId: string | null;
  createdBy: string | null;
}

/** The advisory lock claims take turns under (any number; the same on every node). */
const claimLockKey = 730_213_001;

/** The error of a run failed because its node stopped beating (`failStale`). */
export const nodeStopped = 'The node running it stopped';

/** A job left `running` without a heartbeat for this long belongs to a process that died. */
export const staleAfterSeconds = 30;

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

type Db = Kysely<Database>;

/** A run to queue (or start at once). */
export interface NewJob {
  id: string;
  domainId: string;
  kind: string;
  objectId: string;
  createdBy: string | null;
  /** The first line of its log (else `queued`). */
  note?: Said;
  /** What its result starts with: the arguments it was given, the run it is a step of. */
  result?: RunResult;
}

/**
 * Jobs as durable rows of the metadata store: queued by a run, claimed by one worker of any node
 * (`FOR UPDATE SKIP LOCKED`), kept alive by a heartbeat, finished with a status.
 * @example const id = await jobStore.enqueue({domainId, kind: 'import', objectId, createdBy}) // 409 job_running if one is queued or running
 */
export class JobStore {
  constructor(
    private readonly db: Db,
    /** Runs one domain may have waiting at once: one tenant cannot fill the queue. */
    readonly domainQueueMax: number,
  ) {}

  /**
   * Queues a run; `db` is the caller's transaction when the run is part of a bigger change (a
   * schedule's tick). 429 `job_queue_full` when the domain already has `domainQueueMax` waiting.
   */
  async enqueue(job: NewJob, db: Db = this.db): Promise<void> {
    if (await this.queueFull(job.domainId, db))
      throw new AppError(429, 'job_queue_full', 'This domain has too many runs waiting', {
        queued: this.domainQueueMax,
      });
    await this.insert(job, db, {});
  }

  /** Adds a line to a run's log (`db`: the caller's transaction, as for `enqueue`). */
  async note(id: string, line: Said, db: Db = this.db): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ messages: appended(logLine(line, 'info')) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A run that starts at once on `worker` instead of waiting in the queue: a step of another run
   * there. 409 `job_running` as for `enqueue`.
   */
  async startNow(job: NewJob, worker: string): Promise<void> {
    const now = new Date();
    await this.insert(job, this.db, { status: 'running', started_at: now, heartbeat_at: now, worker });
  }

  private async insert(
    job: NewJob,
    db: Db,
    running: Partial<Pick<Insertable<JobsTable>, 'status' | 'started_at' | 'heartbeat_at' | 'worker'>>,
  ): Promise<void> {
    try {
      await db
        .insertInto('jobs')
        .values({
          id: job.id,
          domain_id: job.domainId,
          kind: job.kind,
          object_id: job.objectId,
          created_by: job.createdBy,
          messages: logLine(job.note ?? said('queued')),
          result: JSON.stringify(job.result ?? {}),
          ...running,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, 'job_running', 'A run of this object is queued or running');
      throw error;
    }
  }

  /**
   * The next queued job, now running on `worker`: round-robin across domains (the first domain
   * after `afterDomain` in id order with work queued, wrapping around), the oldest job of that
   * domain, skipping domains that already run `domainConcurrency` jobs. Claims take turns over
   * every node (a transaction lock), so a domain's running count cannot be raced past its limit;
   * each job is claimed once.
   */
  async claim(
    worker: string,
    fairness: { afterDomain: string | undefined; domainConcurrency: number },
  ): Promise<ClaimedJob | undefined> {
    // Most looks find nothing queued (every poll, and the look right after a claim): one plain read
    // then, not a transaction under the lock, which on PGlite's one connection a just-claimed
    // run's first statements would wait behind.
    const queued = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .limit(1)
      .executeTakeFirst();
    if (!queued) return undefined;
    const after = fairness.afterDomain ?? '';
    const row = await this.db.transaction().execute(async (trx) => {
      // Held to the commit: the next claim, on any node, starts after this one is visible.
      await sql`SELECT pg_advisory_xact_lock(${claimLockKey})`.execute(trx);
      const result = await sql<{
        id: string;
        domain_id: string;
        kind: string;
        object_id: string | null;
        created_by: string | null;
      }>`
        UPDATE jobs SET status = 'running', started_at = now(), heartbeat_at = now(), worker = ${worker}
        WHERE id = (
          SELECT q.id FROM jobs q
          WHERE q.status = 'queued'
            AND (SELECT count(*) FROM jobs r WHERE r.domain_id = q.domain_id AND r.status = 'running')
              < ${fairness.domainConcurrency}
          ORDER BY (q.domain_id::text <= ${after}), q.domain_id, q.created_at
          LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, domain_id, kind, object_id, created_by`.execute(trx);
      return result.rows[0];
    });
    return row
      ? {
          id: row.id,
          domainId: row.domain_id,
          kind: row.kind,
          objectId: row.object_id,
          createdBy: row.created_by,
        }
      : undefined;
  }

  /** Whether the domain already has `domainQueueMax` runs waiting (a manual run is refused, a schedule skips). */
  async queueFull(domainId: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('domain_id', '=', domainId)
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    return Number(row.n) >= this.domainQueueMax;
  }

  /**
   * Keeps a running job alive → `run` on; `cancel` when a cancel was asked for; `ended` when the
   * run is no longer running (another node failed it, its node having looked dead): that end
   * stands, and the run stops here.
   */
  async heartbeat(id: string): Promise<'run' | 'cancel' | 'ended'> {
    const row = await this.db
      .updateTable('jobs')
      .set({ heartbeat_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .returning('cancel_requested')
      .executeTakeFirst();
    return !row ? 'ended' : row.cancel_requested ? 'cancel' : 'run';
  }

  /**
   * Progress, an addition to the result (counts so far) and an optional log line → the job's
   * event; undefined when the run is no longer running (see `heartbeat`), which changes nothing.
   */
  async progress(
    id: string,
    progress: number,
    result: RunResult,
    message?: Said,
  ): Promise<JobEvent | undefined> {
    const row = await this.db
      .updateTable('jobs')
      .set({
        progress,
        ...(Object.keys(result).length > 0 ? { result: merged(result) } : {}),
        messages: appended(message ? logLine(message) : '[]'),
        heartbeat_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .returning(eventColumns)
      .executeTakeFirst();
    return row && toEvent(row);
  }

  /** Adds to a run's result (its rejected rows, a procedure's kept rows). */
  async keep(id: string, result: RunResult): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ result: merged(result) })
      .where('id', '=', id)
      .execute();
  }

  /** A run's result as it stands (its arguments, the run it is a step of); `{}` for an unknown id. */
  async result(id: string): Promise<RunResult> {
    const row = await this.db.selectFrom('jobs').select('result').where('id', '=', id).executeTakeFirst();
    return (row?.result ?? {}) as RunResult;
  }

  /**
   * The end of a running run: its status, and the error's code and text for a failure → its
   * event; undefined when it had ended already (another node failed it, its node having looked
   * dead): the first end stands.
   */
  async finish(
    id: string,
    status: Exclude<JobStatus, 'queued' | 'running'>,
    failure?: { code: string; message: string },
  ): Promise<JobEvent | undefined> {
    // A run's log and error are read back through qry: no server path may be kept in them, and a
    // NUL from a file's own bytes would make the store refuse the row (the run would stay running).
    const error = failure && {
      code: failure.code,
      message: storableText(withoutServerPaths(failure.message)),
    };
    const line = error ? said('failed', error) : said(status === 'succeeded' ? 'succeeded' : 'cancelled');
    const row = await this.db
      .updateTable('jobs')
      .set({
        status,
        finished_at: new Date(),
        error: error?.message ?? null,
        error_code: error?.code ?? null,
        messages: appended(logLine(line, error ? 'error' : 'info')),
        ...(status === 'succeeded' ? { progress: 1 } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .returning([...eventColumns, 'domain_id'])
      .executeTakeFirst();
    return row && toEvent(row);
  }

  /**
   * Runs whose node stopped: failed, so nothing stays `running` forever, and never run again (a
   * failed run is not queued anew). A node silent for `nodeStaleSeconds` (15 s) is dead at once; a
   * run whose own heartbeat stopped for `staleAfterSeconds` (30 s) too, whatever its node (a run
   * of a node from before the registry). Swept every 10 s, so a run of a killed node is failed
   * within 25 s.
   */
  async failStale(): Promise<{ id: string; domainId: string }[]> {
    const fail = async (message: string, where: RawBuilder<unknown>) => {
      const line = logLine(said('failed', { code: 'server_restarted', message }), 'error');
      const result = await sql<{ id: string; domain_id: string }>`
        UPDATE jobs SET status = 'failed', finished_at = now(), error_code = 'server_restarted',
          error = ${message}, messages = messages || ${line}::jsonb
        WHERE status = 'running' AND ${where}
        RETURNING id, domain_id`.execute(this.db);
      return result.rows.map((row) => ({ id: row.id, domainId: row.domain_id }));
    };
    return [
      ...(await fail(
        nodeStopped,
        sql`worker IN (SELECT id FROM nodes WHERE heartbeat_at < now() - make_interval(secs => ${nodeStaleSeconds}))`,
      )),
      ...(await fail(
        'The server stopped during the run',
        sql`(heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ${staleAfterSeconds}))`,
      )),
    ];
  }

  /** Cancels a queued job at once; a running one is flagged and stops at its next step. */
  async requestCancel(domainId: string, id: string): Promise<{ status: JobStatus; event?: JobEvent }> {
    const queued = await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', finished_at: new Date(), cancel_requested: true })
      .where('id', '=', id)
      .where('domain_id', '=', domainId)
      .where('status', '=', 'queued')
      .returning(eventColumns)
      .executeTakeFirst();
    if (queued) return { status: 'cancelled', event: toEvent(queued) };
    const running = await this.db
      .updateTable('jobs')
      .set({ cancel_requested: true })
      .where('id', '=', id)
      .where('domain_id', '=', domainId)
      .returning('status')
      .executeTakeFirst();
    if (!running) throw notFound();
    return { status: running.status };
  }
}
