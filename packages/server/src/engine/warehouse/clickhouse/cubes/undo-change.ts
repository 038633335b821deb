import { randomUUID } from 'node:crypto';
import type { CubeChangeUndo, CubeShape } from '../../cubes';
import { dimColumn, factTable, histTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { cellRowColumns, factColumns, leafCells } from './cube-tables';
import { applyChange, checkShape, cubeTurn, queryOf } from './write-cell';

/**
 * Undoes a write or a copy (see `CubeWarehouse.undoChange`; a copy's scope is not needed, its
 * deltas are in the history) by its inverse deltas: the change's rows negated,
 * kept in the history as its undo (a change undone once is not undone again), then appended to
 * the facts → how many cells the undo changed (a cell the change filled from empty counts).
 */
export function undoChange(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  change: CubeChangeUndo,
): Promise<number> {
  const query = queryOf(engine, domainId);
  const hist = histTable(cube.id);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const [done] = await query(`SELECT count() AS n FROM ${hist} WHERE change_id = ? AND undone = 1`, [
      change.id,
    ]);
    if (Number(done?.n ?? 0) > 0) return 0;
    // A cell the undo changes is one whose deltas in the change do not add up to nothing.
    const moved = factColumns(cube).flatMap(([name, type]) =>
      name.startsWith('d_')
        ? []
        : [type.startsWith('Array') ? `notEmpty(groupArrayArray(${name}))` : `sum(${name}) != 0`],
    );
    const grouped = dims.length === 0 ? '' : ` GROUP BY ${dims.join(', ')}`;
    const [changed] = await query(
      `SELECT count() AS n FROM (SELECT 1 FROM ${hist} WHERE change_id = ? AND undone = 0${grouped} HAVING ${moved.join(' OR ')})`,
      [change.id],
    );
    const negated = factColumns(cube).map(([name, type]) =>
      name.startsWith('d_') ? name : type.startsWith('Array') ? name : `-${name}`,
    );
    await query(
      `INSERT INTO ${hist} (change_id, undone, ${factColumns(cube)
        .map(([name]) => name)
        .join(
          ', ',
        )}) SELECT change_id, 1, ${negated.join(', ')} FROM ${hist} WHERE change_id = ? AND undone = 0`,
      [change.id],
    );
    await applyChange(query, cube, change.id, 1);
    return Number(changed?.n ?? 0);
  });
}

/**
 * Folds the facts' deltas into one row per fact (facts taken back by an undo go), in a new table
 * put in place by RENAME: every answer is the same before and after. The history stays, so a
 * change is undone after it as before.
 */
export function compactFacts(engine: ClickhouseEngine, domainId: string, cube: CubeShape): Promise<void> {
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(queryOf(engine, domainId), cube);
    await foldDeltas(engine, domainId, cube);
  });
}

/** `compactFacts`'s work, in the cube's turn: a failure leaves the facts as they were. */
export async function foldDeltas(engine: ClickhouseEngine, domainId: string, cube: CubeShape): Promise<void> {
  const facts = factTable(cube.id);
  const query = queryOf(engine, domainId);
  const fresh = `${facts}_compact_${randomUUID().replaceAll('-', '')}`;
  const old = `${facts}_old_${randomUUID().replaceAll('-', '')}`;
  // The leaf cells are the folded facts: each kept as one row, present where it has a value.
  const values = cellRowColumns(cube);
  await query(`CREATE TABLE ${fresh} AS ${facts}`);
  try {
    await query(
      `INSERT INTO ${fresh} (${factColumns(cube)
        .map(([name]) => name)
        .join(', ')}) SELECT ${values.join(', ')} FROM ${leafCells(cube)}`,
    );
    await query(`RENAME TABLE ${facts} TO ${old}, ${fresh} TO ${facts}`);
  } catch (error) {
    await query(`DROP TABLE IF EXISTS ${fresh}`).catch(() => {});
    throw error;
  }
  await query(`DROP TABLE ${old}`);
}
