import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  `create table imports (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    source jsonb not null,
    target jsonb not null,
    mapping jsonb,
    mode text not null default 'append' check (mode in ('append', 'replace', 'upsert')),
    policy jsonb not null default '{"onError": "reject", "maxRejected": 1000}',
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index imports_domain_idx on imports (domain_id, name)`,
  // Jobs: `done` becomes `succeeded`; counts, log and the first rejected rows; a heartbeat so a
  // run whose process died is found and failed.
  `alter table jobs drop constraint jobs_status_check`,
  `update jobs set status = 'succeeded' where status = 'done'`,
  `alter table jobs add constraint jobs_status_check
    check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))`,
  `alter table jobs add column rows_read bigint not null default 0`,
  `alter table jobs add column rows_loaded bigint not null default 0`,
  `alter table jobs add column rows_rejected bigint not null default 0`,
  `alter table jobs add column messages jsonb not null default '[]'`,
  `alter table jobs add column rejected jsonb not null default '[]'`,
  `alter table jobs add column error_code text`,
  `alter table jobs add column cancel_requested boolean not null default false`,
  `alter table jobs add column worker text`,
  `alter table jobs add column heartbeat_at timestamptz`,
  // A run already queued or running for an object is not started twice (any node).
  `create unique index jobs_one_active_key on jobs (object_id) where status in ('queued', 'running')`,
  `create index jobs_queued_idx on jobs (created_at) where status = 'queued'`,
];

/** Imports, and jobs as durable runs with counts, messages and rejected rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
