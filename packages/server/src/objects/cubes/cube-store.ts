import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { NewMembers } from '../../engine/warehouse/cubes';
import { AppError } from '../../lib/app-error';
import { rowInDomain } from '../in-domain';
import { findRefs, type RefDef } from '../refs/ref-store';

export { dimIndex, measureIndex } from '../../engine/warehouse/cubes';

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
  const found = await findRefs(
    app,
    domainId,
    cube.dimensions.map((d) => d.refId),
  );
  const refs: RefDef[] = [];
  for (const [index, dimension] of cube.dimensions.entries()) {
    const ref = found.get(dimension.refId.toLowerCase());
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

/** The dimension whose member order `last` follows: the first bound to a time reference, else the last. */
export function timeDimension(cube: LoadedCube): number {
  const time = cube.refs.findIndex((ref) => ref.kind === 'time');
  return time >= 0 ? time : cube.dimensions.length - 1;
}

/** Stores the fact count after a change. */
export async function refreshFactCount(app: FastifyInstance, cube: CubeDef): Promise<void> {
  const facts = await app.warehouse.cubes.factCount(cube.domainId, cube.id);
  await app.db.updateTable('cubes').set({ facts }).where('id', '=', cube.id).execute();
}
