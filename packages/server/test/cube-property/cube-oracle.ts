import type { CubeSpec, SourceRow } from './cube-arbitraries';

/** A cell's address: per dimension the member's code, `*` for the total over it. */
export type CellKey = string;
export const keyOf = (codes: string[]): CellKey => codes.join('|');

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Ancestor codes of a member by depth, the member itself last. */
function pathOf(spec: CubeSpec['dimensions'][number], code: string): string[] {
  const path: string[] = [];
  let at = spec.members.find((m) => m.code === code);
  while (at) {
    path.unshift(at.code);
    const parent = at.parent;
    at = parent === null ? undefined : spec.members.find((m) => m.code === parent);
  }
  return path;
}

const depthLimit = 4;

/** How many ancestor levels a dimension's leaves have at most: its depth + 1. */
const levelsOf = (dim: CubeSpec['dimensions'][number]) => Math.max(...dim.members.map((m) => m.depth)) + 1;

/** Every combination of a prefix length per dimension: 0 (the total) to its levels (its deepest leaves). */
function prefixSets(spec: CubeSpec): number[][] {
  let sets: number[][] = [[]];
  for (const dim of spec.dimensions)
    sets = sets.flatMap((set) => Array.from({ length: levelsOf(dim) + 1 }, (_, k) => [...set, k]));
  return sets;
}

/**
 * What every cell of every layout must show, by DuckDB's GROUPING SETS over the source rows (the
 * `source` table): each leaf joined to its ancestors by depth (`path_<d>`, from the spec, not from
 * the cube), one grouping set per combination of ancestor depths, so each group is one member per
 * dimension (or the total over it) and its rows are exactly the source rows under them. `count`
 * counts rows (a member with rows is shown); measures by SQL's own aggregates: sum, avg, min, max,
 * count, count(DISTINCT …). `last` is worked out from the rows (`lastOf`).
 */
export async function oracle(query: Query, spec: CubeSpec, source: string): Promise<Map<CellKey, unknown[]>> {
  for (const [d, dim] of spec.dimensions.entries()) {
    await query(
      `CREATE OR REPLACE TEMP TABLE path_${d} (leaf VARCHAR, l0 VARCHAR, l1 VARCHAR, l2 VARCHAR, l3 VARCHAR)`,
    );
    const rows = dim.members.map((m) => {
      const path = pathOf(dim, m.code);
      return `(${[m.code, ...Array.from({ length: depthLimit }, (_, k) => path[k])].map((v) => (v === undefined ? 'NULL' : `'${v}'`)).join(', ')})`;
    });
    await query(`INSERT INTO path_${d} VALUES ${rows.join(', ')}`);
  }
  const levels = spec.dimensions.flatMap((dim, d) =>
    Array.from({ length: levelsOf(dim) }, (_, k) => `p${d}.l${k}`),
  );
  const firstLevel = spec.dimensions.map((_, d) =>
    spec.dimensions.slice(0, d).reduce((n, dim) => n + levelsOf(dim), 0),
  );
  const joins = spec.dimensions
    .map((dim, d) => `JOIN path_${d} p${d} ON p${d}.leaf = s.${dim.name}`)
    .join(' ');
  const sets = prefixSets(spec).map(
    (set) => `(${set.flatMap((k, d) => Array.from({ length: k }, (_, i) => `p${d}.l${i}`)).join(', ')})`,
  );
  const aggregates = spec.measures.map((m) => {
    const v = `s.${m.name}`;
    switch (m.aggregation) {
      case 'countd':
        return `count(DISTINCT ${v})`;
      case 'last':
        return 'NULL';
      default:
        return `${m.aggregation}(${v})`;
    }
  });
  const result = await query(
    `SELECT ${levels.map((l, i) => `${l} AS g${i}`).join(', ')}, GROUPING(${levels.join(', ')})::BIGINT AS gid, count(*)::BIGINT AS n,
      ${aggregates.map((a, j) => `${a} AS v${j}`).join(', ')}
     FROM ${source} s ${joins} GROUP BY GROUPING SETS (${sets.join(', ')})`,
  );
  const cells = new Map<CellKey, unknown[]>();
  const bits = levels.length;
  for (const row of result) {
    const gid = BigInt(row.gid as number);
    const grouped = (i: number) => ((gid >> BigInt(bits - 1 - i)) & 1n) === 0n;
    const codes: string[] = [];
    let duplicate = false;
    for (const [d, dim] of spec.dimensions.entries()) {
      const first = firstLevel[d] ?? 0;
      let length = 0;
      while (length < levelsOf(dim) && grouped(first + length)) length++;
      const code = length === 0 ? '*' : row[`g${first + length - 1}`];
      // A leaf shallower than the prefix: the same rows as its own, shorter, group.
      if (code === null) duplicate = true;
      codes.push(String(code));
    }
    // No rows (the total of an empty source) is no cell.
    if (!duplicate && Number(row.n) > 0)
      cells.set(keyOf(codes), [Number(row.n), ...spec.measures.map((_, j) => row[`v${j}`] ?? null)]);
  }
  return cells;
}

/**
 * `last` of the rows under a cell: the sum of the values at the latest leaf of the time
 * dimension (the cube's last, by member order) among the rows that have one.
 */
export function lastOf(spec: CubeSpec, rows: SourceRow[], key: string[], measure: number): number | null {
  const time = spec.dimensions.length - 1;
  const timeDim = spec.dimensions[time];
  const under = (d: number, code: string) => {
    const dim = spec.dimensions[d];
    return key[d] === '*' || (dim ? pathOf(dim, code).includes(key[d] ?? '') : false);
  };
  const valued = rows.filter((r) => r.values[measure] !== null && r.keys.every((code, d) => under(d, code)));
  if (valued.length === 0) return null;
  const pos = (row: SourceRow) => timeDim?.members.findIndex((m) => m.code === row.keys[time]) ?? 0;
  const latest = Math.max(...valued.map(pos));
  return valued.filter((r) => pos(r) === latest).reduce((sum, r) => sum + (r.values[measure] ?? 0), 0);
}
