import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite). Members and facts live in the domain's warehouse
// (`ref_<id>`, `cube_<id>`, `cube_<id>_hist`); these rows describe them.
const statements = [
  `create table refs (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    kind text not null default 'plain' check (kind in ('plain', 'time', 'sequence')),
    attributes jsonb not null default '[]',
    members integer not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index refs_domain_idx on refs (domain_id, name)`,
  `create table cubes (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    dimensions jsonb not null,
    measures jsonb not null,
    source jsonb,
    status text not null default 'ready' check (status in ('loading', 'ready', 'failed')),
    facts bigint not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index cubes_domain_idx on cubes (domain_id, name)`,
  // Versions of a cube's facts: one row per write or copy; the old cells sit in cube_<id>_hist.
  `create table cube_changes (
    id uuid primary key,
    seq bigint generated always as identity,
    domain_id uuid not null references domains (id) on delete cascade,
    cube_id uuid not null references cubes (id) on delete cascade,
    actor_id uuid references users (id) on delete set null,
    actor text not null,
    at timestamptz not null default now(),
    kind text not null check (kind in ('write', 'copy-scenario')),
    measure text,
    coords jsonb not null default '{}',
    old_value double precision,
    new_value double precision,
    cells integer not null default 0,
    details jsonb not null default '{}',
    undone_at timestamptz
  )`,
  `create index cube_changes_cube_idx on cube_changes (cube_id, seq desc)`,
];

/** References, cubes and the versions of their facts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
