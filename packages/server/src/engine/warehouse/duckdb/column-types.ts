import type { TableColumn, TableColumnType } from '@cubus/shared';
import type { Dialect } from '../../dialects/dialect';

/** DuckDB's type of each column type of a data table. */
export const engineTypes: Record<TableColumnType, string> = {
  text: 'VARCHAR',
  integer: 'INTEGER',
  bigint: 'BIGINT',
  double: 'DOUBLE',
  decimal: 'DECIMAL(18, 4)',
  boolean: 'BOOLEAN',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};

const compact = (engineType: string) => engineType.replaceAll(' ', '').toUpperCase();

/**
 * The column type whose DuckDB type is exactly `engineType` (as DESCRIBE prints it), or
 * undefined: a typed source's column keeps its type when a table is made from it.
 * @example columnTypeOf('BIGINT') // 'bigint'; columnTypeOf('STRUCT(a INTEGER)') // undefined
 */
export function columnTypeOf(engineType: string): TableColumnType | undefined {
  const wanted = compact(engineType);
  return (Object.keys(engineTypes) as TableColumnType[]).find(
    (type) => compact(engineTypes[type]) === wanted,
  );
}

/** A column's definition in CREATE TABLE / ADD COLUMN; names were checked by the shared pattern. */
export function columnDefinition(dialect: Dialect, column: TableColumn, isKey = false): string {
  const notNull = isKey || !column.nullable ? ' NOT NULL' : '';
  return `${dialect.quote(column.name)} ${engineTypes[column.type]}${notNull}`;
}
