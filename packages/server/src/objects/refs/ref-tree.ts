import type { RefTreeMember } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { findRef } from './ref-store';

/** The direct children of `parent` (a code; null: the roots), in order. */
export async function treeChildren(
  app: FastifyInstance,
  domainId: string,
  refId: string,
  parent: string | null,
): Promise<RefTreeMember[]> {
  const ref = await findRef(app, domainId, refId);
  return app.warehouse.editMembers(domainId, ref.id, async (members) =>
    members.children(parent === null ? null : await members.idOf(parent, 'parent')),
  );
}

/**
 * Moves a member under `parent` (null: a root), before the sibling `before` (null: last) → the new
 * siblings. A parent inside the member's own subtree: 400 `reference_cycle`, nothing changed.
 */
export async function moveMember(
  context: KindContext,
  refId: string,
  move: { code: string; parent: string | null; before: string | null },
): Promise<RefTreeMember[]> {
  const ref = await findRef(context.app, context.auth.domain.id, refId);
  return context.app.warehouse.editMembers(ref.domainId, ref.id, async (members) => {
    const id = await members.idOf(move.code, 'code');
    const parentId = move.parent === null ? null : await members.idOf(move.parent, 'parent');
    if (parentId !== null && (parentId === id || (await members.isWithin(parentId, id))))
      throw new AppError(400, 'reference_cycle', 'A member cannot move under itself or its descendants', {
        path: 'parent',
      });
    let order: number | null = null;
    if (move.before !== null) {
      const sibling = await members.placeOfCode(move.before);
      if (!sibling || sibling.parentId !== parentId)
        throw new AppError(400, 'member_not_found', `"${move.before}" is not a child of the new parent`, {
          path: 'before',
        });
      order = sibling.order;
    }
    await members.place(id, parentId, order);
    await members.rebuildHierarchy('parent');
    await context.app.db
      .updateTable('refs')
      .set({ updated_at: new Date() })
      .where('id', '=', ref.id)
      .execute();
    return members.children(parentId);
  });
}
