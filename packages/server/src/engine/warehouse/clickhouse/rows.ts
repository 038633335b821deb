import { randomUUID } from 'node:crypto';
import { ClickhouseError } from '../../clickhouse/clickhouse-client';
import { literalOf, clickhouseName as quote } from '../../clickhouse/clickhouse-literals';
import { queryError } from '../../compiler/query-error';
import type { SqlValue } from '../../engine';
import type { ColumnValue, KeyedTable } from '../warehouse';
import type { ClickhouseEngine } from './clickhouse-engine';
import { dayOutOfRange } from './column-types';
import { oneAtATime } from './one-at-a-time';

/*
 * Rows by key on ClickHouse. A data table is a plain MergeTree sorted by its key, and a row's
 * delete is a mutation (`ALTER TABLE … DELETE WHERE key IN …`), waited for until done: edits by
 * key are rare (a grid's form, a record card), and a plain MergeTree keeps every read — grids,
 * pivots, a user's SQL — exact without FINAL or a version column to filter, on 18.16 as on
 * current releases. (A ReplacingMergeTree would make each edit cheap but every read pay.)
 * An edit is not an `ALTER … UPDATE`: 18.16 fails one that sets a Decimal or an Enum, and a failed
 * mutation there is retried for ever, blocking the table's later ones. The edited row is written
 * to a table of its own first (where a value the column refuses fails, changing nothing), the old
 * row deleted, and the new one inserted from there.
 * ClickHouse has no unique key nor transactions, so a table's writes by key are taken one at a
 * time in this process (`oneAtATime`).
 */

/** ClickHouse's refusals of a value (cannot parse, out of range, NULL in a required column). */
const valueErrors = new Set(['6', '27', '32', '38', '41', '53', '69', '70', '72', '321', '349']);

/** `work`, a value ClickHouse refuses being the caller's mistake: 400 `invalid_value` at `path`. */
export async function refusingValues<T>(work: () => Promise<T>, path = 'values'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ClickhouseError && valueErrors.has(error.code ?? '')) {
      const message = /DB::Exception: (.*?)(?:, e\.what\(\)|$)/.exec(error.message)?.[1] ?? 'Invalid value';
      throw queryError('invalid_value', path, message);
    }
    throw error;
  }
}

const integerRanges: Record<string, [bigint, bigint]> = {
  Int32: [-(2n ** 31n), 2n ** 31n - 1n],
  Int64: [-(2n ** 63n), 2n ** 63n - 1n],
};

/** A whole number outside its column's range: ClickHouse would wrap it round silently. */
function checkRange(type: string, value: SqlValue): void {
  const range = integerRanges[type];
  const whole =
    typeof value === 'bigint'
      ? value
      : typeof value === 'number' && Number.isInteger(value)
        ? BigInt(value)
        : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
          ? BigInt(value.trim())
          : undefined;
  if (range && whole !== undefined && (whole < range[0] || whole > range[1]))
    throw queryError('invalid_value', 'values', `${String(value)} is out of range for ${type}`);
}

/** A value as its column's type: a decimal rounded to its scale (18.16 refuses more digits), a time read as UTC. */
function castTo(type: string, value: SqlValue): string {
  if (value === null) return `CAST(NULL AS ${type})`;
  // Cast to the bare type: a cast to a Nullable one turns what it cannot parse into NULL.
  const bare = type.replace(/^Nullable\((.*)\)$/, '$1');
  checkRange(bare, value);
  const outside =
    /^(Date|DateTime)\b/.test(bare) && typeof value === 'string' ? dayOutOfRange(value) : undefined;
  if (outside) throw queryError('invalid_value', 'values', outside);
  const literal = literalOf(value);
  const decimal = /^Decimal\(\d+, (\d+)\)$/.exec(bare);
  const cast = decimal
    ? `CAST(toString(round(toFloat64(${literal}), ${decimal[1]})) AS ${bare})`
    : bare.startsWith('DateTime')
      ? `CAST(parseDateTimeBestEffort(toString(${literal}), 'UTC') AS ${bare})`
      : `CAST(${literal} AS ${bare})`;
  return bare === type ? cast : `CAST(${cast} AS ${type})`;
}

/** `work` after the table's earlier writes in this process, its value errors as 400s. */
const oneWriteAtATime = <T>(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
  work: () => Promise<T>,
) => oneAtATime(`${engine.databaseOf(domainId)}.${table}`, () => refusingValues(work));

/** The table's column types by name. */
async function typesOf(engine: ClickhouseEngine, domainId: string, table: string) {
  const rows = await engine.execute(domainId, `DESCRIBE TABLE ${quote(table)}`);
  return new Map(rows.map((row) => [String(row.name), String(row.type)]));
}

async function keyCondition(engine: ClickhouseEngine, domainId: string, table: KeyedTable, keys: SqlValue[]) {
  const types = await typesOf(engine, domainId, table.name);
  const keyType = types.get(table.key) ?? 'String';
  return { types, where: `${quote(table.key)} IN (${keys.map((key) => castTo(keyType, key)).join(', ')})` };
}

async function mutate(engine: ClickhouseEngine, domainId: string, table: string, sql: string): Promise<void> {
  await engine.execute(domainId, sql);
  await engine.mutationsDone(engine.databaseOf(domainId), table);
}

export function insertRow(
  engine: ClickhouseEngine,
  domainId: string,
  table: KeyedTable,
  values: ColumnValue[],
  key: SqlValue,
): Promise<boolean> {
  return oneWriteAtATime(engine, domainId, table.name, async () => {
    const { types, where } = await keyCondition(engine, domainId, table, [key]);
    const exists = await engine.execute(
      domainId,
      `SELECT 1 AS ok FROM ${quote(table.name)} WHERE ${where} LIMIT 1`,
    );
    if (exists.length > 0) return false;
    const names = values.map(({ column }) => quote(column)).join(', ');
    const casts = values.map(({ column, value }) => castTo(types.get(column) ?? 'String', value));
    await refusingValues(() =>
      engine.execute(domainId, `INSERT INTO ${quote(table.name)} (${names}) SELECT ${casts.join(', ')}`),
    );
    return true;
  });
}

export function updateRow(
  engine: ClickhouseEngine,
  domainId: string,
  table: KeyedTable,
  key: SqlValue,
  values: ColumnValue[],
): Promise<boolean> {
  return oneWriteAtATime(engine, domainId, table.name, async () => {
    const { types, where } = await keyCondition(engine, domainId, table, [key]);
    const exists = await engine.execute(
      domainId,
      `SELECT 1 AS ok FROM ${quote(table.name)} WHERE ${where} LIMIT 1`,
    );
    if (exists.length === 0) return false;
    const assigned = new Map(values.map(({ column, value }) => [column, value]));
    const select = [...types].map(([column, type]) =>
      column !== table.key && assigned.has(column)
        ? `${castTo(type, assigned.get(column) ?? null)} AS ${quote(column)}`
        : quote(column),
    );
    const edited = quote(`_edit_${randomUUID().replaceAll('-', '')}`);
    await engine.execute(domainId, `CREATE TABLE ${edited} AS ${quote(table.name)}`);
    await engine
      .execute(
        domainId,
        `INSERT INTO ${edited} SELECT ${select.join(', ')} FROM ${quote(table.name)} WHERE ${where}`,
      )
      .catch(async (error: unknown) => {
        await engine.execute(domainId, `DROP TABLE ${edited}`);
        throw error;
      });
    // From here the edited row is kept in its own table until it is back in place.
    await mutate(engine, domainId, table.name, `ALTER TABLE ${quote(table.name)} DELETE WHERE ${where}`);
    await engine.execute(domainId, `INSERT INTO ${quote(table.name)} SELECT * FROM ${edited}`);
    await engine.execute(domainId, `DROP TABLE ${edited}`);
    return true;
  });
}

export function deleteRows(
  engine: ClickhouseEngine,
  domainId: string,
  table: KeyedTable,
  keys: SqlValue[],
): Promise<number> {
  if (keys.length === 0) return Promise.resolve(0);
  return oneWriteAtATime(engine, domainId, table.name, async () => {
    const { where } = await keyCondition(engine, domainId, table, keys);
    const [count] = await engine.execute(
      domainId,
      `SELECT count() AS n FROM ${quote(table.name)} WHERE ${where}`,
    );
    const found = Number(count?.n ?? 0);
    if (found > 0)
      await mutate(engine, domainId, table.name, `ALTER TABLE ${quote(table.name)} DELETE WHERE ${where}`);
    return found;
  });
}
