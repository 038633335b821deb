import { SqlParams } from '../../compiler/params';
import { queryError } from '../../compiler/query-error';
import type { Row, SqlValue, WarehouseEngine } from '../../engine';
import type { ColumnValue, KeyedTable } from '../warehouse';
import { onServerSession } from './server-work';

/** Each value's bound placeholder, cast to its column's type (NULL as it is). */
function bound(params: SqlParams, values: ColumnValue[]): [string, string][] {
  const { dialect } = params;
  return values.map(({ column, type, value }) => [
    dialect.quote(column),
    value === null ? 'NULL' : dialect.typed(params.add(value), type),
  ]);
}

/** DuckDB's refusals of a value (out of range, NOT NULL) are the caller's mistake: 400 `invalid_value`. */
async function write(
  engine: WarehouseEngine,
  domainId: string,
  sql: string,
  params: SqlValue[],
): Promise<Row[]> {
  return refusingValues(() => onServerSession(engine, domainId, (query) => query(sql, params)));
}

/** `work`, a value DuckDB refuses being the caller's mistake: 400 `invalid_value` at `path`. */
export async function refusingValues<T>(work: () => Promise<T>, path = 'values'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/Conversion Error|Constraint Error|Out of Range|Invalid Input/i.test(message))
      throw queryError('invalid_value', path, message.split('\n')[0] ?? 'Invalid value');
    throw error;
  }
}

export async function insertRow(
  engine: WarehouseEngine,
  domainId: string,
  table: KeyedTable,
  values: ColumnValue[],
  key: SqlValue,
): Promise<boolean> {
  const { dialect } = engine;
  const params = new SqlParams(dialect);
  const pairs = bound(params, values);
  const from = dialect.quote(table.name);
  const keyColumn = dialect.quote(table.key);
  const keyParam = params.add(key);
  const sql = `INSERT INTO ${from} (${pairs.map(([name]) => name).join(', ')}) SELECT ${pairs.map(([, p]) => p).join(', ')} WHERE NOT EXISTS (SELECT 1 FROM ${from} WHERE ${keyColumn} = ${keyParam}) RETURNING ${keyColumn}`;
  return (await write(engine, domainId, sql, params.values)).length > 0;
}

export async function updateRow(
  engine: WarehouseEngine,
  domainId: string,
  table: KeyedTable,
  key: SqlValue,
  values: ColumnValue[],
): Promise<boolean> {
  const { dialect } = engine;
  const params = new SqlParams(dialect);
  const sets = bound(params, values).map(([name, p]) => `${name} = ${p}`);
  const sql = `UPDATE ${dialect.quote(table.name)} SET ${sets.join(', ')} WHERE ${dialect.quote(table.key)} = ${params.add(key)} RETURNING 1 AS ok`;
  return (await write(engine, domainId, sql, params.values)).length > 0;
}

export async function deleteRows(
  engine: WarehouseEngine,
  domainId: string,
  table: KeyedTable,
  keys: SqlValue[],
): Promise<number> {
  const { dialect } = engine;
  const params = new SqlParams(dialect);
  const list = keys.map((key) => params.add(key)).join(', ');
  const sql = `DELETE FROM ${dialect.quote(table.name)} WHERE ${dialect.quote(table.key)} IN (${list}) RETURNING 1 AS ok`;
  return (await write(engine, domainId, sql, params.values)).length;
}
