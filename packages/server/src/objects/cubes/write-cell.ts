import { randomUUID } from 'node:crypto';
import { type CubeMeasure, derivedAggregations, leafOnlyAggregations } from '@cubus/shared';
import { storageColumns } from '../../engine/compiler/measures';
import {
  addToLeaf,
  equalShare,
  proportionalShares,
  remainderQuery,
  type SpreadScope,
} from '../../engine/compiler/spread';
import type { Dialect } from '../../engine/dialects/dialect';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import { publish, recordChange } from './cube-changes';
import { coordinates, leafScope } from './cube-scope';
import {
  checkShape,
  dimColumn,
  factColumnNames,
  factTable,
  histTable,
  loadCube,
  measureColumn,
  measureIndex,
  refreshFactCount,
} from './cube-store';

/** Equal spreading writes every leaf combination: above this many it is refused. */
const maxSpreadCells = 1_000_000;

/**
 * The decimal text of a value the measure's type holds exactly; else 400 `measure_not_number`
 * (a whole number for an integer measure, at most `scale` decimals and `precision` digits for a
 * decimal one). A value is never rounded silently where it is typed.
 */
export function valueText(measure: CubeMeasure, value: unknown): string {
  const fits =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (measure.type === 'integer'
      ? Number.isSafeInteger(value)
      : measure.type === 'float' ||
        (Math.abs(value) < 10 ** ((measure.precision ?? 18) - (measure.scale ?? 0)) &&
          Number(value.toFixed(measure.scale ?? 0)) === value));
  if (!fits)
    throw new AppError(400, 'measure_not_number', `${measure.name} takes ${describeType(measure)}`, {
      path: 'value',
      type: measure.type,
      ...(measure.type === 'decimal' ? { precision: measure.precision, scale: measure.scale } : {}),
    });
  return measure.type === 'decimal' ? (value as number).toFixed(measure.scale ?? 0) : String(value);
}

const describeType = (measure: CubeMeasure) =>
  measure.type === 'integer'
    ? 'whole numbers'
    : measure.type === 'decimal'
      ? `numbers with at most ${measure.scale} decimals and ${(measure.precision ?? 18) - (measure.scale ?? 0)} digits before the point`
      : 'numbers';

/** A number where the measure cannot keep it as written: 400 `measure_not_writable`. */
function notWritable(measure: CubeMeasure, consolidated: boolean): AppError {
  return new AppError(
    400,
    'measure_not_writable',
    consolidated
      ? `${measure.name} (${measure.aggregation}) takes values at its leaf cells only`
      : `${measure.name} (${measure.aggregation}) is worked out from the facts and cannot be written`,
    { path: 'measure', aggregation: measure.aggregation },
  );
}

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
 * Write-back of one cell: a leaf stores the value; a consolidated cell of a `sum` measure spreads
 * it over its active leaves in proportion to their current values, equally when those are all
 * empty or zero, rounded to the measure's type with the remainder on the largest leaf. `null`
 * clears the cell (every aggregation). The old cells go to the history table first, so the change
 * can be undone.
 */
export async function writeCell(
  context: KindContext,
  request: { cubeId: string; measure: string; coords: Record<string, string>; value: unknown },
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const dialect = context.app.warehouse.dialect;
  const j = measureIndex(cube, request.measure, 'measure');
  const measure = cube.measures[j] as CubeMeasure;
  const clear = request.value === null;
  if (!clear && derivedAggregations.includes(measure.aggregation)) throw notWritable(measure, false);
  const text = clear ? null : valueText(measure, request.value);
  const facts = factTable(cube.id);
  const m = measureColumn(j);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const columns = factColumnNames(cube, dialect);
  const own = storageColumns(measure, j, dialect).map(([name]) => name);
  const changeId = randomUUID();
  const outcome = await inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    await checkShape(query, cube, dialect);
    const coords = await coordinates(query, cube, request.coords);
    const cell = coords.flatMap((c) =>
      c.caption === undefined ? [] : [{ dimension: cube.dimensions[c.index]?.name ?? '', member: c.caption }],
    );
    const counts: number[] = [];
    for (const c of coords) {
      const [row] = await query(
        `SELECT count(*)::BIGINT AS n FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?`,
        c.span,
      );
      counts.push(Number(row?.n ?? 0));
    }
    if (counts.some((n) => n === 0))
      throw new AppError(400, 'no_leaves', 'No active leaf cells to write', { path: 'coords' });
    const combinations = counts.reduce((a, b) => a * b, 1);
    if (!clear && combinations > 1 && leafOnlyAggregations.includes(measure.aggregation))
      throw notWritable(measure, true);
    const scope = leafScope(coords);
    const where = scope.sql.join(' AND ');
    const [current] = await query(
      `SELECT CAST(sum(f.${m}) AS VARCHAR) AS s, count(f.${m})::BIGINT AS n FROM ${facts} f WHERE ${where}`,
      scope.params,
    );
    const sum = current?.s === null || current?.s === undefined ? null : Number(current.s);
    await query(
      `INSERT INTO ${histTable(cube.id)} SELECT ?, true, ${columns.map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${where}`,
      [changeId, ...scope.params],
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
  });
  await recordChange(context, cube, {
    id: changeId,
    kind: 'write',
    measure: request.measure,
    coords: request.coords,
    oldValue: outcome.oldValue,
    newValue: text === null ? null : Number(text),
    cells: outcome.cells,
    details: {},
  });
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.write',
    object: cube.name,
    details: {
      kind: 'cubes',
      id: cube.id,
      name: cube.name,
      measure: request.measure,
      cell: outcome.cell,
      value: text === null ? null : Number(text),
      previous: outcome.oldValue,
      cells: outcome.cells,
      changeId,
    },
  });
  publish(context, cube.id, changeId, 'write');
  return { changeId, cells: outcome.cells };
}
