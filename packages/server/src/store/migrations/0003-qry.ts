import { type Kysely, sql } from 'kysely';

// One statement per query: PGlite's extended protocol runs a single statement at a time.
// Every editable table has id, domain_id, version, created_at, updated_at and deleted_at: the
// generic writes of qry/writes.ts rely on them.
const statements = [
  `create table objects (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    kind text not null,
    name text not null,
    description text not null default '',
    owner_id uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index objects_domain_kind_idx on objects (domain_id, kind)`,
  `create table todos (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    title text not null,
    description text not null default '',
    due_date date,
    assignee_id uuid references users (id) on delete set null,
    tags text[] not null default '{}',
    is_important boolean not null default false,
    is_completed boolean not null default false,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index todos_domain_idx on todos (domain_id, created_at desc)`,
  `create table views (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    owner_id uuid not null references users (id) on delete cascade,
    object text not null,
    name text not null,
    state jsonb not null default '{}',
    shared boolean not null default false,
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index views_domain_object_idx on views (domain_id, object)`,
  `create unique index views_default_key on views (owner_id, domain_id, object) where is_default and deleted_at is null`,
  `create table jobs (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    kind text not null,
    object_id uuid,
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
    progress double precision not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    error text
  )`,
  `create index jobs_domain_idx on jobs (domain_id, created_at desc)`,
];

/** The objects registry, todo tasks, saved grid views and the (empty) jobs table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
