import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite). A row is an upload while `status = 'uploading'` and a file
// once verified; the bytes live at DATA_DIR/files/<domain_id>/<id>, a path made of ids only.
const statements = [
  `create table files (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    size bigint not null,
    sha256 text not null,
    status text not null default 'uploading' check (status in ('uploading', 'ready')),
    received bigint not null default 0,
    writing_since timestamptz,
    expires_at timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create index files_domain_idx on files (domain_id, created_at desc)`,
  `create index files_expiry_idx on files (expires_at) where status = 'uploading'`,
];

/** Uploaded files and unfinished uploads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
