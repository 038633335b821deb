import { type CubeMeasure, leafOnlyAggregations } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import { storageColumns } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';
import type { WarehouseEngine, WarehouseQuery } from '../../../engine';
import { type CellWrite, type CubeShape, notWritable, type WrittenCell, withCell } from '../../cubes';
import { type Coordinate, coordinates, type Scope } from '../../cubes/cube-scope';
import { dimColumn, factTable, histTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { checkShape, factColumnNames, measureColumn } from './cube-tables';
import { addToLeaf, equalShare, proportionalShares, remainderQuery, type SpreadScope } from './spread';

/** The facts under the coordinates, at active leaves only. */
export function leafScope(coords: Coordinate[]): Scope {
  return {
    sql: coords.map(
      (c) =>
        `f.${dimColumn(c.index)} IN (SELECT id FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?)`,
    ),
    params: coords.flatMap((c) => c.span),
  };
}

/** Equal spreading writes every leaf combination: above this many it is refused. */
const maxSpreadCells = 1_000_000;

/** Spreads `text` over the scope's leaves: shares rounded, the remainder on the largest leaf. */
async function spread(
  query: WarehouseQuery,
  measure: CubeMeasure,
  j: number,
  scope: SpreadScope & { params: unknown[] },
  dialect: Dialect,
  text: string,
): Promise<void> {
  const [largest] = await query(remainderQuery(measure, j, scope, dialect), [
    text,
    ...scope.params,
    ...scope.params,
  ] as never);
  if (!largest || largest.rest === null) return;
  const leaf = scope.dims.map((d) => largest[d]);
  await query(addToLeaf(measure, j, scope, dialect), [String(largest.rest), ...leaf] as never);
}

/**
 * A leaf cell written inside the caller's transaction, its fact found by the members' ids: an
 * equality lets DuckDB skip row groups by their min and max, where the spans' subqueries of a
 * consolidated cell read every fact. The old fact is kept under `changeId` first (once per change:
 * a `pasted` block may write several measures of a leaf), or a history row saying it did not exist
 * before it is inserted.
 */
async function writeLeaf(
  query: WarehouseQuery,
  dialect: Dialect,
  cube: CubeShape,
  changeId: string,
  j: number,
  text: string | null,
  ids: number[],
  pasted: boolean,
): Promise<{ cells: number; oldValue: number | null }> {
  const facts = factTable(cube.id);
  const m = measureColumn(j);
  const measure = cube.measures[j] as CubeMeasure;
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const columns = factColumnNames(cube, dialect);
  const where = dims.map((d) => `f.${d} = ?`).join(' AND ');
  const [current] = await query(
    `SELECT CAST(sum(f.${m}) AS VARCHAR) AS s, count(*)::BIGINT AS n FROM ${facts} f WHERE ${where}`,
    ids,
  );
  const oldValue = current?.s === null || current?.s === undefined ? null : Number(current.s);
  const exists = Number(current?.n ?? 0) > 0;
  if (exists) {
    // Only a pasted block's change may hold the leaf already (another measure of it): a single
    // write's change is new, and looking for it would read the whole history.
    const kept = `SELECT 1 FROM ${histTable(cube.id)} h WHERE h.change_id = ? AND ${dims.map((d) => `h.${d} = f.${d}`).join(' AND ')}`;
    await query(
      `INSERT INTO ${histTable(cube.id)} SELECT ?, true, ${columns.map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${where}${pasted ? ` AND NOT EXISTS (${kept})` : ''}`,
      pasted ? [changeId, ...ids, changeId] : [changeId, ...ids],
    );
  }
  if (text === null) {
    if (!exists) return { cells: 0, oldValue };
    const own = storageColumns(measure, j, dialect).map(([name]) => name);
    const cleared = await query(
      `UPDATE ${facts} AS f SET ${own.map((c) => `${c} = NULL`).join(', ')} WHERE ${where} AND f.${m} IS NOT NULL RETURNING 1 AS ok`,
      ids,
    );
    return { cells: cleared.length, oldValue };
  }
  const value = equalShare(measure, dialect);
  if (exists) await query(`UPDATE ${facts} AS f SET ${m} = ${value} WHERE ${where}`, [text, 1, ...ids]);
  else {
    const marks = dims.map(() => '?').join(', ');
    await query(
      `INSERT INTO ${histTable(cube.id)} (change_id, existed, ${dims.join(', ')}) VALUES (?, false, ${marks})`,
      [changeId, ...ids],
    );
    await query(`INSERT INTO ${facts} (${dims.join(', ')}, ${m}) VALUES (${marks}, ${value})`, [
      ...ids,
      text,
      1,
    ]);
  }
  return { cells: 1, oldValue };
}

/**
 * One cell written inside the caller's transaction: a leaf stores the value, a consolidated cell
 * spreads it over its active leaves, the old cells kept under `changeId` first. With `leafOnly`, a
 * cell over several leaves is refused (`cell_not_leaf`): a pasted block writes each cell as it is.
 */
async function writeOne(
  query: WarehouseQuery,
  dialect: Dialect,
  cube: CubeShape,
  changeId: string,
  write: CellWrite,
  leafOnly: boolean,
): Promise<WrittenCell> {
  const j = write.measure;
  const measure = cube.measures[j] as CubeMeasure;
  const text = write.value;
  const clear = text === null;
  const facts = factTable(cube.id);
  const m = measureColumn(j);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const columns = factColumnNames(cube, dialect);
  const own = storageColumns(measure, j, dialect).map(([name]) => name);
  {
    const coords = await coordinates(query, cube, write.coords);
    // By name for the sentence, by code for the link that opens the pivot at the cell.
    const cell = coords.flatMap((c) => {
      const dimension = cube.dimensions[c.index]?.name ?? '';
      return c.caption === undefined ? [] : [{ dimension, member: c.caption, code: write.coords[dimension] }];
    });
    const counts: number[] = [];
    for (const c of coords) {
      // A named member that is a leaf (checked active) is the one leaf of its span.
      if (c.leaf && c.id !== undefined) {
        counts.push(1);
        continue;
      }
      const [row] = await query(
        `SELECT count(*)::BIGINT AS n FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?`,
        c.span,
      );
      counts.push(Number(row?.n ?? 0));
    }
    if (counts.some((n) => n === 0))
      throw new AppError(400, 'no_leaves', 'No active leaf cells to write', { path: 'coords' });
    const combinations = counts.reduce((a, b) => a * b, 1);
    if (leafOnly && combinations > 1)
      throw new AppError(400, 'cell_not_leaf', 'A pasted cell must be a leaf cell, not a total', {
        path: 'coords',
        coords: write.coords,
      });
    if (!clear && combinations > 1 && leafOnlyAggregations.includes(measure.aggregation))
      throw notWritable(measure, true);
    const ids = coords.map((c) => (c.leaf ? c.id : undefined));
    if (ids.every((id): id is number => id !== undefined)) {
      const written = await writeLeaf(query, dialect, cube, changeId, j, text, ids, leafOnly);
      return { ...written, cell };
    }
    const scope = leafScope(coords);
    const where = scope.sql.join(' AND ');
    const [current] = await query(
      `SELECT CAST(sum(f.${m}) AS VARCHAR) AS s, count(f.${m})::BIGINT AS n FROM ${facts} f WHERE ${where}`,
      scope.params,
    );
    const sum = current?.s === null || current?.s === undefined ? null : Number(current.s);
    // A leaf is kept once per change: a pasted block may write several measures of one leaf.
    const kept = `SELECT 1 FROM ${histTable(cube.id)} h WHERE h.change_id = ? AND ${dims.map((d) => `h.${d} = f.${d}`).join(' AND ')}`;
    await query(
      `INSERT INTO ${histTable(cube.id)} SELECT ?, true, ${columns.map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${where} AND NOT EXISTS (${kept})`,
      [changeId, ...scope.params, changeId],
    );
    if (text === null) {
      const cleared = await query(
        `UPDATE ${facts} AS f SET ${own.map((c) => `${c} = NULL`).join(', ')} WHERE ${where} AND f.${m} IS NOT NULL RETURNING 1 AS ok`,
        scope.params,
      );
      return { cells: cleared.length, oldValue: sum, cell };
    }
    const spreadScope = { facts, dims, where, params: scope.params };
    // A consolidated cell with values keeps their proportions; a leaf, or empty leaves, take equal shares.
    if (combinations > 1 && sum !== null && sum !== 0) {
      const updated = await query(
        `${proportionalShares(measure, j, spreadScope, dialect)} RETURNING 1 AS ok`,
        [Number(text) / sum, ...scope.params],
      );
      await spread(query, measure, j, spreadScope, dialect, text);
      return { cells: updated.length, oldValue: sum, cell };
    }
    if (combinations > maxSpreadCells)
      throw new AppError(400, 'pivot_too_large', 'Too many leaf cells to spread onto equally', {
        path: 'coords',
      });
    const leaves = coords.map(
      (c, i) =>
        `(SELECT id AS ${dimColumn(c.index)} FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?) l${i}`,
    );
    const missing = `SELECT ${dims.map((d) => `combos.${d}`).join(', ')} FROM (SELECT * FROM ${leaves.join(', ')}) combos
      WHERE NOT EXISTS (SELECT 1 FROM ${facts} f WHERE ${dims.map((d) => `f.${d} = combos.${d}`).join(' AND ')})`;
    const spans = coords.flatMap((c) => c.span);
    await query(
      `INSERT INTO ${histTable(cube.id)} SELECT ?, false, ${dims.join(', ')}, ${columns
        .slice(dims.length)
        .map(() => 'NULL')
        .join(', ')} FROM (${missing})`,
      [changeId, ...spans],
    );
    const share = equalShare(measure, dialect);
    await query(`INSERT INTO ${facts} (${dims.join(', ')}, ${m}) SELECT *, ${share} FROM (${missing})`, [
      text,
      combinations,
      ...spans,
    ]);
    await query(`UPDATE ${facts} AS f SET ${m} = ${share} WHERE ${where}`, [
      text,
      combinations,
      ...scope.params,
    ]);
    if (combinations > 1) await spread(query, measure, j, spreadScope, dialect, text);
    return { cells: combinations, oldValue: sum, cell };
  }
}

/** One cell written in one transaction (see `CubeWarehouse.writeCell`). */
export function writeCell(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  write: CellWrite,
): Promise<WrittenCell> {
  return inServerTransaction(engine, domainId, async (query) => {
    await checkShape(query, cube, engine.dialect);
    return writeOne(query, engine.dialect, cube, changeId, write, false);
  });
}

/**
 * A pasted block of leaf cells in one transaction (see `CubeWarehouse.writeCells`): a refused cell
 * leaves nothing written, and its error says which cell it was → how many cells were written.
 */
export function writeCells(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  writes: readonly CellWrite[],
): Promise<number> {
  return inServerTransaction(engine, domainId, async (query) => {
    await checkShape(query, cube, engine.dialect);
    let written = 0;
    for (const [index, write] of writes.entries()) {
      try {
        written += (await writeOne(query, engine.dialect, cube, changeId, write, true)).cells;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw withCell(error, index);
      }
    }
    return written;
  });
}
