import { countColumn, type MeasureSpec, storageColumns, valueColumn } from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { CubeShape } from '../../cubes';
import { dimColumn, factTable, histTable } from '../../table-names';

/*
 * A cube's facts on ClickHouse are deltas: a write appends rows that add up to the new value, never
 * an update in place (a mutation rewrites whole parts). A leaf cell is the sum of its rows; its
 * `x` adds up to 1 while the fact exists (an undone write takes back the fact it made) and each
 * measure's presence column `e_<j>` to 1 where the cell has a value and to 0 where it is empty,
 * so a cleared cell is told apart from a zero. Compaction folds the rows of a cell into one.
 */

/** Measure `j`'s presence column: +1 as its cell gets a value, −1 as it is cleared. */
export const presenceColumn = (j: number) => `e_${j}`;
/** The fact's own presence: +1 as a write makes it, −1 as its undo takes it back. */
export const factPresence = 'x';

/** The delta columns of measure `j` with their types: its storage columns (nullable), then its presence. */
function deltaColumns(measure: MeasureSpec, j: number): [string, string][] {
  const stored = storageColumns(measure, j, clickhouseDialect).map(([name, type]): [string, string] => [
    name,
    // An array (a distinct count's values) cannot be nullable: an empty one is no value.
    type.startsWith('Array') ? type : `Nullable(${type})`,
  ]);
  return [...stored, [presenceColumn(j), 'Int8']];
}

/** The facts table's columns with their types: `d_<i>` member ids, then each measure's delta columns. */
export function factColumns(cube: CubeShape): [string, string][] {
  return [
    ...cube.dimensions.map((_, i): [string, string] => [dimColumn(i), 'Int64']),
    [factPresence, 'Int8'],
    ...cube.measures.flatMap((m, j) => deltaColumns(m, j)),
  ];
}

const orderBy = (cube: CubeShape) =>
  cube.dimensions.length === 0 ? 'tuple()' : `(${cube.dimensions.map((_, i) => dimColumn(i)).join(', ')})`;

/**
 * The facts table and the history of changes (each change's deltas under its id, then its undo's,
 * `undone`); `names` other than the cube's own make them beside those, to be renamed in place.
 */
export function createCubeTablesSql(
  cube: CubeShape,
  names = { facts: factTable(cube.id), hist: histTable(cube.id) },
): string[] {
  const columns = factColumns(cube)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return [
    `CREATE TABLE ${names.facts} (${columns}) ENGINE = MergeTree ORDER BY ${orderBy(cube)}`,
    `CREATE TABLE ${names.hist} (change_id String, undone UInt8, ${columns}) ENGINE = MergeTree ORDER BY change_id`,
  ];
}

/**
 * The facts table's columns for cells kept one row each, from a relation of them (`d_<i>` and each
 * measure's storage columns): the fact made, each measure present where it has a value.
 */
export function cellRowColumns(cube: CubeShape): string[] {
  return factColumns(cube).map(([name]) => {
    if (name === factPresence) return '1';
    const j = cube.measures.findIndex((_, k) => presenceColumn(k) === name);
    if (j < 0) return name;
    return cube.measures[j]?.aggregation === 'countd'
      ? `toInt8(notEmpty(${valueColumn(j)}))`
      : `toInt8(${valueColumn(j)} IS NOT NULL)`;
  });
}

/** Measure `j`'s storage columns as one leaf cell holds them: its rows added up, NULL where it is empty. */
export function foldedColumns(measure: MeasureSpec, j: number): string[] {
  const present = `sum(${presenceColumn(j)}) > 0`;
  const fold = (column: string, type: string) =>
    type.startsWith('Array')
      ? `if(${present}, groupUniqArrayArray(${column}), emptyArrayFloat64()) AS ${column}`
      : `if(${present}, CAST(sum(${column}) AS Nullable(${type})), NULL) AS ${column}`;
  return storageColumns(measure, j, clickhouseDialect).map(([column, type]) => fold(column, type));
}

/**
 * The facts as leaf cells, one row per coordinate (its deltas folded), a subquery for a `FROM`:
 * `d_<i>` and each measure's storage columns, as DuckDB's facts table has them, and `fact` = 1
 * (what a LEFT JOIN fills with 0 where there is no fact).
 */
export function leafCells(cube: CubeShape): string {
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const measures = cube.measures.flatMap((m, j) => foldedColumns(m, j));
  const grouped = dims.length === 0 ? '' : ` GROUP BY ${dims.join(', ')}`;
  return `(SELECT ${[...dims, ...measures, 'toUInt8(1) AS fact'].join(', ')} FROM ${factTable(cube.id)}${grouped} HAVING sum(${factPresence}) > 0)`;
}

/** The value one leaf cell shows of measure `j` (alias `f`): an average's sum over its count, a distinct count's length. */
export function shownValue(measure: MeasureSpec, j: number): string {
  if (measure.aggregation === 'avg') return `toFloat64(f.${valueColumn(j)}) / nullif(f.${countColumn(j)}, 0)`;
  if (measure.aggregation === 'countd') return `length(f.${valueColumn(j)})`;
  return `f.${valueColumn(j)}`;
}
