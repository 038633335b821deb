import { AppError } from '../../../../lib/app-error';
import { type MeasureSpec, storageColumns, valueColumn } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';
import type { WarehouseQuery } from '../../../engine';
import type { CubeShape } from '../../cubes';
import { dimColumn, factTable, histTable } from '../../table-names';

/*
 * On DuckDB the facts table (`factTable`) has one row per leaf coordinate, and the history
 * (`histTable`) each change's old cells under its id (`change_id`, `existed`), for undo.
 */

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

/** The names of the cube's fact columns in table order: `d_<i>`, then each measure's. */
export const factColumnNames = (cube: CubeShape, dialect: Dialect) =>
  factColumns(cube.dimensions.length, cube.measures, dialect).map(([name]) => name);

/**
 * The facts table still has the shape of the cube as read: a change of its structure committed
 * in between would have these columns name other dimensions or measures. 409 `conflict`.
 */
export async function checkShape(query: WarehouseQuery, cube: CubeShape, dialect: Dialect): Promise<void> {
  // One table's columns: duckdb_columns() would list every column of the file first.
  const rows = await query(`SELECT name FROM pragma_table_info('${factTable(cube.id)}') ORDER BY cid`);
  const expected = factColumnNames(cube, dialect);
  if (rows.length !== expected.length || rows.some((row, i) => row.name !== expected[i]))
    throw new AppError(409, 'conflict', 'The cube’s structure changed meanwhile: read it again', {
      path: 'cubeId',
    });
}
