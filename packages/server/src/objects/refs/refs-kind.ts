import { randomUUID } from 'node:crypto';
import { type RefAttribute, refValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { checkValues } from '../../qry/writes';

const kind = 'refs';

/**
 * A new reference: its members table in the warehouse first, then its row (a failure drops the
 * table again). Also used by Generate and by cube generation.
 */
export async function createRef(
  context: KindContext,
  values: {
    name: string;
    description?: string;
    attributes?: RefAttribute[];
    kind?: 'plain' | 'time' | 'sequence';
  },
): Promise<string> {
  const id = randomUUID();
  const domainId = context.auth.domain.id;
  const attributes = values.attributes ?? [];
  attributes.forEach((attribute, index) => {
    if (attributes.findIndex((a) => a.name.toLowerCase() === attribute.name.toLowerCase()) !== index)
      throw new AppError(400, 'validation_failed', `Attribute "${attribute.name}" appears twice`, {
        path: `values.attributes.${index}.name`,
      });
  });
  await context.app.warehouse.createMembers(domainId, id, attributes);
  try {
    await context.app.db
      .insertInto('refs')
      .values({
        id,
        domain_id: domainId,
        name: values.name,
        description: values.description ?? '',
        kind: values.kind ?? 'plain',
        attributes: JSON.stringify(attributes),
        created_by: context.auth.user.id,
      })
      .execute();
  } catch (error) {
    await context.app.warehouse.dropMembers(domainId, id);
    throw error;
  }
  await logActivity(context.app.db, {
    domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'create',
    object: values.name,
    details: { kind, id, name: values.name },
  });
  return id;
}

async function createRefHandler(values: Record<string, unknown>, context: KindContext) {
  const checked = checkValues(refValuesSchema.partial({ description: true, attributes: true }), values);
  const id = await createRef(context, checked as { name: string; attributes?: RefAttribute[] });
  return getRow(refsKind, context, id);
}

/**
 * References (catalogs): a name, typed member attributes and the members themselves, which live
 * in the domain's warehouse (`ref_<id>`) and are the rows of `ref:<id>`. Delete is soft; remove
 * drops the members. A cube bound to a removed or deleted reference answers 409 `reference_missing`.
 */
export const refsKind: ObjectKind = {
  name: kind,
  subject: 'refs',
  store: 'metadata',
  registry: { table: 'refs' },
  source: {
    from: 'refs rf LEFT JOIN users rfu ON rfu.id = rf.created_by',
    domain: { column: 'rf.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'rf.id', { kind }),
    field('name', 'text', 'rf.name', { kind, editable: true, required: true }),
    field('description', 'text', 'rf.description', { kind, editable: true }),
    field('kind', 'enum', 'rf.kind', {
      kind,
      enumValues: ['plain', 'time', 'sequence'],
      valueTitles: 'refs.kinds',
    }),
    field('attributes', 'json', 'rf.attributes', { kind, editable: true }),
    field('members', 'integer', 'rf.members', { kind }),
    field('createdBy', 'text', 'rfu.username', { kind, searchable: false }),
    ...editableTail(kind, 'rf'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'refs',
    values: refValuesSchema,
    async toColumns(values, _context, mode) {
      if (mode === 'update' && values.attributes !== undefined)
        throw new AppError(400, 'validation_failed', 'Attributes are fixed once made', {
          path: 'values.attributes',
        });
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      return columns;
    },
    async removed(rows, context) {
      for (const row of rows) await context.app.warehouse.dropMembers(context.auth.domain.id, String(row.id));
    },
    label: (row) => String(row.name ?? row.id),
  },
  handlers: { create: createRefHandler },
};
