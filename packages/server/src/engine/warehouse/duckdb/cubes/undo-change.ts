import type { SqlValue, WarehouseEngine } from '../../../engine';
import { type CubeChangeUndo, type CubeShape, dimIndex } from '../../cubes';
import { spansCondition } from '../../cubes/cube-scope';
import { dimColumn, dimRefTable, factTable, histTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { checkShape, factColumnNames } from './cube-tables';

/**
 * Undoes one change in one transaction: the cells it wrote go (a copy's: those in its target
 * scope; a write's: those the history keeps for it), the old cells come back → how many.
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
    if (change.copied) {
      const s = cube.dimensions.findIndex((d) => d.scenario);
      const conditions = [`f.${dimColumn(s)} = ?`];
      const params: SqlValue[] = [change.copied.toId];
      for (const [name, spans] of Object.entries(change.copied.spans)) {
        const index = dimIndex(cube, name, 'details');
        conditions.push(spansCondition(index, dimRefTable(cube, index), spans));
        params.push(...spans.flat());
      }
      await query(`DELETE FROM ${facts} AS f WHERE ${conditions.join(' AND ')}`, params);
    } else {
      await query(
        `DELETE FROM ${facts} AS f WHERE EXISTS (SELECT 1 FROM ${hist} h WHERE h.change_id = ? AND ${dims.map((d) => `h.${d} = f.${d}`).join(' AND ')})`,
        [change.id],
      );
    }
    const [restored] = await query(
      `SELECT count(*)::BIGINT AS n FROM ${hist} WHERE change_id = ? AND existed`,
      [change.id],
    );
    await query(
      `INSERT INTO ${facts} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${hist} WHERE change_id = ? AND existed`,
      [change.id],
    );
    await query(`DELETE FROM ${hist} WHERE change_id = ?`, [change.id]);
    return Number(restored?.n ?? 0);
  });
}
