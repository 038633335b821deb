import {
  type CubeDimension,
  type CubeMeasure,
  cubeLimits,
  type cubeStructureChangeSchema,
  measureTypeOf,
} from '@cubus/shared';
import type { z } from 'zod';
import { storageColumns } from '../../engine/compiler/measures';
import type { Dialect } from '../../engine/dialects/dialect';
import type { FactsReshape } from '../../engine/warehouse/cubes';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { findRef } from '../refs/ref-store';
import { dimIndex, type LoadedCube, measureIndex, timeDimension } from './cube-store';

type Change = z.output<typeof cubeStructureChangeSchema>;

/**
 * What a change makes of the cube: its new dimensions and measures and, when the facts change
 * shape, how they are reshaped (in the change's warehouse transaction).
 */
export interface StructurePlan {
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
  reshape?: FactsReshape;
}

/** A name is unique across the cube's dimensions and measures (as at create), else 400 `name_taken`. */
function checkName(cube: LoadedCube, name: string, path: string, except?: string): void {
  const taken = [...cube.dimensions, ...cube.measures]
    .map((item) => item.name.toLowerCase())
    .filter((other) => other !== except?.toLowerCase());
  const lower = name.toLowerCase();
  if (taken.some((other) => other === lower || lower === `${other}_name` || lower === `${other}_path`))
    throw new AppError(400, 'name_taken', `"${name}" is taken in this cube`, { path });
}

function removeDimension(
  cube: LoadedCube,
  change: Extract<Change, { op: 'remove-dimension' }>,
): StructurePlan {
  const i = dimIndex(cube, change.name, 'change.name');
  if (cube.dimensions.length === 1)
    throw new AppError(400, 'cube_last_dimension', 'A cube keeps at least one dimension', {
      path: 'change.name',
    });
  return {
    dimensions: cube.dimensions.filter((_, d) => d !== i),
    measures: cube.measures,
    reshape: { op: 'remove-dimension', index: i, keep: change.keep, time: i === timeDimension(cube) },
  };
}

async function addDimension(
  context: KindContext,
  cube: LoadedCube,
  change: Extract<Change, { op: 'add-dimension' }>,
): Promise<StructurePlan> {
  const { name, refId } = change.dimension;
  if (cube.dimensions.length >= cubeLimits.maxDimensions)
    throw new AppError(400, 'validation_failed', `At most ${cubeLimits.maxDimensions} dimensions`, {
      path: 'change.dimension',
    });
  checkName(cube, name, 'change.dimension.name');
  const ref = await findRef(context.app, cube.domainId, refId).catch(() => {
    throw new AppError(400, 'reference_unknown', 'No such reference in this domain', {
      path: 'change.dimension.refId',
    });
  });
  return {
    dimensions: [...cube.dimensions, { name, refId: ref.id, scenario: false }],
    measures: cube.measures,
    reshape: { op: 'add-dimension', refId: ref.id, member: change.member },
  };
}

/** The new structure of the cube after `change`, checked; bad input is a 4xx and nothing runs. */
export async function planChange(
  context: KindContext,
  cube: LoadedCube,
  change: Change,
): Promise<StructurePlan> {
  const { dimensions, measures } = cube;
  const dialect = context.app.warehouse.dialect;
  switch (change.op) {
    case 'add-measure': {
      if (measures.length >= cubeLimits.maxMeasures)
        throw new AppError(400, 'validation_failed', `At most ${cubeLimits.maxMeasures} measures`, {
          path: 'change.measure',
        });
      checkName(cube, change.measure.name, 'change.measure.name');
      return {
        dimensions,
        measures: [...measures, change.measure],
        reshape: { op: 'add-measure', measure: change.measure },
      };
    }
    case 'update-measure':
      return updateMeasure(cube, change, dialect);
    case 'remove-measure': {
      const j = measureIndex(cube, change.name, 'change.name');
      if (measures.length === 1)
        throw new AppError(400, 'cube_last_measure', 'A cube keeps at least one measure', {
          path: 'change.name',
        });
      return {
        dimensions,
        measures: measures.filter((_, k) => k !== j),
        reshape: { op: 'remove-measure', index: j },
      };
    }
    case 'add-dimension':
      return addDimension(context, cube, change);
    case 'remove-dimension':
      return removeDimension(cube, change);
    case 'set-scenario': {
      const s = change.name === null ? -1 : dimIndex(cube, change.name, 'change.name');
      return { dimensions: dimensions.map((d, i) => ({ ...d, scenario: i === s })), measures };
    }
  }
}

/**
 * A measure renamed, its aggregation, format or type changed. When its fact columns change (a new
 * type, or an aggregation kept differently) the facts are rebuilt with its values converted.
 */
function updateMeasure(
  cube: LoadedCube,
  change: Extract<Change, { op: 'update-measure' }>,
  dialect: Dialect,
): StructurePlan {
  const { dimensions, measures } = cube;
  const j = measureIndex(cube, change.name, 'change.name');
  const { name, aggregation, format, caption, type, precision, scale } = change.measure;
  if (name !== undefined) checkName(cube, name, 'change.measure.name', change.name);
  const current = measures[j] as CubeMeasure;
  const nextAggregation = aggregation ?? current.aggregation;
  const declared =
    type === undefined && precision === undefined && scale === undefined
      ? current
      : { type: type ?? current.type, precision, scale };
  if (declared.type !== 'decimal' && (precision !== undefined || scale !== undefined))
    throw new AppError(400, 'validation_failed', 'Only a decimal measure has a precision and a scale', {
      path: 'change.measure.precision',
    });
  // Absent keeps the current one, null clears it.
  const nextFormat = format === undefined ? current.format : (format ?? undefined);
  const nextCaption = caption === undefined ? current.caption : (caption ?? undefined);
  const next: CubeMeasure = {
    name: name ?? current.name,
    ...measureTypeOf(declared, nextAggregation),
    aggregation: nextAggregation,
    ...(nextFormat ? { format: nextFormat } : {}),
    ...(nextCaption ? { caption: nextCaption } : {}),
  };
  if ((next.scale ?? 0) > (next.precision ?? 18))
    throw new AppError(400, 'validation_failed', 'The scale is at most the precision', {
      path: 'change.measure.scale',
    });
  const nextMeasures = measures.map((m, k) => (k === j ? next : m));
  const same =
    JSON.stringify(storageColumns(current, j, dialect)) === JSON.stringify(storageColumns(next, j, dialect));
  if (same) return { dimensions, measures: nextMeasures };
  return { dimensions, measures: nextMeasures, reshape: { op: 'convert-measure', index: j, to: next } };
}
