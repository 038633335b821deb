import { type RefTreeMember, refRoutes } from '@cubus/shared';
import { callRoute } from './api-client';

/**
 * The direct children of a reference's member (`POST /api/refs/tree`; `parent` null: the roots),
 * in order: the tree view and the pivot's member pickers read a hierarchy level by level.
 * @example await refChildren(refId, '2024') // the quarters of 2024
 */
export async function refChildren(refId: string, parent: string | null): Promise<RefTreeMember[]> {
  const { members } = await callRoute(refRoutes.tree, { refId, parent });
  return members;
}
