import { countColumn, valueColumn } from '../../../../compiler/measures';
import type { CompiledSql } from '../../../../compiler/object-schema';
import { axisSets, type PivotDimPlan, type PivotExtra, type PivotPlan } from '../../../../compiler/pivot';

/*
 * A pivot in 18.16's SQL, answering the columns `compilePivot` answers on DuckDB (`r<i>_<k>`,
 * `c<i>_<k>` member ids as doubles, NULL where a set totals over it, `v<j>`, `n`). 18.16 has no
 * GROUPING SETS, no table CTEs and one join per select: each grouping set is a select of its own,
 * joined by UNION ALL (each column cast to one type: 18.16 does not unify a union's types); each
 * chain's join wraps the one before; `gid` is the set's index. `facts` are the leaf cells (one row
 * each). Member ids and spans are numbers of the warehouse's own, written as literals.
 */

const nullableDouble = 'Nullable(Float64)';

/** A chain column as the joined facts hold it: the answer's name would be an alias of itself, a cycle to ClickHouse. */
const sourceName = (prefix: string, i: number, k: number) => `g_${prefix}${i}_${k}`;

/** The chain columns of a dimension not shown flat: its members table mapped to the items shown above each leaf. */
function chainRelation(dim: PivotDimPlan, prefix: string, i: number): string {
  let inner = `SELECT id AS leaf, level, path, path[least(${dim.level}, level) + 1] AS g0 FROM ${dim.members}`;
  for (let k = 1; k < dim.chain; k++) {
    const open = dim.expandAll
      ? '1 = 1'
      : dim.expand.length === 0
        ? '1 = 0'
        : `g${k - 1} IN (${dim.expand.join(', ')})`;
    inner = `SELECT *, if(level >= ${dim.level + k} AND ${open}, path[${dim.level + k + 1}], g${k - 1}) AS g${k} FROM (${inner})`;
  }
  const columns = Array.from({ length: dim.chain }, (_, k) => `g${k} AS ${sourceName(prefix, i, k)}`);
  return `(SELECT leaf AS ${dim.column}, ${columns.join(', ')} FROM (${inner}))`;
}

/** The value of measure `j` over a group of leaf cells, as a nullable double. */
function cellValue(aggregation: string, j: number): string {
  const value = valueColumn(j);
  switch (aggregation) {
    case 'avg':
      return `toFloat64(sum(${value})) / nullif(sum(${countColumn(j)}), 0)`;
    case 'count':
      return `toFloat64(sum(${value}))`;
    case 'countd':
    case 'last':
      return `CAST(NULL AS ${nullableDouble})`;
    default:
      return `toFloat64(${aggregation}(${value}))`;
  }
}

/** The pivot's statements over `plan.facts` (the leaf cells), bound to no parameters. */
export function compileClickhousePivot(plan: PivotPlan): CompiledSql & { extra: PivotExtra[] } {
  const where = plan.filters.map(
    (filter) =>
      `${filter.column} IN (SELECT id FROM ${filter.members} WHERE ${filter.spans.map(([from, to]) => `pos BETWEEN ${from} AND ${to}`).join(' OR ')})`,
  );
  const filtered = `(SELECT * FROM ${plan.facts}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''})`;
  const axes = [
    { prefix: 'r', dims: plan.rows },
    { prefix: 'c', dims: plan.columns },
  ];
  let source = filtered;
  const dimChains: Record<string, string[][]> = { r: [], c: [] };
  const names: string[] = [];
  for (const { prefix, dims } of axes)
    dims.forEach((dim, i) => {
      if (dim.flat && dim.chain === 1) {
        source = `(SELECT *, ${dim.column} AS ${sourceName(prefix, i, 0)} FROM ${source})`;
        names.push(`${prefix}${i}_0`);
        dimChains[prefix]?.push([sourceName(prefix, i, 0)]);
        return;
      }
      source = `(SELECT * FROM ${source} ALL INNER JOIN ${chainRelation(dim, prefix, i)} USING ${dim.column})`;
      for (let k = 0; k < dim.chain; k++) names.push(`${prefix}${i}_${k}`);
      dimChains[prefix]?.push(Array.from({ length: dim.chain }, (_, k) => sourceName(prefix, i, k)));
    });
  const columnsOf = (prefix: string, dims: PivotDimPlan[], set: number[]) =>
    dims.flatMap((_, i) => (dimChains[prefix]?.[i] ?? []).slice(0, set[i] ?? 0));
  const sets = axisSets(plan.rows, plan.totals).flatMap((rowSet) =>
    axisSets(plan.columns, plan.totals).map((columnSet) => [
      ...columnsOf('r', plan.rows, rowSet),
      ...columnsOf('c', plan.columns, columnSet),
    ]),
  );
  /** One select per grouping set over `from`, `values` computed per group; `by` more grouping columns. */
  const union = (from: string, values: string[], by: string[] = []) =>
    sets
      .map((set, gid) => {
        const chains = names.map((name) =>
          set.includes(`g_${name}`)
            ? `CAST(g_${name} AS ${nullableDouble}) AS ${name}`
            : `CAST(NULL AS ${nullableDouble}) AS ${name}`,
        );
        const grouped = [...set, ...by];
        return `SELECT ${[...chains, ...values, `toUInt32(${gid}) AS gid`].join(', ')} FROM ${from}${grouped.length > 0 ? ` GROUP BY ${grouped.join(', ')}` : ''}`;
      })
      .join(' UNION ALL ');
  const countsNeeded = plan.measures.some(({ measure }) => measure.aggregation === 'countd');
  const sql = union(source, [
    ...plan.measures.map(
      ({ index, measure }, j) =>
        `CAST(${cellValue(measure.aggregation, index)} AS ${nullableDouble}) AS v${j}`,
    ),
    ...(countsNeeded ? ['toFloat64(count()) AS n'] : []),
  ]);
  const keys = [...names, 'gid'].join(', ');
  const extra = plan.measures.flatMap(({ index, measure }, j): PivotExtra[] => {
    const value = valueColumn(index);
    if (measure.aggregation === 'countd') {
      const values = `(SELECT *, arrayJoin(${value}) AS u FROM ${source})`;
      return [
        {
          measure: j,
          sql: `SELECT ${names.join(', ')}, v FROM (${union(values, [`toFloat64(uniqExact(u)) AS v`])})`,
        },
      ];
    }
    if (measure.aggregation !== 'last' || !plan.lastBy) return [];
    const { column, members } = plan.lastBy;
    const periods = `(SELECT * FROM ${source} ALL INNER JOIN (SELECT id AS ${column}, pos AS last_pos FROM ${members}) USING ${column} WHERE ${value} IS NOT NULL)`;
    const perPeriod = union(periods, ['last_pos AS p', `sum(${value}) AS s`], ['last_pos']);
    return [
      {
        measure: j,
        sql: `SELECT ${names.join(', ')}, toFloat64(argMax(s, p)) AS v FROM (${perPeriod}) GROUP BY ${keys}`,
      },
    ];
  });
  return {
    params: [],
    sql: `SELECT ${[...names, ...plan.measures.map((_, j) => `v${j}`), ...(countsNeeded ? ['n'] : [])].join(', ')} FROM (${sql})`,
    extra,
  };
}
