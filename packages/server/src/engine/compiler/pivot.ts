import type { Dialect } from '../dialects/dialect';
import { cellAggregate, type MeasureSpec, twoStepAggregate, valueColumn } from './measures';
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
  /**
   * Every member is a root leaf (no hierarchy): the item shown is the fact's own member, read from
   * the facts without a join to the members.
   */
  flat?: boolean;
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
  /**
   * Every dimension of the cube is on an axis showing its own members (flat, one chain column):
   * each fact is a cell of its own, and folding the facts into their finest groups first (see
   * `compilePivot`) would only read them twice (about half as much again on 100,000 facts).
   */
  factsAreCells?: boolean;
}

/**
 * Chain lengths grouped per dimension of one axis, for each grouping set of that axis. A set that
 * totals over the version dimension (its chain not grouped) is left out: versions are not summed.
 */
export function axisSets(dims: PivotDimPlan[], totals: boolean): number[][] {
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

/** A statement for one measure beside the pivot's: its chain columns, `v` and `gid`, bound to the same parameters. */
export interface PivotExtra {
  /** The measure's position in the plan's measures. */
  measure: number;
  sql: string;
}

/**
 * A pivot as one statement: facts filtered to the chosen leaves, each axis dimension's leaf mapped
 * to the chain of items shown above it (`g0` at `level`, then the child under each expanded item,
 * carried forward past the end of the chain), one `GROUP BY GROUPING SETS` for every total and
 * subtotal (`gid` = GROUPING() of every chain column keeps a `last`'s sets apart), read from the
 * facts folded into their finest groups first when there are totals. Columns
 * `r<i>_<k>`, `c<i>_<k>` (member ids as doubles, NULL where a set totals over it), `v<j>` and `n`
 * (the facts, when a distinct count needs them). A distinct count and a `last` are each one more statement of the same
 * grouping (`extra`, with the same parameters), so that neither keeps every fact of a group in
 * memory: distinct values over the unnested lists, and the latest period's sum by `arg_max` over
 * the sums per period.
 * @example compilePivot({facts: 'cube_x', rows: [{column: 'd_0', members: 'ref_a', level: 0, chain: 1, expand: [], expandAll: false}], columns: [], filters: [], measures: [{index: 0, measure: {type: 'decimal', precision: 18, scale: 2, aggregation: 'sum'}}], totals: true}, duckdbDialect)
 */
export function compilePivot(plan: PivotPlan, dialect: Dialect): CompiledSql & { extra: PivotExtra[] } {
  const params = new SqlParams(dialect);
  const q = (name: string) => dialect.quote(name);
  const where = plan.filters.map((filter) => {
    const spans = filter.spans.map(() => 'pos BETWEEN ? AND ?').join(' OR ');
    for (const [from, to] of filter.spans) {
      params.add(from);
      params.add(to);
    }
    return `f.${filter.column} IN (SELECT id FROM ${filter.members} WHERE ${spans})`;
  });
  const facts = (columns: string) =>
    `f AS (SELECT ${columns} FROM ${plan.facts} f${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''})`;
  const axes = [
    { prefix: 'r', dims: plan.rows },
    { prefix: 'c', dims: plan.columns },
  ];
  const chainCtes: string[] = [];
  const names: string[] = [];
  const joins: string[] = [];
  const chainColumns: string[] = [];
  // Per axis and dimension, the expressions of its chain columns.
  const dimChains: Record<string, string[][]> = { r: [], c: [] };
  for (const { prefix, dims } of axes)
    dims.forEach((dim, i) => {
      const alias = `${prefix}m${i}`;
      if (dim.flat && dim.chain === 1) {
        names.push(q(`${prefix}${i}_0`));
        chainColumns.push(`f.${dim.column}`);
        dimChains[prefix]?.push([`f.${dim.column}`]);
        return;
      }
      const at = (depth: string) => dialect.listElement('path', `${depth} + 1`);
      // Layered so each chain column reads the one before it by name; every layer binds the same
      // expand ids, so the order of their placeholders does not matter.
      let inner = `SELECT id AS leaf, level, path, ${at(`least(${dim.level}, level)`)} AS g0 FROM ${dim.members}`;
      for (let k = 1; k < dim.chain; k++) {
        const list = dim.expand.map((id) => params.add(id)).join(', ');
        const open = dim.expandAll ? 'TRUE' : list === '' ? 'FALSE' : `g${k - 1} IN (${list})`;
        inner = `SELECT *, CASE WHEN level >= ${dim.level + k} AND ${open} THEN ${at(String(dim.level + k))} ELSE g${k - 1} END AS g${k} FROM (${inner}) s${k}`;
      }
      chainCtes.push(`${alias} AS (${inner})`);
      joins.push(`JOIN ${alias} ON ${alias}.leaf = f.${dim.column}`);
      const columns = Array.from({ length: dim.chain }, (_, k) => `${alias}.g${k}`);
      for (let k = 0; k < dim.chain; k++) {
        names.push(q(`${prefix}${i}_${k}`));
        chainColumns.push(columns[k] as string);
      }
      dimChains[prefix]?.push(columns);
    });
  // Member ids leave as DOUBLE: read as one array item each, where a BIGINT is a bigint made per cell.
  const double = dialect.measureType({ type: 'float' });
  const chains = chainColumns.map((column, k) => `CAST(${column} AS ${double}) AS ${names[k]}`);
  const rowSets = axisSets(plan.rows, plan.totals);
  const columnSets = axisSets(plan.columns, plan.totals);
  const columnsOf = (prefix: string, dims: PivotDimPlan[], set: number[]) =>
    dims.flatMap((_, i) => (dimChains[prefix]?.[i] ?? []).slice(0, set[i] ?? 0));
  const sets = rowSets.flatMap((rowSet) =>
    columnSets.map((columnSet) => [
      ...columnsOf('r', plan.rows, rowSet),
      ...columnsOf('c', plan.columns, columnSet),
    ]),
  );
  const grouped = (extra: string[] = []) =>
    chainColumns.length === 0 && extra.length === 0
      ? ''
      : ` GROUP BY GROUPING SETS (${sets.map((set) => `(${[...set, ...extra].join(', ')})`).join(', ')})`;
  const gid =
    chainColumns.length > 0 ? `CAST(GROUPING(${chainColumns.join(', ')}) AS BIGINT)` : 'CAST(0 AS BIGINT)';
  const statement = (factColumns: string, select: string[], from: string, extra: string[] = []) =>
    `WITH ${[facts(factColumns), ...chainCtes].join(', ')} SELECT ${[...chains, ...select, `${gid} AS ${q('gid')}`].join(', ')} FROM f ${[...joins, from].join(' ')}${grouped(extra)}`;
  // Only the chains and `values` leave: every column more is read for every cell.
  const projected = (answer: string, values: string[]) =>
    `SELECT ${[...names, ...values.map(q)].join(', ')} FROM (${answer}) p`;
  // A decimal cell (an average is a double already) leaves as the DOUBLE of its whole number of
  // 10^-scale (the answer's exact cells, see `PivotAnswer`): exact up to 2^53, read as one array
  // item instead of a 128-bit value made into a bigint per cell.
  const asDouble = (measure: MeasureSpec, value: string) =>
    measure.type === 'decimal' && measure.aggregation !== 'avg'
      ? `CAST(CAST(${value} AS DECIMAL(38, ${measure.scale ?? 0})) * ${10 ** (measure.scale ?? 0)} AS ${double})`
      : value;
  const separate = (aggregation: string) => aggregation === 'countd' || aggregation === 'last';
  const countsNeeded = plan.measures.some(({ measure }) => measure.aggregation === 'countd');
  // DuckDB reads every fact once per grouping set: with totals, the facts are first folded into
  // their finest groups (the items shown), and every grouping set reads those few rows instead
  // (unless each fact is a group of its own already: `factsAreCells`).
  const folded = () => {
    const keys = chainColumns.map((_, k) => `k${k}`);
    const key = (column: string) => keys[chainColumns.indexOf(column)] as string;
    const parts: string[] = [];
    const values = plan.measures.map(({ index, measure }, j) => {
      if (separate(measure.aggregation)) return `NULL AS ${q(`v${j}`)}`;
      const step = twoStepAggregate(measure, index, `p${j}`, dialect);
      parts.push(...step.parts);
      return `${asDouble(measure, step.combine)} AS ${q(`v${j}`)}`;
    });
    if (countsNeeded) {
      parts.push('count(*) AS pn');
      values.push(`CAST(sum(pn) AS BIGINT) AS ${q('n')}`);
    }
    const finest = `SELECT ${[...chainColumns.map((column, k) => `${column} AS ${keys[k]}`), ...parts].join(', ')} FROM f ${joins.join(' ')} GROUP BY ${chainColumns.join(', ')}`;
    const select = [
      ...keys.map((k, i) => `CAST(${k} AS ${double}) AS ${names[i]}`),
      ...values,
      `CAST(GROUPING(${keys.join(', ')}) AS BIGINT) AS ${q('gid')}`,
    ];
    const groupingSets = sets.map((set) => `(${set.map(key).join(', ')})`).join(', ');
    return `WITH ${[facts('*'), ...chainCtes, `finest AS (${finest})`].join(', ')} SELECT ${select.join(', ')} FROM finest GROUP BY GROUPING SETS (${groupingSets})`;
  };
  const sql = projected(
    sets.length > 1 && !plan.factsAreCells
      ? folded()
      : statement(
          '*',
          [
            ...plan.measures.map(({ index, measure }, j) =>
              separate(measure.aggregation)
                ? `NULL AS ${q(`v${j}`)}`
                : `${asDouble(measure, cellAggregate(measure, index, dialect))} AS ${q(`v${j}`)}`,
            ),
            ...(countsNeeded ? [`count(*) AS ${q('n')}`] : []),
          ],
          '',
        ),
    [...plan.measures.map((_, j) => `v${j}`), ...(countsNeeded ? ['n'] : [])],
  );
  const extra = plan.measures.flatMap(({ index, measure }, j): PivotExtra[] => {
    const value = `f.${valueColumn(index)}`;
    if (measure.aggregation === 'countd')
      return [
        {
          measure: j,
          sql: projected(
            statement(`*, ${dialect.unnestList(value)} AS u`, [`count(DISTINCT f.u) AS ${q('v')}`], ''),
            ['v'],
          ),
        },
      ];
    if (measure.aggregation !== 'last' || !plan.lastBy) return [];
    const perPeriod = statement(
      '*',
      [`lastm.pos AS ${q('p')}`, `sum(${value}) AS ${q('s')}`],
      `JOIN ${plan.lastBy.members} lastm ON lastm.id = f.${plan.lastBy.column} WHERE ${value} IS NOT NULL`,
      ['lastm.pos'],
    );
    const keys = [...names, q('gid')].join(', ');
    return [
      {
        measure: j,
        sql: projected(
          `SELECT ${keys}, ${asDouble(measure, dialect.lastValue(q('s'), q('p')))} AS ${q('v')} FROM (${perPeriod}) g GROUP BY ${keys}`,
          ['v'],
        ),
      },
    ];
  });
  return { sql, params: params.values, extra };
}
