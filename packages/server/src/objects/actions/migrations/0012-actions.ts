import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  // Automations: a trigger and ordered steps (shapes in shared `actions.ts`). `after_object_id`
  // repeats the object of an `after` trigger, so a run that ends finds the actions it starts.
  `create table actions (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    trigger jsonb not null default '{"type": "manual"}',
    steps jsonb not null default '[]',
    after_object_id uuid,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index actions_domain_idx on actions (domain_id, name)`,
  `create index actions_after_idx on actions (after_object_id) where after_object_id is not null`,
  // An action run's outcome of each step, and the run a step's job belongs to.
  `alter table jobs add column steps jsonb`,
  `alter table jobs add column parent_id uuid`,
];

/** Actions, and the step outcomes and parent of a job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
