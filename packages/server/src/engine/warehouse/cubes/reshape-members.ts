import { AppError } from '../../../lib/app-error';
import type { WarehouseQuery } from '../../engine';
import { refTable } from '../table-names';

/*
 * The members a change of structure names, checked the same on every engine: the one a removed
 * dimension keeps, the one an added dimension's facts go to.
 */

/** A member of a reference table by code (400 `member_not_found` at `path`). */
export async function memberOf(query: WarehouseQuery, table: string, code: string, path: string) {
  const [member] = await query(`SELECT id, pos, last_pos, leaf, active FROM ${table} WHERE code = ?`, [code]);
  if (!member) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
  return {
    id: Number(member.id),
    span: [Number(member.pos), Number(member.last_pos)] as [number, number],
    leaf: member.leaf === true,
    active: member.active === true,
  };
}

/**
 * The leaf member of reference `refId` an added dimension's facts go to (none: there must be no
 * facts, `facts` of them): 400 `member_not_found`, `member_not_leaf`, `member_inactive`,
 * `member_required` at `change.member`.
 */
export async function addedDimensionMember(
  query: WarehouseQuery,
  refId: string,
  code: string | undefined,
  facts: number,
): Promise<number | null> {
  if (code === undefined) {
    if (facts > 0)
      throw new AppError(400, 'member_required', 'The cube has facts: choose the member they go to', {
        path: 'change.member',
      });
    return null;
  }
  const found = await memberOf(query, refTable(refId), code, 'change.member');
  if (!found.leaf)
    throw new AppError(400, 'member_not_leaf', `"${code}" has children`, { path: 'change.member' });
  if (!found.active)
    throw new AppError(400, 'member_inactive', `"${code}" is inactive`, { path: 'change.member' });
  return found.id;
}
