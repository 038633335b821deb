import type { TableAlterStep, TableColumn } from '@cubus/shared';
import type { WarehouseEngine } from '../../engine';
import { columnDefinition } from './column-types';
import { inServerTransaction } from './server-work';

/** DuckDB's storage block: a table's size is its blocks on disk. */
const blockBytes = 262_144;

export async function createTable(
  engine: WarehouseEngine,
  domainId: string,
  table: string,
  columns: TableColumn[],
  key: string | null,
): Promise<void> {
  const { dialect } = engine;
  const definitions = columns.map((column) => columnDefinition(dialect, column, column.name === key));
  await engine.execute(domainId, `CREATE TABLE ${dialect.quote(table)} (${definitions.join(', ')})`);
}

/** The statement of each alter step (checked by the caller); a column is added nullable. */
export async function alterTable(
  engine: WarehouseEngine,
  domainId: string,
  table: string,
  steps: TableAlterStep[],
): Promise<void> {
  const { dialect } = engine;
  const quoted = dialect.quote(table);
  const statements = steps.map((step) => {
    if ('add' in step)
      return `ALTER TABLE ${quoted} ADD COLUMN ${columnDefinition(dialect, { ...step.add, nullable: true })}`;
    if ('rename' in step)
      return `ALTER TABLE ${quoted} RENAME COLUMN ${dialect.quote(step.rename.from)} TO ${dialect.quote(step.rename.to)}`;
    return `ALTER TABLE ${quoted} DROP COLUMN ${dialect.quote(step.drop)}`;
  });
  await inServerTransaction(engine, domainId, async (query) => {
    for (const statement of statements) await query(statement);
  });
}

export async function clearTable(engine: WarehouseEngine, domainId: string, table: string): Promise<void> {
  await engine.execute(domainId, `DELETE FROM ${engine.dialect.quote(table)}`);
}

export async function dropTable(engine: WarehouseEngine, domainId: string, table: string): Promise<void> {
  await engine.execute(domainId, `DROP TABLE IF EXISTS ${engine.dialect.quote(table)}`);
}

/**
 * The table's row count and its blocks on disk. Rows still in the write-ahead log have no blocks
 * yet, so a table with rows and none is checkpointed once, else a small table would show 0
 * bytes; a row edit of a table already on disk does not pay for a checkpoint.
 */
export async function tableStats(
  engine: WarehouseEngine,
  domainId: string,
  table: string,
): Promise<{ rows: number; bytes: number }> {
  const quoted = engine.dialect.quote(table);
  const blocksSql =
    'SELECT count(DISTINCT block_id)::BIGINT AS n FROM pragma_storage_info(?) WHERE block_id >= 0';
  // Counted with its blocks in one statement: one round trip.
  const [counted] = await engine.execute(
    domainId,
    `SELECT (SELECT count(*) FROM ${quoted})::BIGINT AS n, (${blocksSql}) AS blocks`,
    [table],
  );
  const rows = Number(counted?.n ?? 0);
  let blocks = Number(counted?.blocks ?? 0);
  if (rows > 0 && blocks === 0) {
    // Refused while another write is open; that write's own refresh checkpoints it.
    await engine.execute(domainId, 'CHECKPOINT').catch(() => {});
    const [again] = await engine.execute(domainId, blocksSql, [table]);
    blocks = Number(again?.n ?? 0);
  }
  return { rows, bytes: blocks * blockBytes };
}
