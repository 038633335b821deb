import { randomUUID } from 'node:crypto';
import { type CubeMeasure, derivedAggregations } from '@cubus/shared';
import { notWritable, withCell } from '../../engine/warehouse/cubes';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { publish, recordChange } from './cube-changes';
import { type LoadedCube, loadCube, measureIndex, refreshFactCount } from './cube-store';

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

/** A cell's measure by index and its value as the measure's decimal text (null clears), or the 400 that refuses it. */
function typedCell(
  cube: LoadedCube,
  cell: { measure: string; value: unknown },
): { measure: number; value: string | null } {
  const j = measureIndex(cube, cell.measure, 'measure');
  const measure = cube.measures[j] as CubeMeasure;
  if (cell.value === null) return { measure: j, value: null };
  if (derivedAggregations.includes(measure.aggregation)) throw notWritable(measure, false);
  return { measure: j, value: valueText(measure, cell.value) };
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
  const { measure, value: text } = typedCell(cube, request);
  const changeId = randomUUID();
  const outcome = await context.app.warehouse.cubes.writeCell(cube.domainId, cube, changeId, {
    measure,
    coords: request.coords,
    value: text,
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

/** A pasted block's cells (measure and leaf coordinates each) and their values. */
export interface PastedCells {
  cubeId: string;
  cells: { measure: string; coords: Record<string, string>; value: unknown }[];
}

/**
 * A pasted block written back: every cell a leaf (`cell_not_leaf` otherwise, never spread), none
 * twice (`duplicate_cell`), all in one warehouse transaction under one change — a refused cell
 * leaves nothing written, and one Undo puts every cell back.
 */
export async function writeCells(
  context: KindContext,
  request: PastedCells,
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const seen = new Set<string>();
  request.cells.forEach((cell, index) => {
    const key = JSON.stringify([cell.measure, Object.entries(cell.coords).sort()]);
    if (seen.has(key))
      throw new AppError(400, 'duplicate_cell', 'The same cell is written twice', { path: `cells.${index}` });
    seen.add(key);
  });
  const writes = request.cells.map((cell, index) => {
    try {
      return { ...typedCell(cube, cell), coords: cell.coords };
    } catch (error) {
      // Which cell was refused, for the console to point at.
      throw error instanceof AppError ? withCell(error, index) : error;
    }
  });
  const changeId = randomUUID();
  const cells = await context.app.warehouse.cubes.writeCells(cube.domainId, cube, changeId, writes);
  const measures = [...new Set(request.cells.map((cell) => cell.measure))];
  await recordChange(context, cube, {
    id: changeId,
    kind: 'write',
    measure: measures.length === 1 ? (measures[0] ?? null) : null,
    coords: {},
    oldValue: null,
    newValue: null,
    cells,
    details: { pasted: request.cells.length },
  });
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.paste',
    object: cube.name,
    details: { kind: 'cubes', id: cube.id, name: cube.name, cells, changeId },
  });
  publish(context, cube.id, changeId, 'write');
  return { changeId, cells };
}
