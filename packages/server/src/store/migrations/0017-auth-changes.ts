import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  // One row: bumped by every change to who may do what, so writers line up behind its lock and
  // a reader that sees generation G sees every change up to G committed.
  `create table auth_generation (
    id integer primary key check (id = 1),
    generation bigint not null
  )`,
  `insert into auth_generation (id, generation) values (1, 0)`,
  // The last generation that changed each scope (`user:<id>`, `domain:<id>`, `*`): one row per scope.
  `create table auth_changes (
    scope text primary key,
    generation bigint not null
  )`,
  `create index auth_changes_generation on auth_changes (generation)`,
];

/** Changes to users, memberships, domains and grants, told to every node sharing the store. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
