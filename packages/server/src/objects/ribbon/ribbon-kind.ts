import { objectKinds } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'ribbon';

/**
 * The domain's activity log, read-only: select and get only. Entries cannot be edited or deleted
 * through any call; there are no write rules to reach.
 */
export const ribbonKind: ObjectKind = {
  name: kind,
  subject: 'ribbon',
  store: 'metadata',
  source: {
    from: 'activity_log a',
    domain: { column: 'a.domain_id' },
    key: 'id',
    order: { field: 'at', dir: 'desc' },
  },
  fields: [
    field('id', 'uuid', 'a.id', { kind }),
    field('at', 'datetime', 'a.at', { kind }),
    field('actorId', 'uuid', 'a.actor_id', { kind }),
    field('actor', 'text', 'a.actor', { kind }),
    field('action', 'text', 'a.action', { kind }),
    field('object', 'text', 'a.object', { kind, link: { idField: 'objectId', kindField: 'kind' } }),
    field('kind', 'enum', `(a.details->>'kind')`, {
      kind,
      searchable: false,
      enumValues: [...objectKinds],
      valueTitles: 'objects.kinds',
    }),
    field('objectId', 'text', `(a.details->>'id')`, { kind, searchable: false, internal: true }),
    field('details', 'json', 'a.details', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
