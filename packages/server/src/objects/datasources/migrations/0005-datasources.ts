import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite). The password is sealed (secret-box.ts), never stored plain.
const statements = [
  `create table datasources (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    type text not null check (type in ('postgres', 'mysql', 'clickhouse', 'files')),
    host text,
    port integer,
    database text,
    username text,
    password_sealed text,
    ssl boolean not null default false,
    path text,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index datasources_domain_idx on datasources (domain_id, name)`,
];

/** Data sources: connections to PostgreSQL, MySQL/MariaDB, ClickHouse and server files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
