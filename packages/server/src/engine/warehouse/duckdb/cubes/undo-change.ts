import type { SqlValue, WarehouseEngine } from '../../../engine';
import { type CubeChangeUndo, type CubeShape, dimIndex } from '../../cubes';
import { spansCondition } from '../../cubes/cube-scope';
import { dimColumn, dimRefTable, factTable, histTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { checkShape, factColumnNames } from './cube-tables';

/**
 * Undoes one change in one transaction: the cells it wrote go (a copy's: those in its target
 * scope; a write's: those the history keeps for it), the old cells come back → how many cells
 * the undo changed (a cell the change filled from empty counts: it is emptied again).
 */
export function undoChange(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  change: CubeChangeUndo,
): Promise<number> {
  const { dialect } = engine;
  const facts = factTable(cube.id);
  const hist = histTable(cube.id);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const columns = factColumnNames(cube, dialect);
  return inServerTransaction(engine, domainId, async (query) => {
    await checkShape(query, cube, dialect);
    // The facts the change holds now: a copy's in its target scope, a write's those the history keeps.
    let taken = {
      where: `EXISTS (SELECT 1 FROM ${hist} h WHERE h.change_id = ? AND ${dims.map((d) => `h.${d} = f.${d}`).join(' AND ') || 'true'})`,
      params: [change.id] as SqlValue[],
    };
    if (change.copied) {
      const s = cube.dimensions.findIndex((d) => d.scenario);
      const conditions = [`f.${dimColumn(s)} = ?`];
      const params: SqlValue[] = [change.copied.toId];
      for (const [name, spans] of Object.entries(change.copied.spans)) {
        const index = dimIndex(cube, name, 'details');
        conditions.push(spansCondition(index, dimRefTable(cube, index), spans));
        params.push(...spans.flat());
      }
      taken = { where: conditions.join(' AND '), params };
    }
    const [changed] = await query(
      `SELECT count(*)::BIGINT AS n FROM (SELECT 1 AS here, ${columns.join(', ')} FROM ${facts} AS f WHERE ${taken.where}) cur
       FULL JOIN (SELECT 1 AS here, ${columns.join(', ')} FROM ${hist} WHERE change_id = ? AND existed) old
       ON ${dims.map((d) => `cur.${d} = old.${d}`).join(' AND ') || 'true'}
       WHERE ${['cur.here IS NULL', 'old.here IS NULL', ...columns.slice(dims.length).map((c) => `cur.${c} IS DISTINCT FROM old.${c}`)].join(' OR ')}`,
      [...taken.params, change.id],
    );
    await query(`DELETE FROM ${facts} AS f WHERE ${taken.where}`, taken.params);
    await query(
      `INSERT INTO ${facts} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${hist} WHERE change_id = ? AND existed`,
      [change.id],
    );
    await query(`DELETE FROM ${hist} WHERE change_id = ?`, [change.id]);
    return Number(changed?.n ?? 0);
  });
}
