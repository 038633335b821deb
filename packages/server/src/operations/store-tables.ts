import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';

/** A table of the metadata store as a backup sees it. */
export interface StoreTable {
  name: string;
  columns: string[];
  /** Its foreign keys: `column` refers to a row of `parent`. */
  references: { column: string; parent: string }[];
}

/**
 * Rows that belong to the install that made them, not to its data: sign-in sessions, one-time
 * tickets and links, the cache generations, the live nodes and their relayed events, the migrator's
 * own bookkeeping. A restored install starts with none of them, so everyone signs in again.
 */
const notCarried = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'refresh_families',
  'refresh_tokens',
  'spent_tickets',
  'auth_changes',
  'auth_generation',
  'password_resets',
  'nodes',
  'event_tickets',
  'event_relay',
]);

/**
 * The store's tables that a backup carries, parents before children (foreign keys), so a restore
 * can insert them in this order. Read from the catalog, so a kind's new table is carried without
 * being named here.
 */
export async function carriedTables(db: Kysely<Database>): Promise<StoreTable[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name::text, c.column_name::text
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ child: string; column_name: string; parent: string }>`
    select child.relname::text as child, a.attname::text as column_name, parent.relname::text as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and n.nspname = 'public'`.execute(db);
  const tables = new Map<string, StoreTable>();
  for (const row of columns.rows) {
    if (notCarried.has(row.table_name)) continue;
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], references: [] };
    table.columns.push(row.column_name);
    tables.set(row.table_name, table);
  }
  for (const key of keys.rows)
    if (key.child !== key.parent)
      tables.get(key.child)?.references.push({ column: key.column_name, parent: key.parent });
  return parentsFirst([...tables.values()]);
}

/** Orders tables so every table comes after the tables it refers to (a table's own rows may refer to each other). */
function parentsFirst(tables: StoreTable[]): StoreTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: StoreTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: StoreTable) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting')
      throw new Error(`foreign keys form a circle through ${table.name}`);
    state.set(table.name, 'visiting');
    for (const { parent } of table.references) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}
