import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'domains';

/**
 * ROOT MENU → Domains: every domain of the installation, for the root operator only (the subject
 * is root's alone, and the source compiles for root only). Create, rename, suspend and delete are
 * /api/root/domains/*.
 */
export const domainsKind: ObjectKind = {
  name: kind,
  subject: 'domains',
  store: 'metadata',
  source: { from: 'domains d', domain: 'all-domains', key: 'id' },
  fields: [
    field('id', 'uuid', 'd.id', { kind }),
    field('name', 'text', 'd.name', { kind }),
    field('status', 'enum', 'd.status', {
      kind,
      enumValues: ['active', 'suspended'],
      valueTitles: 'domains.statuses',
    }),
    field('users', 'integer', '(SELECT count(*) FROM memberships m WHERE m.domain_id = d.id)::int', {
      kind,
    }),
    field('createdAt', 'datetime', 'd.created_at', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
