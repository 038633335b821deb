import type { Dialect } from '../dialects/dialect';
import { cellAggregate, type MeasureSpec } from './measures';
import type { CompiledSql } from './object-schema';
import { SqlParams } from './params';

/** A dimension on an axis: which fact column, its members table, and what is shown of its hierarchy. */
export interface PivotDimPlan {
  /** The facts' column of member ids (trusted). */
  column: string;
  /** The members table (trusted): `id`, `level`, `path` (ancestor ids from the root, 1-based list). */
  members: string;
  /** Depth of the items shown first. */
  level: number;
  /** Chain columns: 1 + the deepest expansion below `level`. */
  chain: number;
  /** Member ids whose children are shown. */
  expand: number[];
  expandAll: boolean;
  /** The version (scenario) dimension: never totalled over. */
  version?: boolean;
}

/** Facts limited to the leaves under members, given by their preorder spans `[pos, last_pos]`. */
export interface PivotFilterPlan {
  column: string;
  members: string;
  spans: [number, number][];
}

/** A measure of the cube: its index (its fact columns) and how its cells are computed. */
export interface PivotMeasurePlan {
  index: number;
  measure: MeasureSpec;
}

/** What to aggregate: trusted names from the cube's metadata, member ids and spans bound as parameters. */
export interface PivotPlan {
  facts: string;
  rows: PivotDimPlan[];
  columns: PivotDimPlan[];
  filters: PivotFilterPlan[];
  measures: PivotMeasurePlan[];
  /** The time dimension `last` follows: the facts' column and its members table. */
  lastBy?: { column: string; members: string };
  totals: boolean;
}

/**
 * Chain lengths grouped per dimension of one axis, for each grouping set of that axis. A set that
 * totals over the version dimension (its chain not grouped) is left out: versions are not summed.
 */
function axisSets(dims: PivotDimPlan[], totals: boolean): number[][] {
  const full = dims.map((d) => d.chain);
  if (!totals) return [full];
  const sets: number[][] = [];
  dims.forEach((dim, i) => {
    for (let c = 1; c <= dim.chain; c++)
      sets.push(dims.map((other, j) => (j < i ? other.chain : j === i ? c : 0)));
  });
  sets.push(dims.map(() => 0));
  return sets.filter((set) => dims.every((dim, i) => !dim.version || (set[i] ?? 0) > 0));
}

/**
 * A pivot as one statement: facts filtered to the chosen leaves, each axis dimension's leaf mapped
 * to the chain of items shown above it (`g0` at `level`, then the child under each expanded item,
 * carried forward past the end of the chain), one `GROUP BY GROUPING SETS` for every total and
 * subtotal, `gid` = GROUPING() of every chain column (1 = not grouped). Columns `r<i>_<k>`,
 * `c<i>_<k>`, `v<j>`.
 * @example compilePivot({facts: 'cube_x', rows: [{column: 'd_0', members: 'ref_a', level: 0, chain: 1, expand: [], expandAll: false}], columns: [], filters: [], measures: [{index: 0, measure: {type: 'decimal', precision: 18, scale: 2, aggregation: 'sum'}}], totals: true}, duckdbDialect)
 */
export function compilePivot(plan: PivotPlan, dialect: Dialect): CompiledSql & { chainColumns: string[] } {
  const params = new SqlParams(dialect);
  const q = (name: string) => dialect.quote(name);
  const ctes: string[] = [];
  const where = plan.filters.map((filter) => {
    const spans = filter.spans.map(() => 'pos BETWEEN ? AND ?').join(' OR ');
    for (const [from, to] of filter.spans) {
      params.add(from);
      params.add(to);
    }
    return `f.${filter.column} IN (SELECT id FROM ${filter.members} WHERE ${spans})`;
  });
  ctes.push(`f AS (SELECT * FROM ${plan.facts} f${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''})`);
  const axes = [
    { prefix: 'r', dims: plan.rows },
    { prefix: 'c', dims: plan.columns },
  ];
  const select: string[] = [];
  const joins: string[] = [];
  const chainColumns: string[] = [];
  for (const { prefix, dims } of axes)
    dims.forEach((dim, i) => {
      const alias = `${prefix}m${i}`;
      const at = (depth: string) => dialect.listElement('path', `${depth} + 1`);
      // Layered so each chain column reads the one before it by name; every layer binds the same
      // expand ids, so the order of their placeholders does not matter.
      let inner = `SELECT id AS leaf, level, path, ${at(`least(${dim.level}, level)`)} AS g0 FROM ${dim.members}`;
      for (let k = 1; k < dim.chain; k++) {
        const list = dim.expand.map((id) => params.add(id)).join(', ');
        const open = dim.expandAll ? 'TRUE' : list === '' ? 'FALSE' : `g${k - 1} IN (${list})`;
        inner = `SELECT *, CASE WHEN level >= ${dim.level + k} AND ${open} THEN ${at(String(dim.level + k))} ELSE g${k - 1} END AS g${k} FROM (${inner}) s${k}`;
      }
      ctes.push(`${alias} AS (${inner})`);
      joins.push(`JOIN ${alias} ON ${alias}.leaf = f.${dim.column}`);
      for (let k = 0; k < dim.chain; k++) {
        const name = `${prefix}${i}_${k}`;
        select.push(`${alias}.g${k} AS ${q(name)}`);
        chainColumns.push(`${alias}.g${k}`);
      }
    });
  if (plan.lastBy && plan.measures.some((m) => m.measure.aggregation === 'last'))
    joins.push(`JOIN ${plan.lastBy.members} lastm ON lastm.id = f.${plan.lastBy.column}`);
  plan.measures.forEach(({ index, measure }, j) => {
    select.push(`${cellAggregate(measure, index, dialect, 'lastm.pos')} AS ${q(`v${j}`)}`);
  });
  const rowSets = axisSets(plan.rows, plan.totals);
  const columnSets = axisSets(plan.columns, plan.totals);
  const columnsOf = (prefix: string, dims: PivotDimPlan[], set: number[]) =>
    dims.flatMap((_, i) => Array.from({ length: set[i] ?? 0 }, (_, k) => `${prefix}m${i}.g${k}`));
  const sets = rowSets.flatMap((rowSet) =>
    columnSets.map((columnSet) => [
      ...columnsOf('r', plan.rows, rowSet),
      ...columnsOf('c', plan.columns, columnSet),
    ]),
  );
  const groupBy =
    chainColumns.length === 0
      ? ''
      : ` GROUP BY GROUPING SETS (${sets.map((set) => `(${set.join(', ')})`).join(', ')})`;
  if (chainColumns.length > 0)
    select.push(`CAST(GROUPING(${chainColumns.join(', ')}) AS BIGINT) AS ${q('gid')}`);
  else select.push(`0 AS ${q('gid')}`);
  const sql = `WITH ${ctes.join(', ')} SELECT ${select.join(', ')} FROM f ${joins.join(' ')}${groupBy}`;
  return { sql, params: params.values, chainColumns };
}
