import { type MeasureSpec, storageColumns, valueColumn } from '../../engine/compiler/measures';
import type { Dialect } from '../../engine/dialects/dialect';
import { uuidPattern } from '../../lib/uuid';

const hex = (id: string) => {
  if (!uuidPattern.test(id)) throw new Error(`not a cube id: ${id}`);
  return id.toLowerCase().replaceAll('-', '');
};
/**
 * The facts table: one row per leaf coordinate, `d_<i>` member ids, then each measure's columns
 * (`m_<j>`, and `n_<j>` for an average: engine/compiler/measures.ts).
 */
export const factTable = (id: string) => `cube_${hex(id)}`;
/** Old cells of each change (`change_id`, `existed`), for undo. */
export const histTable = (id: string) => `cube_${hex(id)}_hist`;
export const dimColumn = (index: number) => `d_${index}`;
export const measureColumn = valueColumn;

/** The facts table's columns with their types: the dimensions', then the measures'. */
export function factColumns(
  dimensions: number,
  measures: MeasureSpec[],
  dialect: Dialect,
): [string, string][] {
  return [
    ...Array.from({ length: dimensions }, (_, i): [string, string] => [dimColumn(i), 'BIGINT NOT NULL']),
    ...measures.flatMap((m, j) => storageColumns(m, j, dialect)),
  ];
}

/** The warehouse tables of a new cube (or of a new structure). */
export function createCubeTablesSql(
  id: string,
  dimensions: number,
  measures: MeasureSpec[],
  dialect: Dialect,
): string[] {
  const columns = factColumns(dimensions, measures, dialect)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return [
    `CREATE TABLE ${factTable(id)} (${columns})`,
    `CREATE TABLE ${histTable(id)} (change_id VARCHAR NOT NULL, existed BOOLEAN NOT NULL, ${columns})`,
  ];
}
