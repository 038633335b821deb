import { objectKinds } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';
import { builtinOfSql } from '../procedures/builtins';

const kind = 'ribbon';

/**
 * The built-in procedure a line tells a run of (`copy-scenario`), else NULL: the console says its
 * name in the user's language. Lines from before runs were marked are known by the procedure's id.
 */
export const ribbonBuiltinSql = `coalesce(a.details->>'builtin', CASE WHEN a.details->>'kind' = 'procedures'
  THEN ${builtinOfSql('a.domain_id', "a.details->>'id'")} END)`;

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
    field('builtin', 'text', ribbonBuiltinSql, { kind, searchable: false, internal: true }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
