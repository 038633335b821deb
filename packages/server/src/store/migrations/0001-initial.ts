import { type Kysely, sql } from 'kysely';

// One statement per query: PGlite's extended protocol runs a single statement at a time.
const statements = [
  `create table domains (
    id uuid primary key,
    name text not null,
    status text not null default 'active' check (status in ('active', 'suspended')),
    created_at timestamptz not null default now()
  )`,
  `create unique index domains_name_key on domains (lower(name))`,
  `create table users (
    id uuid primary key,
    username text not null,
    email text not null check (email = lower(email)),
    full_name text not null default '',
    locale text not null default 'en' check (locale in ('en', 'ru', 'de', 'fr', 'pt')),
    status text not null default 'active' check (status in ('active', 'blocked')),
    password_hash text not null,
    token_version integer not null default 0,
    is_root boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index users_username_key on users (lower(username))`,
  `create unique index users_email_key on users (email)`,
  `create table memberships (
    user_id uuid not null references users (id) on delete cascade,
    domain_id uuid not null references domains (id) on delete cascade,
    role text not null check (role in ('admin', 'editor', 'viewer')),
    created_at timestamptz not null default now(),
    primary key (user_id, domain_id)
  )`,
  `create index memberships_domain_idx on memberships (domain_id)`,
  `create table refresh_families (
    id uuid primary key,
    user_id uuid not null references users (id) on delete cascade,
    domain_id uuid not null references domains (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    revoked_at timestamptz,
    revoked_reason text
  )`,
  `create index refresh_families_user_idx on refresh_families (user_id) where revoked_at is null`,
  `create table refresh_tokens (
    token_hash text primary key,
    family_id uuid not null references refresh_families (id) on delete cascade,
    parent_hash text unique,
    created_at timestamptz not null default now(),
    rotated_at timestamptz
  )`,
  `create index refresh_tokens_family_idx on refresh_tokens (family_id)`,
  `create table activity_log (
    id uuid primary key,
    domain_id uuid references domains (id) on delete cascade,
    actor_id uuid references users (id) on delete set null,
    actor text not null,
    action text not null,
    object text,
    details jsonb not null default '{}',
    at timestamptz not null default now()
  )`,
  `create index activity_log_domain_at_idx on activity_log (domain_id, at desc)`,
  `create table settings (
    key text primary key,
    value jsonb not null
  )`,
];

/** Domains, users, memberships, refresh token families, the activity log and install settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
