import { AppError } from '../../../../lib/app-error';
import type { WarehouseSession } from '../../../engine';
import { allowedFunctions, allowedTableFunctions, refusedTableName } from './allowed-functions';
import { statementProbes } from './statement-probes';

/** What a statement calls and reads, as DuckDB's parse tree names it (quoting and case undone). */
interface Reach {
  functions: { name: string; schema: string; catalog: string; operator: boolean; table: boolean }[];
  tables: { name: string; schema: string; catalog: string }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Walks a parse tree and collects every call (scalar, aggregate, window, table function) and table. */
function reachOf(tree: unknown, reach: Reach = { functions: [], tables: [] }, table = false): Reach {
  if (Array.isArray(tree)) {
    for (const item of tree) reachOf(item, reach, false);
    return reach;
  }
  if (tree === null || typeof tree !== 'object') return reach;
  const node = tree as Record<string, unknown>;
  if (typeof node.function_name === 'string')
    reach.functions.push({
      name: node.function_name.toLowerCase(),
      schema: text(node.schema).toLowerCase(),
      catalog: text(node.catalog).toLowerCase(),
      operator: node.is_operator === true,
      table,
    });
  if (node.type === 'BASE_TABLE')
    reach.tables.push({
      name: text(node.table_name),
      schema: text(node.schema_name).toLowerCase(),
      catalog: text(node.catalog_name).toLowerCase(),
    });
  for (const [key, value] of Object.entries(node))
    reachOf(value, reach, node.type === 'TABLE_FUNCTION' && key === 'function');
  return reach;
}

/** A symbol (`+`, `||`, `~~`, `->>`): an operator, never a name that reaches anything. */
const operatorName = /^[^\w]+$/;
const builtIn = (schema: string, catalog: string) =>
  (schema === '' || schema === 'main') && (catalog === '' || catalog === 'system');

/** Why a statement's reach is refused, or undefined when all of it is allowed. */
function refusal({ functions, tables }: Reach): string | undefined {
  for (const call of functions) {
    if (call.operator && operatorName.test(call.name)) continue;
    const allowed = call.table ? allowedTableFunctions : allowedFunctions;
    if (!allowed.has(call.name) || !builtIn(call.schema, call.catalog))
      return `${call.name}() is not allowed in a procedure`;
  }
  for (const table of tables) {
    if (refusedTableName.test(table.name) || table.schema === 'pg_catalog' || table.catalog === 'system')
      return `${table.name} is not allowed in a procedure`;
    // A replacement scan: a table named by a file's path or URL.
    if (/[/\\:]|\.[a-z0-9]+$/i.test(table.name)) return 'Files and URLs are not allowed';
  }
  return undefined;
}

/**
 * Checks the calls of compiled statements against the allow lists (`allowed-functions`) from
 * DuckDB's own parse tree: quoting (`"query"(…)`), case and schemas cannot get around it. 400
 * `statement_not_allowed` naming the first refused call, with the statement's number.
 * @example await checkStatementCalls(session, [{ sql: "SELECT * FROM query('SELECT 1')" }]) // throws
 */
export async function checkStatementCalls(
  session: WarehouseSession,
  statements: { sql: string }[],
): Promise<void> {
  for (const [index, statement] of statements.entries()) {
    const where = { path: 'body', statement: index + 1 };
    let probes: string[];
    try {
      probes = statementProbes(statement.sql);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(400, error.code, error.message, where);
      throw error;
    }
    for (const probe of probes) {
      const [row] = await session.query('SELECT json_serialize_sql(?::VARCHAR) AS tree', [probe]);
      const tree = JSON.parse(String(row?.tree)) as { error?: boolean; error_message?: string };
      if (tree.error)
        throw new AppError(
          400,
          'statement_not_allowed',
          'This form of statement is not allowed in a procedure',
          {
            ...where,
            reason: tree.error_message,
          },
        );
      const refused = refusal(reachOf(tree));
      if (refused) throw new AppError(400, 'statement_not_allowed', refused, where);
    }
  }
}
