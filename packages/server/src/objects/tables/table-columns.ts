import type { TableAlterStep, TableColumn } from '@cubus/shared';
import { AppError } from '../../lib/app-error';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const columnMissing = (name: string, path: string) =>
  new AppError(400, 'column_missing', `No column "${name}"`, { path });

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
 * `alter` steps applied in order to the columns → the new columns (the warehouse's `alterTable`
 * makes the table match). Dropping or renaming the key, or a missing column, is refused.
 * @example alterColumns(cols, 'id', [{drop: 'note'}]) // cols without note
 */
export function alterColumns(
  current: TableColumn[],
  key: string | null,
  steps: TableAlterStep[],
): TableColumn[] {
  let columns = [...current];
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
    } else if ('rename' in step) {
      const at = find(step.rename.from, `${path}.rename.from`);
      const { to } = step.rename;
      if (columns.some((other, i) => i !== at && same(other.name, to)))
        throw new AppError(400, 'validation_failed', `Column "${to}" exists`, { path: `${path}.rename.to` });
      columns = columns.map((column, i) => (i === at ? { ...column, name: to } : column));
    } else {
      const at = find(step.drop, `${path}.drop`);
      if (columns.length === 1)
        throw new AppError(400, 'validation_failed', 'A table keeps at least one column', { path });
      columns = columns.filter((_, i) => i !== at);
    }
  });
  return columns;
}
