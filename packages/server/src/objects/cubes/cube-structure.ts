import { randomUUID } from 'node:crypto';
import type { CubeStructureAnswer, cubeStructureSchema } from '@cubus/shared';
import type { z } from 'zod';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { publish, recordChange } from './cube-changes';
import { loadCube, refreshFactCount } from './cube-store';
import { planChange } from './structure-plan';

/**
 * One change of a cube's structure (shared `cube-structure.ts`). The cube's row is locked and its
 * version checked first; the new structure, its version and the change are written; then the facts
 * are rebuilt in one warehouse transaction (into a new table of the new shape; the history starts
 * empty, as undo stops at this change) and the metadata commits; the Ribbon and open screens are told.
 */
export async function changeStructure(
  context: KindContext,
  request: z.output<typeof cubeStructureSchema>,
): Promise<CubeStructureAnswer> {
  const domainId = context.auth.domain.id;
  const cube = await loadCube(context.app, domainId, request.cubeId);
  const plan = await planChange(context, cube, request.change);
  const changeId = randomUUID();
  const version = await context.app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('cubes')
      .select('version')
      .where('id', '=', cube.id)
      .where('domain_id', '=', domainId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.version !== request.version)
      throw new AppError(409, 'conflict', 'Someone changed this cube in the meantime', {
        version: row?.version,
      });
    await trx
      .updateTable('cubes')
      .set({
        dimensions: JSON.stringify(plan.dimensions),
        measures: JSON.stringify(plan.measures),
        version: row.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', cube.id)
      .execute();
    await recordChange(
      context,
      cube,
      {
        id: changeId,
        kind: 'structure',
        measure: null,
        coords: {},
        oldValue: null,
        newValue: null,
        cells: 0,
        details: { ...request.change },
      },
      trx,
    );
    // Last, so that only the metadata's commit follows the warehouse's: any error before it undoes both.
    if (plan.reshape)
      await context.app.warehouse.cubes.reshapeFacts(
        domainId,
        cube,
        { id: cube.id, dimensions: plan.dimensions, measures: plan.measures },
        plan.reshape,
      );
    return row.version + 1;
  });
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.structure',
    object: cube.name,
    details: { kind: 'cubes', id: cube.id, name: cube.name, changeId, ...request.change },
  });
  publish(context, cube.id, changeId, 'structure');
  return { changeId, version };
}
