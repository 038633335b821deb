import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'accounts';

/**
 * ROOT MENU → All users: every user account of the installation with its domains and roles, for
 * the root operator only (subject `Root`, and the source compiles for root only). No secrets.
 */
export const accountsKind: ObjectKind = {
  name: kind,
  subject: 'Root',
  store: 'metadata',
  source: { from: 'users u', domain: 'all-domains', key: 'id' },
  fields: [
    field('id', 'uuid', 'u.id', { kind }),
    field('username', 'text', 'u.username', { kind }),
    field('fullName', 'text', 'u.full_name', { kind }),
    field('email', 'text', 'u.email', { kind }),
    field('status', 'enum', 'u.status', {
      kind,
      enumValues: ['active', 'blocked'],
      valueTitles: 'admin.users.statuses',
    }),
    field('isRoot', 'boolean', 'u.is_root', { kind }),
    field('createdAt', 'datetime', 'u.created_at', { kind }),
    field('lastSignIn', 'datetime', 'u.last_sign_in_at', { kind }),
    // [{id, name, role}] by domain name: the screen shows them with the roles in the user's language.
    field(
      'memberships',
      'json',
      `(SELECT coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'role', m.role) ORDER BY d.name), '[]'::json)
        FROM memberships m JOIN domains d ON d.id = m.domain_id WHERE m.user_id = u.id)`,
      { kind },
    ),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
