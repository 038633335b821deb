import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  // One schedule per object (an import now, an action later): the job kind it queues, its cron
  // and time zone, and the next tick, which claiming moves forward (see jobs/scheduler.ts).
  `create table schedules (
    object_id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    kind text not null,
    cron text not null,
    timezone text not null default 'UTC',
    enabled boolean not null default true,
    next_run_at timestamptz,
    last_tick_at timestamptz,
    last_job_id uuid,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (enabled = (next_run_at is not null))
  )`,
  `create index schedules_due_idx on schedules (next_run_at) where next_run_at is not null`,
];

/** Schedules: cron ticks that queue a job of an object, claimed once per tick by any node. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
