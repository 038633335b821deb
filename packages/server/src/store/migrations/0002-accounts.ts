import { type Kysely, sql } from 'kysely';

// One statement per query: PGlite's extended protocol runs a single statement at a time.
const statements = [
  `alter table users
    add column skin text not null default 'light' check (skin in ('light', 'bordered', 'dark', 'semi-dark')),
    add column avatar text,
    add column last_domain_id uuid references domains (id) on delete set null,
    add column last_sign_in_at timestamptz,
    add column totp_secret text,
    add column totp_pending text,
    add column totp_last_step integer`,
  `alter table domains
    add column default_locale text not null default 'en' check (default_locale in ('en', 'ru', 'de', 'fr', 'pt'))`,
  `alter table memberships
    add column status text not null default 'active' check (status in ('active', 'blocked'))`,
  `create table recovery_codes (
    code_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    used_at timestamptz
  )`,
  `create index recovery_codes_user_idx on recovery_codes (user_id)`,
  `create table password_resets (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index password_resets_user_idx on password_resets (user_id)`,
  `create table invites (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    token_hash text not null unique,
    email text check (email = lower(email)),
    role text not null check (role in ('admin', 'editor', 'viewer')),
    created_by uuid references users (id) on delete set null,
    created_by_name text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    used_by uuid references users (id) on delete set null,
    revoked_at timestamptz
  )`,
  `create index invites_domain_idx on invites (domain_id, created_at desc)`,
  `create table acl_grants (
    domain_id uuid not null references domains (id) on delete cascade,
    role text not null check (role in ('editor', 'viewer')),
    kind text not null,
    actions jsonb not null,
    primary key (domain_id, role, kind)
  )`,
];

/**
 * Accounts: profile (skin, avatar), last domain, TOTP, recovery codes, password resets, invites,
 * blocking per membership and extra ACL grants per domain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
