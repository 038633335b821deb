import type { TableAlterStep, TableColumn } from '@cubus/shared';
import { clickhouseName as quote } from '../../clickhouse/clickhouse-literals';
import type { ClickhouseEngine } from './clickhouse-engine';
import { columnDefinition } from './column-types';

/** A MergeTree sorted by the key, so a row found by key reads one granule. */
export async function createTable(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
  columns: TableColumn[],
  key: string | null,
): Promise<void> {
  const definitions = columns.map((column) => columnDefinition(column, column.name === key));
  const order = key === null ? 'tuple()' : quote(key);
  await engine.execute(
    domainId,
    `CREATE TABLE ${quote(table)} (${definitions.join(', ')}) ENGINE = MergeTree ORDER BY ${order}`,
  );
}

/**
 * The steps as one ALTER of added and dropped columns (added ones nullable). 18.16 has no RENAME
 * COLUMN: with a rename the table is made again beside the old one, filled, and put in its place
 * by RENAME TABLE, so the old table stays whole until the new one is complete.
 */
export async function alterTable(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
  steps: TableAlterStep[],
): Promise<void> {
  if (!steps.some((step) => 'rename' in step)) {
    const commands = steps.map((step) =>
      'add' in step
        ? `ADD COLUMN ${columnDefinition({ ...step.add, nullable: true })}`
        : `DROP COLUMN ${quote('drop' in step ? step.drop : '')}`,
    );
    if (commands.length > 0)
      await engine.execute(domainId, `ALTER TABLE ${quote(table)} ${commands.join(', ')}`);
    return;
  }
  const described = await engine.execute(domainId, `DESCRIBE TABLE ${quote(table)}`);
  // Each column of the new table: its name, type and what fills it (the old column, or NULL).
  let columns = described.map((row) => ({
    name: String(row.name),
    type: String(row.type),
    from: `${quote(String(row.name))}`,
  }));
  for (const step of steps) {
    if ('add' in step) {
      const [, type = ''] = columnDefinition({ ...step.add, nullable: true }).split(/ (.*)/);
      columns.push({ name: step.add.name, type, from: 'NULL' });
    } else if ('rename' in step) {
      const { from, to } = step.rename;
      columns = columns.map((column) => (column.name === from ? { ...column, name: to } : column));
    } else columns = columns.filter((column) => column.name !== step.drop);
  }
  const [sorting] = await engine.execute(
    domainId,
    `SELECT sorting_key FROM system.tables WHERE ${engine.rowsTableWhere(domainId, table)}`,
  );
  // A data table is sorted by its key column, or by nothing (a release may print the name quoted).
  const key = String(sorting?.sorting_key ?? '').replace(/^`(.*)`$/, '$1');
  const order = key === '' ? 'tuple()' : quote(key);
  const [fresh, old] = [quote(`_alter_${table}`), quote(`_altered_${table}`)];
  await engine.execute(domainId, `DROP TABLE IF EXISTS ${fresh}`);
  await engine.execute(
    domainId,
    `CREATE TABLE ${fresh} (${columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ')}) ENGINE = MergeTree ORDER BY ${order}`,
  );
  await engine.execute(
    domainId,
    `INSERT INTO ${fresh} (${columns.map((c) => quote(c.name)).join(', ')}) SELECT ${columns.map((c) => c.from).join(', ')} FROM ${quote(table)}`,
  );
  await engine.execute(domainId, `RENAME TABLE ${quote(table)} TO ${old}, ${fresh} TO ${quote(table)}`);
  await engine.execute(domainId, `DROP TABLE ${old}`);
}

export async function clearTable(engine: ClickhouseEngine, domainId: string, table: string): Promise<void> {
  await engine.execute(domainId, `TRUNCATE TABLE ${quote(table)}`);
}

export async function dropTable(engine: ClickhouseEngine, domainId: string, table: string): Promise<void> {
  await engine.execute(domainId, `DROP TABLE IF EXISTS ${quote(table)}`);
}

/** The table's row count and its active parts' bytes on disk. */
export async function tableStats(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
): Promise<{ rows: number; bytes: number }> {
  const [count] = await engine.execute(domainId, `SELECT count() AS n FROM ${quote(table)}`);
  const parts = await engine.rowsEverywhere(
    domainId,
    `SELECT sum(bytes_on_disk) AS n FROM system.parts WHERE ${engine.rowsTableWhere(domainId, table, 'table')} AND active`,
  );
  const bytes = parts.reduce((sum, part) => sum + Number(part.n ?? 0), 0);
  return { rows: Number(count?.n ?? 0), bytes };
}
