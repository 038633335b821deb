import type { DomainUser } from '@cubus/shared';
import type { AppAbility } from '../../lib/abilities';

export interface RowPermissions {
  changeRole: boolean;
  block: boolean;
  resetSecondFactor: boolean;
  remove: boolean;
}

/**
 * What the signed-in user may do to one row: what the ability allows, minus what the server would
 * refuse anyway (acting on yourself; a non-root acting on a root user; resetting an unset factor).
 */
export function rowPermissions(
  row: Pick<DomainUser, 'id' | 'role' | 'secondFactor'>,
  me: { id: string; role: string },
  ability: AppAbility,
): RowPermissions {
  const reachable = row.id !== me.id && (row.role !== 'root' || me.role === 'root');
  const update = reachable && ability.can('update', 'users');
  return {
    changeRole: update && row.role !== 'root',
    block: update,
    resetSecondFactor: update && row.secondFactor,
    remove: reachable && ability.can('delete', 'users'),
  };
}
