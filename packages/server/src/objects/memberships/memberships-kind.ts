import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'memberships';

/**
 * Domains → My domains: the active domains the caller belongs to, with their role in each, across
 * domains and for the caller alone (the source is kept to the verified user, not to the current
 * domain). Every signed-in user reads it; switching is `/api/switch-domain`.
 */
export const membershipsKind: ObjectKind = {
  name: kind,
  subject: 'Auth',
  store: 'metadata',
  source: {
    from: 'memberships m JOIN domains d ON d.id = m.domain_id',
    domain: { userColumn: 'm.user_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'd.id', { kind }),
    field('name', 'text', 'd.name', { kind }),
    field('role', 'enum', 'm.role', {
      kind,
      enumValues: ['admin', 'editor', 'viewer'],
      valueTitles: 'roles',
    }),
    field('joined', 'datetime', 'm.created_at', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
  // A suspended domain, or a membership an admin blocked, cannot be switched to.
  scope: () => ["d.status = 'active'", "m.status = 'active'"],
};
