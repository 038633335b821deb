import {
  type CubeDimension,
  type RefAttributeType,
  refMemberCoreSchema,
  type ValueType,
} from '@cubus/shared';
import { type FieldDef, field } from '../../engine/compiler/object-schema';
import { queryError } from '../../engine/compiler/query-error';
import { scalarFor } from '../../engine/compiler/values';
import type { AttributeValue, MemberEditor } from '../../engine/warehouse/member-editor';
import { AppError, notFound } from '../../lib/app-error';
import type { KindContext, KindHandlers, ObjectKind } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import type { KindResolver } from '../../qry/registry';
import { checkValues } from '../../qry/writes';
import { findRef, type RefDef, storeMemberCount } from './ref-store';

const attributeValueTypes: Record<RefAttributeType, ValueType> = {
  text: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
};

export const memberExists = (code: string) =>
  new AppError(409, 'member_exists', `A member with code "${code}" exists`, { path: 'values.code', code });

/** Checked member values: the core ones by the shared schema, attributes by their types. */
function checkMember(ref: RefDef, values: Record<string, unknown>) {
  const core: Record<string, unknown> = {};
  const attrs: AttributeValue[] = [];
  for (const [name, value] of Object.entries(values)) {
    const attribute = ref.attributes.find((a) => a.name === name);
    if (!attribute) {
      core[name] = value;
      continue;
    }
    if (value === null) {
      attrs.push({ name: attribute.name, type: attribute.type, value: null });
      continue;
    }
    const checked = scalarFor({ type: attributeValueTypes[attribute.type] }, value);
    if (checked === undefined)
      throw queryError('invalid_value', `values.${name}`, `${name}: not a ${attribute.type} value`);
    attrs.push({ name: attribute.name, type: attribute.type, value: checked });
  }
  const checked = checkValues(refMemberCoreSchema.partial(), core) as {
    code?: string;
    name?: string;
    parent?: string | null;
    order?: number;
    active?: boolean;
  };
  return { core: checked, attrs };
}

function handlersFor(kind: ObjectKind, ref: RefDef): KindHandlers {
  return {
    async create(values, context) {
      const { core, attrs } = checkMember(ref, values);
      if (core.code === undefined) throw queryError('invalid_value', 'values.code', 'code is required');
      const code = core.code;
      const id = await context.app.warehouse.editMembers(ref.domainId, ref.id, async (members) => {
        if (await members.codeTaken(code, null)) throw memberExists(code);
        const parentId = core.parent == null ? null : await members.idOf(core.parent, 'values.parent');
        const newId = await members.add({
          code,
          name: core.name ?? code,
          active: core.active ?? true,
          attributes: attrs,
        });
        await members.place(newId, parentId, core.order ?? null);
        await storeMemberCount(context.app, ref.id, await members.rebuildHierarchy());
        return newId;
      });
      return getRow(kind, context, id);
    },
    async update(rawId, _version, values, context) {
      const id = scalarFor({ type: 'integer' }, rawId);
      if (typeof id !== 'number') throw notFound();
      const { core, attrs } = checkMember(ref, values);
      await context.app.warehouse.editMembers(ref.domainId, ref.id, async (members) => {
        const current = await members.placeOf(id);
        if (!current) throw notFound();
        if (core.code !== undefined && (await members.codeTaken(core.code, id)))
          throw memberExists(core.code);
        await members.change(id, {
          code: core.code,
          name: core.name,
          active: core.active,
          attributes: attrs,
        });
        if (core.parent !== undefined || core.order !== undefined) {
          const parentId =
            core.parent === undefined
              ? current.parentId
              : core.parent === null
                ? null
                : await members.idOf(core.parent, 'values.parent');
          if (parentId === id)
            throw new AppError(400, 'reference_cycle', 'A member cannot be its own parent', {
              path: 'values.parent',
            });
          await members.place(id, parentId, core.order ?? null);
          await members.rebuildHierarchy('values.parent');
        }
      });
      return getRow(kind, context, id);
    },
    async change(op, ids, context) {
      if (op !== 'delete')
        throw new AppError(405, 'operation_not_allowed', `Members do not allow ${op}`, { path: 'op' });
      const keys = ids.map((raw, index) => {
        const key = scalarFor({ type: 'integer' }, raw);
        if (typeof key !== 'number') throw queryError('invalid_value', `ids[${index}]`, 'not a member id');
        return key;
      });
      return context.app.warehouse.editMembers(ref.domainId, ref.id, async (members) => {
        const parent = await members.parentKeptOf(keys);
        if (parent !== undefined)
          throw new AppError(409, 'member_has_children', 'Move or remove the children first', {
            path: 'ids',
            code: parent,
          });
        await refuseMembersWithFacts(context, ref, members, keys);
        const deleted = await members.remove(keys);
        await storeMemberCount(context.app, ref.id, await members.rebuildHierarchy());
        return deleted;
      });
    },
  };
}

/**
 * Members that hold facts of a cube (deleted cubes too: they can be restored) stay: deleting one
 * would leave cells no pivot can reach. 409 `reference_in_use` names the cube and a member.
 */
async function refuseMembersWithFacts(
  context: KindContext,
  ref: RefDef,
  members: MemberEditor,
  keys: number[],
): Promise<void> {
  const cubes = await context.app.db
    .selectFrom('cubes')
    .select(['id', 'name', 'dimensions'])
    .where('domain_id', '=', ref.domainId)
    .execute();
  for (const cube of cubes)
    for (const [index, dimension] of (cube.dimensions as CubeDimension[]).entries()) {
      if (dimension.refId !== ref.id) continue;
      const code = await members.usedByCube(cube.id, index, keys);
      if (code !== undefined)
        throw new AppError(409, 'reference_in_use', `The cube "${cube.name}" has data for this member`, {
          path: 'ids',
          cube: cube.name,
          code,
        });
    }
}

/** The fields of a reference's members, attributes last. */
export function memberFields(ref: RefDef, attributeColumn: (name: string) => string): FieldDef[] {
  const kind = 'refs';
  return [
    field('id', 'integer', 'm.id', { kind }),
    field('code', 'text', 'm.code', { kind, editable: true, required: true }),
    field('name', 'text', 'm.name', { kind, editable: true, required: true }),
    field('parent', 'text', 'm.parent_code', { kind, editable: true }),
    field('parentId', 'integer', 'm.parent_id', { kind }),
    field('order', 'integer', 'm.ord', { kind, editable: true }),
    field('active', 'boolean', 'm.active', { kind, editable: true }),
    field('level', 'integer', 'm.level', { kind }),
    field('leaf', 'boolean', 'm.leaf', { kind }),
    field('path', 'text', 'm.path_text', { kind, searchable: false }),
    field('position', 'integer', 'm.pos', { kind }),
    ...ref.attributes.map((a) =>
      field(a.name, attributeValueTypes[a.type], `m.${attributeColumn(a.name)}`, {
        kind: `refs`,
        title: `${a.name}`,
        editable: true,
      }),
    ),
  ];
}

/**
 * `ref:<id>`: the members of the domain's reference `id` (select, get, create, update, delete by
 * member id). Parents are named by code; a parent that would make a cycle is 400 `reference_cycle`.
 * @example {op: 'select', object: `ref:${id}`, orderby: {sorts: [{field: 'position'}]}}
 */
export const refMembersResolver: KindResolver = async (id, context: KindContext) => {
  let ref: RefDef;
  try {
    ref = await findRef(context.app, context.auth.domain.id, id);
  } catch {
    return undefined;
  }
  const { warehouse } = context.app;
  const kind: ObjectKind = {
    name: `ref:${ref.id}`,
    subject: 'refs',
    store: 'warehouse',
    source: { from: warehouse.membersRelation(ref.id), domain: 'own-database', key: 'id' },
    fields: memberFields(ref, (name) => warehouse.attributeColumn(name)),
    ops: ['select', 'get', 'create', 'update', 'delete', 'schema'],
    softDelete: false,
    versioned: false,
  };
  kind.handlers = handlersFor(kind, ref);
  return kind;
};
