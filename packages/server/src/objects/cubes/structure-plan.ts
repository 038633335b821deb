import {
  type CubeDimension,
  type CubeMeasure,
  cubeLimits,
  type cubeStructureChangeSchema,
  measureTypeOf,
} from '@cubus/shared';
import type { z } from 'zod';
import { convertedColumns, foldColumns, storageColumns } from '../../engine/compiler/measures';
import type { Dialect } from '../../engine/dialects/dialect';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { findRef, refTable } from '../refs/ref-store';
import type { WarehouseQuery } from '../warehouse-work';
import {
  dimColumn,
  dimIndex,
  dimRefTable,
  factTable,
  type LoadedCube,
  measureIndex,
  timeDimension,
} from './cube-store';

type Change = z.output<typeof cubeStructureChangeSchema>;

/**
 * What a change makes of the cube: its new dimensions and measures and, when the facts table
 * changes shape, the SELECT over the old facts (alias `f`) giving the new columns in order
 * (dimensions, then measures). It runs in the change's warehouse transaction.
 */
export interface StructurePlan {
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
  facts?: (query: WarehouseQuery) => Promise<string>;
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

const dims = (cube: LoadedCube) => cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
/** Every measure's fact columns as they are, or all but measure `except`'s. */
const values = (cube: LoadedCube, dialect: Dialect, except = -1) =>
  cube.measures.flatMap((m, j) =>
    j === except ? [] : storageColumns(m, j, dialect).map(([name]) => `f.${name}`),
  );

/** A member of a reference table by code (400 `member_not_found` at `path`). */
async function memberOf(query: WarehouseQuery, table: string, code: string, path: string) {
  const [member] = await query(`SELECT id, pos, last_pos, leaf, active FROM ${table} WHERE code = ?`, [code]);
  if (!member) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
  return {
    id: Number(member.id),
    span: [Number(member.pos), Number(member.last_pos)] as [number, number],
    leaf: member.leaf === true,
    active: member.active === true,
  };
}

/** Each measure's fact columns folded over a removed dimension: what a total over it shows now. */
function folds(cube: LoadedCube, removed: number, dialect: Dialect): string[] {
  const lastKey = removed === timeDimension(cube) ? 'r.pos' : undefined;
  return cube.measures.flatMap((m, j) => foldColumns(m, j, dialect, lastKey));
}

function removeDimension(
  cube: LoadedCube,
  change: Extract<Change, { op: 'remove-dimension' }>,
  dialect: Dialect,
): StructurePlan {
  const i = dimIndex(cube, change.name, 'change.name');
  if (cube.dimensions.length === 1)
    throw new AppError(400, 'cube_last_dimension', 'A cube keeps at least one dimension', {
      path: 'change.name',
    });
  const table = dimRefTable(cube, i);
  const kept = dims(cube).filter((_, d) => d !== i);
  return {
    dimensions: cube.dimensions.filter((_, d) => d !== i),
    measures: cube.measures,
    facts: async (query) => {
      const from = `${factTable(cube.id)} f JOIN ${table} r ON r.id = f.${dimColumn(i)}`;
      if (change.keep === 'aggregate')
        return `SELECT ${[...kept, ...folds(cube, i, dialect)].join(', ')} FROM ${from} GROUP BY ${kept.join(', ')}`;
      const member = await memberOf(query, table, change.keep.member, 'change.keep.member');
      const under = `r.leaf AND r.pos BETWEEN ${member.span[0]} AND ${member.span[1]}`;
      // A leaf keeps its facts as they are; a consolidated member folds those of its leaves.
      if (member.leaf)
        return `SELECT ${[...kept, ...values(cube, dialect)].join(', ')} FROM ${from} WHERE r.id = ${member.id}`;
      return `SELECT ${[...kept, ...folds(cube, i, dialect)].join(', ')} FROM ${from} WHERE ${under} GROUP BY ${kept.join(', ')}`;
    },
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
    facts: async (query) => {
      const [count] = await query(`SELECT count(*)::BIGINT AS n FROM ${factTable(cube.id)}`);
      let member: number | null = null;
      if (change.member !== undefined) {
        const found = await memberOf(query, refTable(ref.id), change.member, 'change.member');
        if (!found.leaf)
          throw new AppError(400, 'member_not_leaf', `"${change.member}" has children`, {
            path: 'change.member',
          });
        if (!found.active)
          throw new AppError(400, 'member_inactive', `"${change.member}" is inactive`, {
            path: 'change.member',
          });
        member = found.id;
      } else if (Number(count?.n ?? 0) > 0)
        throw new AppError(400, 'member_required', 'The cube has facts: choose the member they go to', {
          path: 'change.member',
        });
      // No member means no facts: the SELECT gives no rows.
      return `SELECT ${[...dims(cube), `CAST(${member ?? 0} AS BIGINT)`, ...values(cube, context.app.warehouse.dialect)].join(', ')} FROM ${factTable(cube.id)} f`;
    },
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
  const facts = factTable(cube.id);
  switch (change.op) {
    case 'add-measure': {
      if (measures.length >= cubeLimits.maxMeasures)
        throw new AppError(400, 'validation_failed', `At most ${cubeLimits.maxMeasures} measures`, {
          path: 'change.measure',
        });
      checkName(cube, change.measure.name, 'change.measure.name');
      const empty = storageColumns(change.measure, measures.length, dialect).map(
        ([, type]) => `CAST(NULL AS ${type})`,
      );
      return {
        dimensions,
        measures: [...measures, change.measure],
        facts: async () =>
          `SELECT ${[...dims(cube), ...values(cube, dialect), ...empty].join(', ')} FROM ${facts} f`,
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
        facts: async () =>
          `SELECT ${[...dims(cube), ...values(cube, dialect, j)].join(', ')} FROM ${facts} f`,
      };
    }
    case 'add-dimension':
      return addDimension(context, cube, change);
    case 'remove-dimension':
      return removeDimension(cube, change, dialect);
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
  const { name, aggregation, format, type, precision, scale } = change.measure;
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
  const nextFormat = format === undefined ? current.format : (format ?? undefined);
  const next: CubeMeasure = {
    name: name ?? current.name,
    ...measureTypeOf(declared, nextAggregation),
    aggregation: nextAggregation,
    ...(nextFormat ? { format: nextFormat } : {}),
  };
  if ((next.scale ?? 0) > (next.precision ?? 18))
    throw new AppError(400, 'validation_failed', 'The scale is at most the precision', {
      path: 'change.measure.scale',
    });
  const nextMeasures = measures.map((m, k) => (k === j ? next : m));
  const same =
    JSON.stringify(storageColumns(current, j, dialect)) === JSON.stringify(storageColumns(next, j, dialect));
  if (same) return { dimensions, measures: nextMeasures };
  const columns = measures.flatMap((m, k) =>
    k === j
      ? convertedColumns(current, next, j, dialect)
      : storageColumns(m, k, dialect).map(([c]) => `f.${c}`),
  );
  return {
    dimensions,
    measures: nextMeasures,
    facts: async () => `SELECT ${[...dims(cube), ...columns].join(', ')} FROM ${factTable(cube.id)} f`,
  };
}
