import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  `alter table jobs add column rows_read bigint not null default 0`,
  `alter table jobs add column rows_loaded bigint not null default 0`,
  `alter table jobs add column rows_rejected bigint not null default 0`,
  `alter table jobs add column rejected jsonb not null default '[]'`,
  `alter table jobs add column args jsonb`,
  `alter table jobs add column steps jsonb`,
  `alter table jobs add column parent_id uuid`,
  `alter table jobs alter column result drop not null`,
  `alter table jobs alter column result drop default`,
  `update jobs set rows_read = coalesce((result->>'rowsRead')::bigint, 0),
    rows_loaded = coalesce((result->>'rowsLoaded')::bigint, 0),
    rows_rejected = coalesce((result->>'rowsRejected')::bigint, 0),
    rejected = coalesce(result->'rejected', '[]'::jsonb), args = result->'args', steps = result->'steps',
    parent_id = (result->>'parentId')::uuid, result = result->'result'`,
  // Later migrations are forgotten too (they must come after it again): each runs again unchanged,
  // once what it made is gone.
  `drop table if exists event_relay`,
  `drop table if exists event_tickets`,
  `drop table if exists nodes`,
  `drop table if exists dashboard_tiles`,
  `delete from kysely_migration where name >= '0018-job-results'`,
];

/**
 * Puts the runs of a store back as they were kept before `0018-job-results` (a column per
 * runnable kind's part, `result` a procedure's or a cube load's own), so its next start upgrades it.
 */
export async function undoJobResults(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
