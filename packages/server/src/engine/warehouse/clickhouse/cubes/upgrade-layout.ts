import { convertedColumns, type MeasureSpec } from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { CubeShape } from '../../cubes';
import { dimColumn, factTable, histTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { factColumns, leafCells, presenceColumn } from './cube-tables';
import { insertCells, replaceTables } from './reshape-facts';
import { cubeTurn, queryOf } from './write-cell';

/** A cube's measures as layout 1 kept them: one double each, an average its sum (as on DuckDB). */
const layoutOne = (cube: CubeShape): CubeShape => ({
  ...cube,
  measures: cube.measures.map((m) => ({
    ...m,
    type: 'float',
    aggregation: m.aggregation === 'avg' ? 'sum' : m.aggregation,
  })),
});

/**
 * Brings a cube's facts and history from layout 1 (one double per measure) to its measures'
 * declared types, as DuckDB does: values converted and rounded half away from zero, built beside
 * the old tables and renamed in place. The facts are converted cell by cell, the history delta by
 * delta (an average's count follows its presence: a fact counts once). A cube without facts: nothing.
 */
export function upgradeLayout(engine: ClickhouseEngine, domainId: string, cube: CubeShape): Promise<void> {
  const query = queryOf(engine, domainId);
  const old = layoutOne(cube);
  // Over rows aliased `f`: a leaf cell of the old facts, or a delta of the old history.
  const converted = (delta: boolean) =>
    cube.measures.flatMap((m, j) => {
      const columns = convertedColumns(old.measures[j] as MeasureSpec, m, j, clickhouseDialect);
      return columns.map((column, k) =>
        delta && k === 1 && m.aggregation === 'avg' ? `f.${presenceColumn(j)}` : column,
      );
    });
  const dims = cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
  return cubeTurn(engine, domainId, cube, async () => {
    const [found] = await query(
      'SELECT count() AS n FROM system.tables WHERE database = currentDatabase() AND name = ?',
      [factTable(cube.id)],
    );
    if (Number(found?.n) !== 1) return;
    await replaceTables(query, cube, async (fresh) => {
      await query(insertCells(fresh.facts, cube, [...dims, ...converted(false)], `${leafCells(old)} AS f`));
      const values = converted(true);
      const names = factColumns(cube).map(([name]) => name);
      let v = 0;
      const row = names.map((name) =>
        /^(d_\d+|x|e_\d+)$/.test(name) ? `f.${name}` : (values[v++] ?? 'NULL'),
      );
      await query(
        `INSERT INTO ${fresh.hist} (change_id, undone, ${names.join(', ')}) SELECT f.change_id, f.undone, ${row.join(', ')} FROM ${histTable(cube.id)} AS f`,
      );
    });
  });
}
