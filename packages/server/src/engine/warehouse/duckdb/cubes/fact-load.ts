import { loadColumns, type MeasureSpec, storageColumns } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';
import type { StatisticsKind } from '../../cubes';

/**
 * One dimension of a load: the SQL of its member code from a source row (alias `src`) and its
 * members table (trusted names only).
 */
export interface LoadDimension {
  key: string;
  members: string;
}

/** A measure of a load: the source value (alias `src`) and the measure it goes to. */
export interface LoadMeasure {
  value: string;
  measure: MeasureSpec;
}

/** The codes of the source that are not members yet (distinct, no NULL). */
export function missingCodes(from: string, dimension: LoadDimension): string {
  return `SELECT DISTINCT ${dimension.key} AS code FROM ${from} src
    WHERE ${dimension.key} IS NOT NULL AND ${dimension.key} NOT IN (SELECT code FROM ${dimension.members})`;
}

/** The source joined to each dimension's leaf member by code (`r<i>`, NULL where none). */
function joined(from: string, dimensions: LoadDimension[], join: 'JOIN' | 'LEFT JOIN'): string {
  const joins = dimensions.map(
    (d, i) => `${join} ${d.members} r${i} ON r${i}.code = ${d.key} AND r${i}.leaf`,
  );
  return `${from} src ${joins.join(' ')}`;
}

const unmatched = (dimensions: LoadDimension[]) => dimensions.map((_, i) => `r${i}.id IS NULL`).join(' OR ');

/** How many source rows find no leaf member in some dimension (they are rejected). */
export function rejectedCount(from: string, dimensions: LoadDimension[]): string {
  return `SELECT count(*)::BIGINT AS n FROM ${joined(from, dimensions, 'LEFT JOIN')} WHERE ${unmatched(dimensions)}`;
}

/**
 * The first rejected rows: their line (1-based), each dimension's code `k<i>`, whether it missed
 * a leaf (`x<i>`) and whether it was a member at all (`m<i>`: one with children is no leaf), and
 * the source's columns as text (`c<i>`).
 */
export function rejectedRows(
  from: string,
  dimensions: LoadDimension[],
  columns: string[],
  limit: number,
): string {
  const keys = dimensions.flatMap((d, i) => [
    `${d.key} AS k${i}`,
    `r${i}.id IS NULL AS x${i}`,
    `EXISTS (SELECT 1 FROM ${d.members} x WHERE x.code = ${d.key}) AS m${i}`,
  ]);
  const values = columns.map((c, i) => `CAST(src.${c} AS VARCHAR) AS c${i}`);
  return `SELECT src.rowid + 1 AS line, ${[...keys, ...values].join(', ')}
    FROM ${joined(from, dimensions, 'LEFT JOIN')} WHERE ${unmatched(dimensions)} ORDER BY src.rowid LIMIT ${limit}`;
}

/**
 * The facts of a load: one per coordinate of the rows whose every key is a leaf member, the rows
 * of a coordinate folded by each measure's aggregation (engine/compiler/measures.ts).
 */
export function insertFacts(
  facts: string,
  from: string,
  dimensions: LoadDimension[],
  dimColumns: string[],
  measures: LoadMeasure[],
  dialect: Dialect,
): string {
  const ids = dimensions.map((_, i) => `r${i}.id`);
  const names = [
    ...dimColumns,
    ...measures.flatMap(({ measure }, j) => storageColumns(measure, j, dialect).map(([name]) => name)),
  ];
  const values = measures.flatMap(({ measure, value }) => loadColumns(measure, value, dialect));
  return `INSERT INTO ${facts} (${names.join(', ')})
    SELECT ${[...ids, ...values].join(', ')} FROM ${joined(from, dimensions, 'JOIN')} GROUP BY ${ids.join(', ')}`;
}

/**
 * A table's statistics in one scan, as a cube's proposal reads them: its rows `n`, and per column
 * `d<i>` its distinct values (no NULL), for text `l<i>` the average length, for a date `lo<i>` and
 * `hi<i>` its first and last value as text (ISO, the year first). Columns are quoted already.
 * @example columnStatistics('"sales"', [{column: '"region"', kind: 'text'}]) // 'SELECT count(*) AS n, count(DISTINCT "region") AS d0, avg(length(…)) AS l0 FROM "sales"'
 */
export function columnStatistics(from: string, columns: { column: string; kind: StatisticsKind }[]): string {
  const parts = columns.flatMap(({ column, kind }, i) => [
    `count(DISTINCT ${column}) AS d${i}`,
    ...(kind === 'text' ? [`avg(length(${column})) AS l${i}`] : []),
    ...(kind === 'date'
      ? [`CAST(min(${column}) AS VARCHAR) AS lo${i}`, `CAST(max(${column}) AS VARCHAR) AS hi${i}`]
      : []),
  ]);
  return `SELECT ${['count(*) AS n', ...parts].join(', ')} FROM ${from}`;
}

/**
 * The span of a time reference's members table: its first and last year (`lo`, `hi`, its roots'
 * codes) and its leaves' level `l` (0 year … 3 day).
 */
export function calendarSpan(members: string): string {
  return `SELECT min(code) FILTER (WHERE parent_id IS NULL) AS lo, max(code) FILTER (WHERE parent_id IS NULL) AS hi,
    coalesce(max(level) FILTER (WHERE leaf), 0)::INTEGER AS l FROM ${members}`;
}
