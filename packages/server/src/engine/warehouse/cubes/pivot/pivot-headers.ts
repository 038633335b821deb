import type { NumberColumns, WarehouseQuery } from '../../../engine';
import { type AxisDim, pivotTooLarge } from './pivot-axes';

/**
 * Reads, per dimension of an axis, the chain of member ids of a result row (`[]`: the total over it)
 * from the answer's columns (given too, per dimension), by row index.
 * A chain column a grouping set leaves out is NULL (NaN) in its rows and one it groups by never is
 * (member ids), so the NULLs say which columns a row's set kept; a parent carried down the chain
 * past its end counts once.
 */
export function chainReader(
  prefix: string,
  dims: AxisDim[],
  answer: NumberColumns,
): { columns: Float64Array[][]; chains: (row: number) => number[][] } {
  const none = new Float64Array(0);
  const columns = dims.map((dim, i) =>
    Array.from({ length: dim.plan.chain }, (_, k) => answer.columns[`${prefix}${i}_${k}`] ?? none),
  );
  const chains = (row: number) =>
    columns.map((chainColumns) => {
      const chain: number[] = [];
      for (const column of chainColumns) {
        const id = column[row];
        if (id !== undefined && !Number.isNaN(id) && id !== chain.at(-1)) chain.push(id);
      }
      return chain;
    });
  return { columns, chains };
}

export const keyOf = (chains: number[][]) => chains.map((c) => c.join('.')).join('|');

/**
 * Headers in pivot order: dimension by dimension, an item before its children, siblings by member
 * order or by `sortValue` (the value of the header standing for that item), totals last.
 */
export function sortHeaders(
  headers: number[][][],
  pos: (dim: number, id: number) => number,
  sortValue?: (chains: number[][]) => number | null,
  dir: 'asc' | 'desc' = 'desc',
): number[][][] {
  const compare = (a: number[][], b: number[][]): number => {
    for (let d = 0; d < a.length; d++) {
      const x = a[d] ?? [];
      const y = b[d] ?? [];
      if (x.length === 0 || y.length === 0) {
        if (x.length !== y.length) return x.length === 0 ? 1 : -1;
        continue;
      }
      const n = Math.min(x.length, y.length);
      for (let k = 0; k < n; k++) {
        if (x[k] === y[k]) continue;
        if (sortValue) {
          const prefix = (c: number[]) => [
            ...a.slice(0, d),
            c.slice(0, k + 1),
            ...a.slice(d + 1).map(() => []),
          ];
          const vx = sortValue(prefix(x));
          const vy = sortValue(prefix(y));
          if (vx !== vy) {
            if (vx === null) return 1;
            if (vy === null) return -1;
            return dir === 'asc' ? vx - vy : vy - vx;
          }
        }
        return pos(d, x[k] as number) - pos(d, y[k] as number);
      }
      if (x.length !== y.length) return x.length - y.length;
    }
    return 0;
  };
  return [...headers].sort(compare);
}

/** Every header an axis shows when empty ones are kept: items per dimension, crossed as the sets are. */
export async function allHeaders(
  query: WarehouseQuery,
  dims: AxisDim[],
  totals: boolean,
  limit: number,
): Promise<number[][][]> {
  const items: number[][][] = [];
  for (const dim of dims) {
    const rows = await query(`SELECT id, level, path, leaf FROM ${dim.plan.members} ORDER BY pos`);
    const chains: number[][] = [];
    for (const row of rows) {
      const path = (row.path as unknown[]).map(Number);
      const level = Number(row.level);
      if (level < dim.plan.level) {
        // A leaf above the level stands for itself.
        if (row.leaf) chains.push([Number(row.id)]);
        continue;
      }
      const chain = path.slice(dim.plan.level, level + 1);
      if (chain.length > dim.plan.chain) continue;
      if (chain.slice(0, -1).every((id) => dim.plan.expandAll || dim.expanded.has(id))) chains.push(chain);
    }
    items.push(chains);
  }
  let headers: number[][][] = [[]];
  dims.forEach((_, d) => {
    const next: number[][][] = [];
    for (const header of headers) {
      const outerFull = header.every(
        (chain, i) => chain.length > 0 && !hasShownChildren(items[i] ?? [], chain),
      );
      for (const chain of items[d] ?? []) {
        if (d > 0 && !outerFull) continue;
        if (!totals && hasShownChildren(items[d] ?? [], chain)) continue;
        next.push([...header, chain]);
        if (next.length > limit) throw pivotTooLarge(next.length, limit);
      }
      // No total over the version dimension: versions are not summed.
      if (totals && !dims[d]?.plan.version) next.push([...header, []]);
    }
    headers = next;
  });
  return headers.filter((h) => totals || h.every((c) => c.length > 0) || dims.length === 0);
}

function hasShownChildren(chains: number[][], chain: number[]): boolean {
  return chains.some((c) => c.length === chain.length + 1 && chain.every((id, k) => c[k] === id));
}
