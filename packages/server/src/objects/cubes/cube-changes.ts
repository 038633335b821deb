import type { CubeChange, CubeEvent } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { CopiedScope } from '../../engine/warehouse/cubes';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import type { Database } from '../../store/database';
import { type LoadedCube, loadCube, refreshFactCount } from './cube-store';

/** Tells the domain's open screens that the cube changed. */
export function publish(context: KindContext, cubeId: string, changeId: string, kind: CubeEvent['kind']) {
  const data: CubeEvent = { cubeId, changeId, kind, actor: context.auth.user.username };
  context.app.events.publish(context.auth.domain.id, { type: 'cube', data });
}

/** Records one version of the cube (in `db`: a transaction of the caller's, or the store). */
export async function recordChange(
  context: KindContext,
  cube: LoadedCube,
  change: {
    id: string;
    kind: 'write' | 'copy-scenario' | 'structure';
    measure: string | null;
    coords: Record<string, string>;
    oldValue: number | null;
    newValue: number | null;
    cells: number;
    details: Record<string, unknown>;
  },
  db: Kysely<Database> = context.app.db,
): Promise<void> {
  await db
    .insertInto('cube_changes')
    .values({
      id: change.id,
      domain_id: cube.domainId,
      cube_id: cube.id,
      actor_id: context.auth.user.id,
      actor: context.auth.user.username,
      kind: change.kind,
      measure: change.measure,
      coords: JSON.stringify(change.coords),
      old_value: change.oldValue,
      new_value: change.newValue,
      cells: change.cells,
      details: JSON.stringify(change.details),
    })
    .execute();
}

/** Undoes the cube's latest change (it must be `changeId` when given): the old cells come back. */
export async function undoChange(
  context: KindContext,
  request: { cubeId: string; changeId?: string | undefined },
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const latest = await context.app.db
    .selectFrom('cube_changes')
    .selectAll()
    .where('cube_id', '=', cube.id)
    .where('domain_id', '=', cube.domainId)
    .where('undone_at', 'is', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new AppError(409, 'nothing_to_undo', 'There is nothing to undo', { path: 'cubeId' });
  // The facts and history tables were rebuilt for the new structure: older cells cannot come back.
  if (latest.kind === 'structure')
    throw new AppError(
      409,
      'undo_structure',
      'The cube’s structure was changed since: that change, and the ones before it, cannot be undone',
      { path: 'cubeId', latest: latest.id },
    );
  if (request.changeId && request.changeId !== latest.id)
    throw new AppError(409, 'undo_conflict', 'Newer changes were made since: undo them first', {
      path: 'changeId',
      latest: latest.id,
    });
  const cells = await context.app.warehouse.cubes.undoChange(cube.domainId, cube, {
    id: latest.id,
    ...(latest.kind === 'copy-scenario' ? { copied: latest.details as CopiedScope } : {}),
  });
  await context.app.db
    .updateTable('cube_changes')
    .set({ undone_at: new Date() })
    .where('id', '=', latest.id)
    .execute();
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.undo',
    object: cube.name,
    details: { kind: 'cubes', id: cube.id, name: cube.name, changeId: latest.id, change: latest.kind },
  });
  publish(context, cube.id, latest.id, 'undo');
  return { changeId: latest.id, cells };
}

/** The cube's versions, newest first. */
export async function listChanges(
  context: KindContext,
  request: { cubeId: string; limit: number },
): Promise<CubeChange[]> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const rows = await context.app.db
    .selectFrom('cube_changes')
    .selectAll()
    .where('cube_id', '=', cube.id)
    .where('domain_id', '=', cube.domainId)
    .orderBy('seq', 'desc')
    .limit(request.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    kind: row.kind,
    measure: row.measure,
    coords: row.coords as Record<string, string>,
    oldValue: row.old_value === null ? null : Number(row.old_value),
    newValue: row.new_value === null ? null : Number(row.new_value),
    cells: row.cells,
    details: row.details as Record<string, unknown>,
    undone: row.undone_at !== null,
  }));
}
