import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Dialect } from '../../engine/dialects/dialect';
import { AppError } from '../../lib/app-error';
import { rowInDomain } from '../in-domain';
import { findRef, type RefDef, refTable } from '../refs/ref-store';
import type { WarehouseQuery } from '../warehouse-work';
import { factColumns, factTable } from './cube-tables';

export {
  createCubeTablesSql,
  dimColumn,
  factColumns,
  factTable,
  histTable,
  measureColumn,
} from './cube-tables';

/** A cube's metadata as the server uses it. */
export interface CubeDef {
  id: string;
  domainId: string;
  name: string;
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
  status: 'loading' | 'ready' | 'failed';
  source: FactSource | null;
}

/**
 * What a load does with a source value that is not a member of its dimension's reference: add it
 * as a root (a reference the generate made from the values), add it under the load's parent (the
 * operator chose "add new members"), or reject the row (`unknown_member`).
 */
export type NewMembers = 'root' | 'under-parent' | 'reject';

/** Where a cube's facts come from: a data table's columns per dimension and measure. */
export interface FactSource {
  tableId: string;
  dimensions: string[];
  measures: string[];
  /** Per dimension; a source written before it was known rejects. */
  newMembers?: NewMembers[];
}

/** A cube with the reference of each dimension, all checked present. */
export interface LoadedCube extends CubeDef {
  refs: RefDef[];
}

/** The domain's cube `id` (not deleted), or 404; another domain's id is simply not found. */
export async function findCube(app: FastifyInstance, domainId: string, id: string): Promise<CubeDef> {
  const row = await rowInDomain(app, 'cubes', domainId, id);
  return {
    id: row.id,
    domainId: row.domain_id,
    name: row.name,
    dimensions: row.dimensions as CubeDimension[],
    measures: row.measures as CubeMeasure[],
    status: row.status,
    source: (row.source as CubeDef['source']) ?? null,
  };
}

/**
 * The cube with its references; one removed or deleted since answers 409 `reference_missing`
 * (the cube cannot be read or written until it is restored).
 */
export async function loadCube(app: FastifyInstance, domainId: string, id: string): Promise<LoadedCube> {
  const cube = await findCube(app, domainId, id);
  const refs: RefDef[] = [];
  for (const [index, dimension] of cube.dimensions.entries()) {
    const ref = await findRef(app, domainId, dimension.refId).catch(() => undefined);
    if (!ref)
      throw new AppError(
        409,
        'reference_missing',
        `The reference of dimension "${dimension.name}" was removed`,
        {
          path: `dimensions.${index}`,
          dimension: dimension.name,
        },
      );
    refs.push(ref);
  }
  return { ...cube, refs };
}

/** A dimension by name → its index, or 400 `unknown_field` at `path`. */
export function dimIndex(cube: CubeDef, name: string, path: string): number {
  const index = cube.dimensions.findIndex((d) => d.name === name);
  if (index < 0) throw new AppError(400, 'unknown_field', `No dimension "${name}"`, { path });
  return index;
}

/** A measure by name → its index, or 400 `unknown_field` at `path`. */
export function measureIndex(cube: CubeDef, name: string, path: string): number {
  const index = cube.measures.findIndex((m) => m.name === name);
  if (index < 0) throw new AppError(400, 'unknown_field', `No measure "${name}"`, { path });
  return index;
}

/** The members table of dimension `index`. */
export const dimRefTable = (cube: LoadedCube, index: number) => refTable(cube.refs[index]?.id ?? '');

/** The dimension whose member order `last` follows: the first bound to a time reference, else the last. */
export function timeDimension(cube: LoadedCube): number {
  const time = cube.refs.findIndex((ref) => ref.kind === 'time');
  return time >= 0 ? time : cube.dimensions.length - 1;
}

/** Stores the fact count after a change. */
export async function refreshFactCount(app: FastifyInstance, cube: CubeDef): Promise<void> {
  const [row] = await app.warehouse.execute(
    cube.domainId,
    `SELECT count(*)::BIGINT AS n FROM ${factTable(cube.id)}`,
  );
  await app.db
    .updateTable('cubes')
    .set({ facts: Number(row?.n ?? 0) })
    .where('id', '=', cube.id)
    .execute();
}

/** The names of the cube's fact columns in table order: `d_<i>`, then each measure's. */
export const factColumnNames = (cube: CubeDef, dialect: Dialect) =>
  factColumns(cube.dimensions.length, cube.measures, dialect).map(([name]) => name);

/**
 * The facts table still has the shape of the cube as loaded: a change of its structure committed
 * in between would have these columns name other dimensions or measures. 409 `conflict`.
 */
export async function checkShape(query: WarehouseQuery, cube: CubeDef, dialect: Dialect): Promise<void> {
  // One table's columns: duckdb_columns() would list every column of the file first.
  const rows = await query(`SELECT name FROM pragma_table_info('${factTable(cube.id)}') ORDER BY cid`);
  const expected = factColumnNames(cube, dialect);
  if (rows.length !== expected.length || rows.some((row, i) => row.name !== expected[i]))
    throw new AppError(409, 'conflict', 'The cube’s structure changed meanwhile: read it again', {
      path: 'cubeId',
    });
}
