import type { SqlValue, WarehouseEngine, WarehouseQuery } from '../../engine';
import { plain } from '../../plain-row';

/**
 * `work` on a server session of its own (the shared system connection would interleave
 * concurrent callers' statements), closed after.
 */
export async function onServerSession<T>(
  engine: WarehouseEngine,
  domainId: string,
  work: (query: WarehouseQuery) => Promise<T>,
): Promise<T> {
  const session = await engine.openServerSession(domainId);
  try {
    return await work(async (sql, params) => (await session.query(sql, params)).map(plain));
  } finally {
    session.close();
  }
}

/**
 * `work` in one transaction of a server session of its own: committed when `work` returns,
 * rolled back when it throws, so a refused change leaves nothing behind.
 * @example await inServerTransaction(engine, domainId, (q) => q('UPDATE t SET a = ?', [1]))
 */
export function inServerTransaction<T>(
  engine: WarehouseEngine,
  domainId: string,
  work: (query: WarehouseQuery) => Promise<T>,
): Promise<T> {
  return onServerSession(engine, domainId, async (query) => {
    await query('BEGIN TRANSACTION');
    try {
      const result = await work(query);
      await query('COMMIT');
      return result;
    } catch (error) {
      await query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}

/** Inserts rows in chunks of bound VALUES lists (`columns` quoted by the caller). */
export async function insertRows(
  query: WarehouseQuery,
  table: string,
  columns: string[],
  rows: SqlValue[][],
  casts: string[] = [],
): Promise<void> {
  const chunk = Math.max(1, Math.floor(2000 / Math.max(1, columns.length)));
  const tuple = `(${columns.map((_, i) => (casts[i] ? `CAST(? AS ${casts[i]})` : '?')).join(', ')})`;
  for (let at = 0; at < rows.length; at += chunk) {
    const part = rows.slice(at, at + chunk);
    await query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${part.map(() => tuple).join(', ')}`,
      part.flat(),
    );
  }
}
