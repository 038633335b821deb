import { randomUUID } from 'node:crypto';
import type { PivotLayout, PivotLayoutAnswer } from '@cubus/shared';
import { sql } from 'kysely';
import type { KindContext } from '../../qry/object-kind';
import { findCube } from './cube-store';

/**
 * A cube's pivot layout is kept as the user's default view of the object `pivot:<cube id>` (the
 * views table grid views live in; a grid never lists that object). The user's named views of the
 * pivot are views of the same object that are not the default. Any reader of the cube keeps
 * their own, viewers too: it changes nothing but how they look at it.
 */
const viewObject = (cubeId: string) => `pivot:${cubeId}`;

function mine(context: KindContext, cubeId: string) {
  return context.app.db
    .selectFrom('views')
    .where('owner_id', '=', context.auth.user.id)
    .where('domain_id', '=', context.auth.domain.id)
    .where('object', '=', viewObject(cubeId))
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null);
}

/** The caller's layout of the domain's cube `cubeId` (404 for another domain's), or null. */
export async function readLayout(context: KindContext, cubeId: string): Promise<PivotLayoutAnswer> {
  const cube = await findCube(context.app, context.auth.domain.id, cubeId);
  const row = await mine(context, cube.id).select('state').executeTakeFirst();
  return { layout: (row?.state as PivotLayout | undefined) ?? null };
}

/** Keeps the caller's layout of the cube, or forgets it (`null`: the cube opens as it first did). */
export async function saveLayout(
  context: KindContext,
  cubeId: string,
  layout: PivotLayout | null,
): Promise<PivotLayoutAnswer> {
  const cube = await findCube(context.app, context.auth.domain.id, cubeId);
  const object = viewObject(cube.id);
  if (layout === null) {
    await context.app.db
      .deleteFrom('views')
      .where('owner_id', '=', context.auth.user.id)
      .where('domain_id', '=', context.auth.domain.id)
      .where('object', '=', object)
      // Only the kept layout: the user's named views of the pivot stay.
      .where('is_default', '=', true)
      .execute();
    return { layout: null };
  }
  const state = JSON.stringify(layout);
  // One row per user and cube: the partial unique index of default views makes two saves at once safe.
  await context.app.db
    .insertInto('views')
    .values({
      id: randomUUID(),
      domain_id: context.auth.domain.id,
      owner_id: context.auth.user.id,
      object,
      name: 'Pivot layout',
      state,
      is_default: true,
    })
    .onConflict((oc) =>
      oc
        .columns(['owner_id', 'domain_id', 'object'])
        .where('is_default', '=', true)
        .where('deleted_at', 'is', null)
        .doUpdateSet({ state, updated_at: sql`now()`, version: sql`views.version + 1` }),
    )
    .execute();
  return { layout };
}
