import { type Kysely, sql } from 'kysely';

/**
 * The demo `sales` table's columns as they were when data tables arrived: a migration keeps the
 * shape of its time and imports no seed code, which may change after it.
 */
const demoSalesColumns = [
  { name: 'region', type: 'text', nullable: true },
  { name: 'product', type: 'text', nullable: true },
  { name: 'month', type: 'text', nullable: true },
  { name: 'scenario', type: 'text', nullable: true },
  { name: 'amount', type: 'decimal', nullable: true },
  { name: 'quantity', type: 'integer', nullable: true },
];

/**
 * Installs seeded before data tables existed: their demo `sales` becomes a data table. Idempotent
 * (the unique name skips a registered one).
 */
export const registerDemoSales = `insert into data_tables (id, domain_id, name, description, columns, rows)
  select gen_random_uuid(), (s.value->>'domainId')::uuid, 'sales', 'Demo sales', '${JSON.stringify(demoSalesColumns)}'::jsonb, 2880
  from settings s join domains d on d.id = (s.value->>'domainId')::uuid
  where s.key = 'demo_sales'
  on conflict do nothing`;

// One statement per query (PGlite). The warehouse table is named as the data table: names are
// unique per domain, case-insensitively as DuckDB compares identifiers, deleted ones included
// (a soft-deleted table keeps its warehouse table).
const statements = [
  `create table data_tables (
    id uuid primary key,
    domain_id uuid not null references domains (id) on delete cascade,
    name text not null,
    description text not null default '',
    columns jsonb not null,
    key text,
    rows bigint not null default 0,
    size bigint not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    version integer not null default 1
  )`,
  `create unique index data_tables_name_key on data_tables (domain_id, lower(name))`,
  registerDemoSales,
];

/** Data tables: the metadata of the domain's warehouse tables; the demo `sales` registered. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
