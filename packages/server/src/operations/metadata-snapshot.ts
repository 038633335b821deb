import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../store/database';
import { carriedTables, type StoreTable } from './store-tables';

/** What a backup holds: every domain, or one domain with the users it needs. */
export type BackupScope = 'all' | { domainId: string };

/** Rows go in by batches of this many: one statement each, small enough for any store. */
const batchRows = 500;

const membersOf = (domainId: string) => sql`(select user_id from memberships where domain_id = ${domainId})`;

/**
 * The condition that keeps a table's rows to one domain. Users are the domain's members, every
 * user its rows name (an object's author who has since left) and the root users, so a restore
 * satisfies every key and the install has its operators. Install-wide tables (settings) are
 * carried whole: a domain is restored into an empty install, which takes them as its own.
 */
function domainRows(table: StoreTable, tables: StoreTable[], domainId: string): RawBuilder<unknown> {
  if (table.name === 'domains') return sql`id = ${domainId}`;
  if (table.columns.includes('domain_id')) return sql`domain_id = ${domainId}`;
  if (table.name === 'users') {
    const named = tables.flatMap((other) =>
      other.columns.includes('domain_id')
        ? other.references
            .filter((key) => key.parent === 'users')
            .map(
              (key) =>
                sql`id in (select ${sql.ref(key.column)} from ${sql.table(other.name)} where domain_id = ${domainId})`,
            )
        : [],
    );
    return sql.join([sql`is_root`, sql`id in ${membersOf(domainId)}`, ...named], sql` or `);
  }
  const owner = table.references.find((key) => key.parent === 'users');
  if (owner)
    return sql`${sql.ref(owner.column)} in (select id from users where ${domainRows(usersTable(tables), tables, domainId)})`;
  return sql`true`;
}

const usersTable = (tables: StoreTable[]) => {
  const users = tables.find((table) => table.name === 'users');
  if (!users) throw new Error('the store has no users table');
  return users;
};

/**
 * Writes each carried table's rows to `<dir>/<table>.jsonl`, one `row_to_json` per line, in one
 * repeatable-read transaction: the files are one moment of the store while it goes on serving.
 * Answers how many rows each table gave.
 */
export async function dumpMetadata(
  db: Kysely<Database>,
  scope: BackupScope,
  dir: string,
): Promise<Record<string, number>> {
  await mkdir(dir, { recursive: true });
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const tables = await carriedTables(trx);
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const condition = scope === 'all' ? sql`true` : domainRows(table, tables, scope.domainId);
        const { rows } = await sql<{ row: string }>`
          select row_to_json(t)::text as row from ${sql.table(table.name)} t where ${condition}`.execute(trx);
        const otherDomains =
          scope !== 'all' && !table.columns.includes('domain_id') && table.name !== 'domains';
        const lines = rows.map(({ row }) =>
          otherDomains ? outsideDomainsDropped(row, table, scope.domainId) : row,
        );
        await writeLines(path.join(dir, `${table.name}.jsonl`), lines);
        counts[table.name] = rows.length;
      }
      return counts;
    });
}

/** A user's pointer to another domain (the one they last used) means nothing in one domain's backup. */
function outsideDomainsDropped(row: string, table: StoreTable, domainId: string): string {
  const value = JSON.parse(row) as Record<string, unknown>;
  for (const key of table.references)
    if (key.parent === 'domains' && value[key.column] !== domainId) value[key.column] = null;
  return JSON.stringify(value);
}

async function writeLines(file: string, lines: string[]): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * Inserts the rows of `dumpMetadata`'s files, parents first, in one transaction: a bad backup
 * leaves the store as it was. Each value goes through `json_populate_recordset`, so PostgreSQL
 * reads it with the column's own type (timestamps, jsonb, arrays, bytea) exactly as dumped.
 * Columns the backup lacks take their defaults. Serial counters continue after the rows.
 */
export async function loadMetadata(db: Kysely<Database>, dir: string, tableNames: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tables = await carriedTables(trx);
    const unknown = tableNames.filter((name) => !tables.some((table) => table.name === name));
    if (unknown.length > 0)
      throw new Error(`the backup has tables this store does not: ${unknown.join(', ')}`);
    for (const table of tables) {
      if (!tableNames.includes(table.name)) continue;
      let batch: string[] = [];
      for await (const line of createInterface({
        input: createReadStream(path.join(dir, `${table.name}.jsonl`)),
      })) {
        if (line) batch.push(line);
        if (batch.length === batchRows) {
          await insertBatch(trx, table, batch);
          batch = [];
        }
      }
      if (batch.length > 0) await insertBatch(trx, table, batch);
    }
    await continueCounters(trx);
  });
}

async function insertBatch(trx: Kysely<Database>, table: StoreTable, lines: string[]): Promise<void> {
  const keys = new Set(lines.flatMap((line) => Object.keys(JSON.parse(line) as object)));
  const columns = table.columns.filter((column) => keys.has(column)).map((column) => sql.ref(column));
  // The backup's own numbers, also in identity columns (`cube_changes.seq`: the order of undo).
  await sql`
    insert into ${sql.table(table.name)} (${sql.join(columns)}) overriding system value
    select ${sql.join(columns)} from json_populate_recordset(null::${sql.table(table.name)}, ${`[${lines.join(',')}]`}::json)`.execute(
    trx,
  );
}

async function continueCounters(trx: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string; sequence: string }>`
    select table_name::text, column_name::text, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(
    trx,
  );
  for (const row of rows)
    await sql`select setval(${row.sequence}, coalesce((select max(${sql.ref(row.column_name)}) from ${sql.table(row.table_name)}), 0) + 1, false)`.execute(
      trx,
    );
}
