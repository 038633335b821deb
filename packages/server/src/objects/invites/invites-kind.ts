import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'invites';

/**
 * ADMIN MENU → Invites: the invites of the caller's domain, read-only (create and revoke are
 * /api/admin/invites/*). The token's hash never leaves; another domain's invites are not found.
 */
export const invitesKind: ObjectKind = {
  name: kind,
  subject: 'invites',
  store: 'metadata',
  source: { from: 'invites i', domain: { column: 'i.domain_id' }, key: 'id' },
  fields: [
    field('id', 'uuid', 'i.id', { kind }),
    field('email', 'text', 'i.email', { kind }),
    field('role', 'enum', 'i.role', {
      kind,
      enumValues: ['admin', 'editor', 'viewer'],
      valueTitles: 'roles',
    }),
    field('createdBy', 'text', 'i.created_by_name', { kind }),
    field('createdAt', 'datetime', 'i.created_at', { kind }),
    field('expiresAt', 'datetime', 'i.expires_at', { kind }),
    field('usedAt', 'datetime', 'i.used_at', { kind }),
    field('revokedAt', 'datetime', 'i.revoked_at', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
