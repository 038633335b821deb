import { type PivotAnswer, pivotCell } from '../../packages/shared/src/pivot';
import { median } from './stats';

export interface WriteToPivot {
  iterations: number;
  serverRuns: number[];
  duckdbRuns: number[];
  /** One leaf write, then the open pivot read again and showing it, through the server. */
  serverMedianMs: number;
  serverMaxMs: number;
  /** Of that, the write call alone (the rest is the pivot's query). */
  writeMedianMs: number;
  /** The same on the engine alone (DuckDB: one `UPDATE` of the fact, then the pivot's GROUPING SETS query). */
  duckdbMedianMs: number;
  ratio: number;
}

/** The grand total of a pivot answer's first measure. */
function grandTotal(answer: PivotAnswer): number {
  const all = (header: { members: unknown[] }) => header.members.every((m) => m === null);
  const r = answer.rows.findIndex(all);
  const c = answer.columns.findIndex(all);
  return Number(pivotCell(answer, r, c, 0));
}

/**
 * Write-back of one leaf cell to the change visible in the pivot that shows it: `POST
 * /api/cubes/write` of the `cell` (a leaf holding a fact), then the bench pivot (with totals) again,
 * checked to show the new value in its grand total; beside the engine alone doing the same write
 * and aggregation (`baseline`, given the value written).
 */
export async function writeToPivot(options: {
  write: (body: object) => Promise<unknown>;
  pivot: () => Promise<PivotAnswer>;
  cell: { measure: string; coords: Record<string, string> };
  baseline: (value: number) => Promise<unknown>;
  iterations: number;
}): Promise<WriteToPivot> {
  const { write, pivot, cell, iterations } = options;
  const base = 1000;
  await write({ ...cell, value: base });
  const total = grandTotal(await pivot());
  const server: number[] = [];
  const writes: number[] = [];
  for (let i = 1; i <= iterations + 2; i++) {
    const began = performance.now();
    await write({ ...cell, value: base + i });
    const wrote = performance.now() - began;
    const shown = grandTotal(await pivot());
    const took = performance.now() - began;
    if (Math.abs(shown - (total + i)) > 1e-6 * Math.abs(total))
      throw new Error(`the pivot shows ${shown}, not ${total + i}, after the write`);
    // The first two warm the caches, as the other benchmarks' warm-up rounds do.
    if (i > 2) {
      server.push(took);
      writes.push(wrote);
    }
  }
  const duck: number[] = [];
  for (let i = 1; i <= iterations + 2; i++) {
    const began = performance.now();
    await options.baseline(base + i);
    if (i > 2) duck.push(performance.now() - began);
  }
  const serverMedianMs = median(server);
  const duckdbMedianMs = median(duck);
  return {
    iterations,
    serverRuns: server,
    duckdbRuns: duck,
    serverMedianMs,
    serverMaxMs: Math.max(...server),
    writeMedianMs: median(writes),
    duckdbMedianMs,
    ratio: serverMedianMs / duckdbMedianMs,
  };
}
