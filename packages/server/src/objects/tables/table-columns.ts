import type { TableAlterStep, TableColumn, TableColumnType, ValueType } from '@cubus/shared';
import type { Dialect } from '../../engine/dialects/dialect';
import { AppError } from '../../lib/app-error';

/** The warehouse type of each column type (DuckDB). */
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
 * The column type whose warehouse type is exactly `engineType` (as DESCRIBE prints it), or
 * undefined: a typed source's column keeps its type when a table is made from it.
 * @example columnTypeOf('BIGINT') // 'bigint'; columnTypeOf('STRUCT(a INTEGER)') // undefined
 */
export function columnTypeOf(engineType: string): TableColumnType | undefined {
  const wanted = compact(engineType);
  return (Object.keys(engineTypes) as TableColumnType[]).find(
    (type) => compact(engineTypes[type]) === wanted,
  );
}

/** The qry value type of each column type. */
export const valueTypes: Record<TableColumnType, ValueType> = {
  text: 'text',
  integer: 'integer',
  bigint: 'integer',
  double: 'number',
  decimal: 'number',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'datetime',
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const columnMissing = (name: string, path: string) =>
  new AppError(400, 'column_missing', `No column "${name}"`, { path });

/** A column's definition in CREATE TABLE / ADD COLUMN; names were checked by the shared pattern. */
export function columnDefinition(dialect: Dialect, column: TableColumn, isKey = false): string {
  const notNull = isKey || !column.nullable ? ' NOT NULL' : '';
  return `${dialect.quote(column.name)} ${engineTypes[column.type]}${notNull}`;
}

/** Column names are unique (case-insensitively, as the engine compares them); the key is one of them. */
export function checkColumns(columns: TableColumn[], key: string | null): void {
  columns.forEach((column, index) => {
    if (columns.findIndex((other) => same(other.name, column.name)) !== index)
      throw new AppError(400, 'validation_failed', `Column "${column.name}" appears twice`, {
        path: `values.columns.${index}.name`,
      });
  });
  if (key !== null && !columns.some((column) => column.name === key)) throw columnMissing(key, 'values.key');
}

/**
 * `alter` steps applied in order to the columns: the new columns and the statements that make
 * the warehouse table match. Dropping or renaming the key, or a missing column, is refused.
 * @example alterColumns(duckdbDialect, 't', cols, 'id', [{drop: 'note'}]).statements // ['ALTER TABLE "t" DROP COLUMN "note"']
 */
export function alterColumns(
  dialect: Dialect,
  table: string,
  current: TableColumn[],
  key: string | null,
  steps: TableAlterStep[],
): { columns: TableColumn[]; statements: string[] } {
  let columns = [...current];
  const statements: string[] = [];
  const quoted = dialect.quote(table);
  const find = (name: string, path: string) => {
    const index = columns.findIndex((column) => column.name === name);
    if (index < 0) throw columnMissing(name, path);
    if (key !== null && name === key)
      throw new AppError(400, 'key_column', 'The key column cannot be renamed or dropped', { path });
    return index;
  };
  steps.forEach((step, index) => {
    const path = `values.alter.${index}`;
    if ('add' in step) {
      const column = { ...step.add, nullable: step.add.nullable ?? true };
      if (columns.some((other) => same(other.name, column.name)))
        throw new AppError(400, 'validation_failed', `Column "${column.name}" exists`, { path });
      // A NOT NULL column cannot be added to rows that exist: it is added nullable.
      columns.push({ ...column, nullable: true });
      statements.push(
        `ALTER TABLE ${quoted} ADD COLUMN ${columnDefinition(dialect, { ...column, nullable: true })}`,
      );
    } else if ('rename' in step) {
      const at = find(step.rename.from, `${path}.rename.from`);
      const { to } = step.rename;
      if (columns.some((other, i) => i !== at && same(other.name, to)))
        throw new AppError(400, 'validation_failed', `Column "${to}" exists`, { path: `${path}.rename.to` });
      columns = columns.map((column, i) => (i === at ? { ...column, name: to } : column));
      statements.push(
        `ALTER TABLE ${quoted} RENAME COLUMN ${dialect.quote(step.rename.from)} TO ${dialect.quote(to)}`,
      );
    } else {
      const at = find(step.drop, `${path}.drop`);
      if (columns.length === 1)
        throw new AppError(400, 'validation_failed', 'A table keeps at least one column', { path });
      columns = columns.filter((_, i) => i !== at);
      statements.push(`ALTER TABLE ${quoted} DROP COLUMN ${dialect.quote(step.drop)}`);
    }
  });
  return { columns, statements };
}
