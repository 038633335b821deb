import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite).
const statements = [
  `create table mounts (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    datasource_id uuid not null references datasources (id) on delete cascade,
    schema text,
    table_name text,
    query text,
    columns jsonb not null default '[]',
    refreshed_at timestamptz not null default now(),
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1,
    check ((table_name is null) <> (query is null))
  )`,
  `create index mounts_domain_idx on mounts (domain_id, name)`,
];

/** Mounts: a data source's table or query shown as a read-only object of the domain. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
