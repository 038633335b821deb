import { z } from 'zod';
import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'objects';

/**
 * The registry of every object of the domain (DESIGN §1): cubes, tables, imports, … each a row
 * here, inserted by the issue that builds its kind. Name and description are edited here; the
 * rest belongs to the kind's own editor.
 */
export const objectsKind: ObjectKind = {
  name: kind,
  subject: 'objects',
  store: 'metadata',
  source: {
    from: 'objects o LEFT JOIN users ou ON ou.id = o.owner_id',
    domain: { column: 'o.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'o.id', { kind }),
    field('kind', 'text', 'o.kind', { kind, searchable: false }),
    field('name', 'text', 'o.name', { kind, editable: true, required: true }),
    field('description', 'text', 'o.description', { kind, editable: true }),
    field('ownerId', 'uuid', 'o.owner_id', { kind }),
    field('owner', 'text', 'ou.username', { kind, searchable: false }),
    field('created', 'datetime', 'o.created_at', { kind }),
    field('updated', 'datetime', 'o.updated_at', { kind }),
    field('deleted', 'datetime', 'o.deleted_at', { kind }),
    field('version', 'integer', 'o.version', { kind }),
  ],
  ops: ['select', 'get', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'objects',
    values: z.object({
      name: z.string().trim().min(1).max(200),
      description: z.string().max(4000),
    }),
    toColumns: async (values) => ({
      ...(values.name === undefined ? {} : { name: { value: String(values.name) } }),
      ...(values.description === undefined ? {} : { description: { value: String(values.description) } }),
    }),
    label: (row) => String(row.name ?? row.id),
  },
};
