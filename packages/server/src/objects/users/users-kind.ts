import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'users';

/**
 * The members of the caller's domain, read-only: pickers (a todo's assignee) and ADMIN MENU → Users
 * (its actions are /api/admin/users/*). Another domain's members are not found. No secrets leave here.
 */
export const usersKind: ObjectKind = {
  name: kind,
  subject: 'users',
  store: 'metadata',
  source: {
    from: 'memberships m JOIN users u ON u.id = m.user_id',
    domain: { column: 'm.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'u.id', { kind }),
    field('username', 'text', 'u.username', { kind }),
    field('fullName', 'text', 'u.full_name', { kind }),
    field('email', 'text', 'u.email', { kind }),
    field('role', 'enum', `(CASE WHEN u.is_root THEN 'root' ELSE m.role END)`, {
      kind,
      enumValues: ['root', 'admin', 'editor', 'viewer'],
      valueTitles: 'roles',
    }),
    field('status', 'enum', `(CASE WHEN u.status = 'blocked' THEN 'blocked' ELSE m.status END)`, {
      kind,
      enumValues: ['active', 'blocked'],
      valueTitles: 'admin.users.statuses',
    }),
    field('joined', 'datetime', 'm.created_at', { kind }),
    field('lastSignIn', 'datetime', 'u.last_sign_in_at', { kind }),
    // Whether a second factor is set, never the secret itself.
    field('secondFactor', 'boolean', '(u.totp_secret IS NOT NULL)', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
