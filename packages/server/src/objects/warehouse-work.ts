import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../engine/engine';
import { plain } from '../engine/plain-row';
import type { WarehouseQuery } from './warehouse-query';

export type { WarehouseQuery } from './warehouse-query';

/**
 * Server work on the domain's warehouse in one transaction of its own session (the shared system
 * connection would interleave concurrent callers' statements): committed when `work` returns,
 * rolled back when it throws, so a refused change leaves nothing behind.
 * @example await inWarehouseTransaction(app, domainId, (q) => q('UPDATE t SET a = ?', [1]))
 */
export async function inWarehouseTransaction<T>(
  app: FastifyInstance,
  domainId: string,
  work: (query: WarehouseQuery) => Promise<T>,
): Promise<T> {
  const session = await app.warehouse.openUserSession(domainId);
  const query: WarehouseQuery = async (sql, params) => (await session.query(sql, params)).map(plain);
  try {
    await session.query('BEGIN TRANSACTION');
    const result = await work(query);
    await session.query('COMMIT');
    return result;
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    session.close();
  }
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
