import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  // Procedures written by the domain's editors; the built-in ones are virtual (objects/procedures/builtins.ts).
  `create table procedures (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    arguments jsonb not null default '[]',
    body text not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index procedures_domain_idx on procedures (domain_id, name)`,
  // A run's arguments as given, and what a procedure run kept of its last statement's rows.
  `alter table jobs add column args jsonb`,
  `alter table jobs add column result jsonb`,
];

/** Procedures, and the arguments and result rows of a job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
