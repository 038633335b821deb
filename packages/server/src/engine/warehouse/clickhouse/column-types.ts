import type { TableColumn, TableColumnType } from '@cubus/shared';
import { clickhouseDialect } from '../../dialects/clickhouse';
import { booleanType } from './answer-rows';

/**
 * ClickHouse's type of each column type of a data table: what 18.16 and current releases both
 * have. Booleans are an enum (18.16 has no Bool), timestamps whole seconds in UTC.
 */
export const engineTypes: Record<TableColumnType, string> = {
  text: 'String',
  integer: 'Int32',
  bigint: 'Int64',
  double: 'Float64',
  decimal: 'Decimal(18, 4)',
  boolean: booleanType,
  date: 'Date',
  timestamp: "DateTime('UTC')",
};

/** A column's type, `Nullable(…)` unless it is required. */
export const columnType = (column: TableColumn, isKey = false) =>
  isKey || !column.nullable ? engineTypes[column.type] : `Nullable(${engineTypes[column.type]})`;

/** A column's definition in CREATE TABLE / ADD COLUMN; names were checked by the shared pattern. */
export const columnDefinition = (column: TableColumn, isKey = false) =>
  `${clickhouseDialect.quote(column.name)} ${columnType(column, isKey)}`;

/**
 * The days both Date and DateTime keep on every release (18.16's Date ends in 2149, its DateTime in
 * 2106): ClickHouse stores a day outside them as another one, silently, so they are refused.
 */
export const keptDays = { first: '1970-01-01', last: '2105-12-31' };

/** Why a date or time is refused, or undefined when ClickHouse keeps it. */
export function dayOutOfRange(value: string): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0];
  if (day === undefined || (day >= keptDays.first && day <= keptDays.last)) return undefined;
  return `${day} is outside the days kept (${keptDays.first} to ${keptDays.last})`;
}
