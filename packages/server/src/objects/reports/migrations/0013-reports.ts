import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  // The source is named by kind and id, no foreign key: a report outlives a removed cube and then
  // answers `report_source_missing` instead of disappearing.
  `create table reports (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    title text not null,
    description text not null default '',
    source_kind text not null check (source_kind in ('cube', 'table', 'mount')),
    source_id uuid not null,
    view jsonb not null,
    chart text not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index reports_domain_idx on reports (domain_id, title)`,
];

/** Reports: a saved pivot or grid view over a cube, table or mount, with a chart. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
