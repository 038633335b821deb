import { type Kysely, sql } from 'kysely';

/**
 * The reports pinned on the dashboard: a user's own arrangement in a domain, or with no user the
 * domain's default, which a user sees until they arrange their own. `tiles` is
 * `[{reportId, width}]` in the order shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create table dashboard_tiles (
      id uuid primary key,
      domain_id uuid not null references domains(id) on delete cascade,
      user_id uuid references users(id) on delete cascade,
      tiles jsonb not null,
      updated_at timestamptz not null default now()
    )`)
    .execute(db);
  await sql
    .raw(
      'create unique index dashboard_tiles_user on dashboard_tiles (domain_id, user_id) where user_id is not null',
    )
    .execute(db);
  await sql
    .raw('create unique index dashboard_tiles_default on dashboard_tiles (domain_id) where user_id is null')
    .execute(db);
}
