import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Warehouse } from '../../engine/warehouse/warehouse';
import type { Database } from '../../store/database';

/**
 * Brings the facts of cubes made before measures had declared types (layout 1) to their declared
 * types, undo history alike, each cube in one warehouse transaction. Once per cube, at the start
 * after migration 0016.
 */
export async function upgradeCubeFacts(db: Kysely<Database>, warehouse: Warehouse): Promise<number> {
  const cubes = await db
    .selectFrom('cubes')
    .select(['id', 'domain_id', 'dimensions', 'measures'])
    .where('facts_layout', '<', 2)
    .execute();
  for (const cube of cubes) {
    await warehouse.cubes.upgradeLayout(cube.domain_id, {
      id: cube.id,
      dimensions: cube.dimensions as CubeDimension[],
      measures: cube.measures as CubeMeasure[],
    });
    await db.updateTable('cubes').set({ facts_layout: 2 }).where('id', '=', cube.id).execute();
  }
  return cubes.length;
}
