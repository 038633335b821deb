import type { RefTreeMember } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import { placeAt } from './ref-members';
import { findRef, memberId, rebuildHierarchy, refTable } from './ref-store';

async function children(
  query: WarehouseQuery,
  refId: string,
  parentId: number | null,
): Promise<RefTreeMember[]> {
  const t = refTable(refId);
  const rows = await query(
    `SELECT m.id, m.code, m.name, m.parent_id, m.ord, m.active, m.level,
       (SELECT count(*) FROM ${t} c WHERE c.parent_id = m.id)::INTEGER AS children
     FROM ${t} m WHERE ${parentId === null ? 'm.parent_id IS NULL' : 'm.parent_id = ?'} ORDER BY m.ord, m.id`,
    parentId === null ? [] : [parentId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    name: String(row.name),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    order: Number(row.ord),
    active: Boolean(row.active),
    level: Number(row.level),
    children: Number(row.children),
  }));
}

/** The direct children of `parent` (a code; null: the roots), in order. */
export async function treeChildren(
  app: FastifyInstance,
  domainId: string,
  refId: string,
  parent: string | null,
): Promise<RefTreeMember[]> {
  const ref = await findRef(app, domainId, refId);
  const session = await app.warehouse.openUserSession(domainId);
  try {
    const query: WarehouseQuery = (sql, params) => session.query(sql, params);
    const parentId = parent === null ? null : await memberId(query, ref.id, parent, 'parent');
    return await children(query, ref.id, parentId);
  } finally {
    session.close();
  }
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
  const t = refTable(ref.id);
  return inWarehouseTransaction(context.app, ref.domainId, async (query) => {
    const id = await memberId(query, ref.id, move.code, 'code');
    const parentId = move.parent === null ? null : await memberId(query, ref.id, move.parent, 'parent');
    if (parentId !== null) {
      const [inside] = await query(`SELECT list_contains(path, ?) AS inside FROM ${t} WHERE id = ?`, [
        id,
        parentId,
      ]);
      if (inside?.inside === true || parentId === id)
        throw new AppError(400, 'reference_cycle', 'A member cannot move under itself or its descendants', {
          path: 'parent',
        });
    }
    let order: number | null = null;
    if (move.before !== null) {
      const [sibling] = await query(`SELECT parent_id, ord FROM ${t} WHERE code = ?`, [move.before]);
      const siblingParent = sibling?.parent_id === null ? null : Number(sibling?.parent_id);
      if (!sibling || siblingParent !== parentId)
        throw new AppError(400, 'member_not_found', `"${move.before}" is not a child of the new parent`, {
          path: 'before',
        });
      order = Number(sibling.ord);
    }
    await placeAt(query, t, id, parentId, order);
    await rebuildHierarchy(query, ref.id, 'parent');
    await context.app.db
      .updateTable('refs')
      .set({ updated_at: new Date() })
      .where('id', '=', ref.id)
      .execute();
    return children(query, ref.id, parentId);
  });
}
