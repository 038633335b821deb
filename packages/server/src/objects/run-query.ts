import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import type { CompiledSql } from '../engine/compiler/object-schema';
import type { Dialect } from '../engine/dialects/dialect';
import { postgresDialect } from '../engine/dialects/postgres';
import type { Row } from '../engine/engine';
import { plain } from '../engine/plain-row';
import type { KindContext, ObjectKind, RemoteRows } from '../qry/object-kind';
import type { Database } from '../store/database';

/** A user query on the warehouse gets this long before it is cancelled. */
const warehouseTimeoutMs = 30_000;

/** Runs a compiled statement in the metadata store, or in a transaction of it (`db`). */
export async function runMetadata(
  app: FastifyInstance,
  statement: CompiledSql,
  db: Kysely<Database> = app.db,
): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, statement.params));
  return result.rows.map(plain);
}

/**
 * Runs compiled statements, in order, in a sandboxed session on the domain's own warehouse
 * database, cancelled after the time limit.
 */
export async function runWarehouse(
  app: FastifyInstance,
  domainId: string,
  statements: CompiledSql[],
): Promise<Row[][]> {
  const session = await app.warehouse.openUserSession(domainId);
  const timer = setTimeout(() => session.cancel(), warehouseTimeoutMs);
  try {
    const results: Row[][] = [];
    for (const statement of statements)
      results.push((await session.query(statement.sql, statement.params)).map(plain));
    return results;
  } finally {
    clearTimeout(timer);
    session.close();
  }
}

/**
 * Where a kind's statements run, and the dialect they are compiled in: the metadata store, the
 * domain's warehouse, or a mount's source.
 * @example const { dialect, run } = kindEngine(kind, context); const [rows] = await run([statement]);
 */
export function kindEngine(kind: ObjectKind, context: KindContext): RemoteRows {
  if (kind.remote) return kind.remote;
  if (kind.store === 'warehouse')
    return {
      dialect: context.app.warehouse.dialect,
      run: (statements) => runWarehouse(context.app, context.auth.domain.id, statements),
    };
  const dialect: Dialect = postgresDialect;
  return { dialect, run: (statements) => Promise.all(statements.map((s) => runMetadata(context.app, s))) };
}
