import type { CubeShape } from '../../cubes';
import { dimColumn, factTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { foldDeltas } from './undo-change';
import { checkShape, freeCubeTurn, queryOf } from './write-cell';

/**
 * The rows of the cube's facts beyond one per coordinate: the deltas a compaction would fold.
 * The parts' row count is read first (no scan; every shard's on a cluster): below `threshold`
 * rows there cannot be as many deltas.
 */
async function deltaRows(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  threshold: number,
): Promise<number> {
  const table = factTable(cube.id);
  const parts = await engine.rowsEverywhere(
    domainId,
    `SELECT sum(rows) AS n FROM system.parts WHERE ${engine.rowsTableWhere(domainId, table, 'table')} AND active`,
  );
  const rows = parts.reduce((sum, part) => sum + Number(part.n ?? 0), 0);
  if (rows < threshold) return 0;
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const [coordinates] = await queryOf(
    engine,
    domainId,
  )(
    dims.length === 0
      ? `SELECT toUInt64(count() > 0) AS n FROM ${table}`
      : `SELECT uniqExact(${dims.join(', ')}) AS n FROM ${table}`,
  );
  return rows - Number(coordinates?.n ?? 0);
}

/**
 * Compaction as the cubes' deltas pile up: after each change of a cube its delta rows are
 * counted, and once they reach the engine's `compactDeltaRows` its facts are folded in the
 * background, in the cube's turn (after the writes before it, before the ones after it). A cube
 * another node holds is left to that node, whose change brings its own count; a failed fold
 * leaves the facts as they were, to be tried after the next change.
 */
export class Compactions {
  /** The cubes being counted or folded, and those changed again meanwhile (counted once more). */
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(private readonly engine: ClickhouseEngine) {}

  /** The cube changed: its deltas are counted (and folded) in the background. */
  afterChange(domainId: string, cube: CubeShape): void {
    const key = `${domainId}/${cube.id}`;
    if (this.running.has(key)) {
      this.again.add(key);
      return;
    }
    const run = async () => {
      do await this.compactIfPiled(domainId, cube).catch(() => {});
      while (this.again.delete(key));
      this.running.delete(key);
    };
    this.running.set(key, run());
  }

  /** Settles once no count or fold runs (the warehouse's close, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /** Folds the cube's deltas when they reach the threshold → whether it did. */
  async compactIfPiled(domainId: string, cube: CubeShape): Promise<boolean> {
    const query = queryOf(this.engine, domainId);
    const threshold = this.engine.compactDeltaRows;
    if ((await deltaRows(this.engine, domainId, cube, threshold)) < threshold) return false;
    const folded = await freeCubeTurn(this.engine, domainId, cube, async () => {
      await checkShape(query, cube);
      // Counted again in the cube's turn: another node may have folded them meanwhile.
      if ((await deltaRows(this.engine, domainId, cube, threshold)) < threshold) return false;
      await foldDeltas(this.engine, domainId, cube);
      return true;
    });
    return folded ?? false;
  }
}
