import {
  type CubeDimension,
  type RefAttributeType,
  refMemberCoreSchema,
  type ValueType,
} from '@cubus/shared';
import { type FieldDef, field } from '../../engine/compiler/object-schema';
import { queryError } from '../../engine/compiler/query-error';
import { scalarFor } from '../../engine/compiler/values';
import type { SqlValue } from '../../engine/engine';
import { AppError, notFound } from '../../lib/app-error';
import type { KindContext, KindHandlers, ObjectKind } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import type { KindResolver } from '../../qry/registry';
import { checkValues } from '../../qry/writes';
import { dimColumn, factTable } from '../cubes/cube-tables';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import {
  attributeColumn,
  findRef,
  memberId,
  nextMemberId,
  type RefDef,
  rebuildHierarchy,
  refTable,
  storeMemberCount,
} from './ref-store';

const attributeValueTypes: Record<RefAttributeType, ValueType> = {
  text: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
};

export const memberExists = (code: string) =>
  new AppError(409, 'member_exists', `A member with code "${code}" exists`, { path: 'values.code', code });

/** Places `memberId` at `order` among the children of `parentId`, shifting the siblings after it. */
export async function placeAt(
  query: WarehouseQuery,
  t: string,
  id: number,
  parentId: number | null,
  order: number | null,
): Promise<void> {
  const parentIs = parentId === null ? 'parent_id IS NULL' : 'parent_id = ?';
  const parentParams = parentId === null ? [] : [parentId];
  if (order === null) {
    await query(
      `UPDATE ${t} SET parent_id = ?, ord = (SELECT coalesce(max(ord), -1) + 1 FROM ${t} WHERE ${parentIs} AND id <> ?) WHERE id = ?`,
      [parentId, ...parentParams, id, id],
    );
    return;
  }
  await query(`UPDATE ${t} SET ord = ord + 1 WHERE ${parentIs} AND ord >= ? AND id <> ?`, [
    ...parentParams,
    order,
    id,
  ]);
  await query(`UPDATE ${t} SET parent_id = ?, ord = ? WHERE id = ?`, [parentId, order, id]);
}

/** Checked member values: the core ones by the shared schema, attributes by their types. */
function checkMember(ref: RefDef, values: Record<string, unknown>) {
  const core: Record<string, unknown> = {};
  const attrs: [string, SqlValue][] = [];
  for (const [name, value] of Object.entries(values)) {
    const attribute = ref.attributes.find((a) => a.name === name);
    if (!attribute) {
      core[name] = value;
      continue;
    }
    if (value === null) {
      attrs.push([attribute.name, null]);
      continue;
    }
    const checked = scalarFor({ type: attributeValueTypes[attribute.type] }, value);
    if (checked === undefined)
      throw queryError('invalid_value', `values.${name}`, `${name}: not a ${attribute.type} value`);
    attrs.push([attribute.name, checked]);
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

async function codeTaken(query: WarehouseQuery, t: string, code: string, except: number | null) {
  const rows = await query(`SELECT 1 AS x FROM ${t} WHERE code = ? AND id IS DISTINCT FROM ?`, [
    code,
    except,
  ]);
  return rows.length > 0;
}

function handlersFor(kind: ObjectKind, ref: RefDef): KindHandlers {
  const t = refTable(ref.id);
  const attrCasts = (attrs: [string, SqlValue][]) =>
    attrs.map(([name]) => {
      const type = ref.attributes.find((a) => a.name === name)?.type ?? 'text';
      return type === 'date' ? 'CAST(? AS DATE)' : '?';
    });
  return {
    async create(values, context) {
      const { core, attrs } = checkMember(ref, values);
      if (core.code === undefined) throw queryError('invalid_value', 'values.code', 'code is required');
      const code = core.code;
      const id = await inWarehouseTransaction(context.app, ref.domainId, async (query) => {
        if (await codeTaken(query, t, code, null)) throw memberExists(code);
        const parentId =
          core.parent == null ? null : await memberId(query, ref.id, core.parent, 'values.parent');
        const newId = await nextMemberId(query, ref.id);
        const columns = ['id', 'code', 'name', 'active', ...attrs.map(([name]) => attributeColumn(name))];
        const placeholders = ['?', '?', '?', '?', ...attrCasts(attrs)];
        await query(`INSERT INTO ${t} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`, [
          newId,
          code,
          core.name ?? code,
          core.active ?? true,
          ...attrs.map(([, value]) => value),
        ]);
        await placeAt(query, t, newId, parentId, core.order ?? null);
        await storeMemberCount(context.app, ref.id, await rebuildHierarchy(query, ref.id));
        return newId;
      });
      return getRow(kind, context, id);
    },
    async update(rawId, _version, values, context) {
      const id = scalarFor({ type: 'integer' }, rawId);
      if (typeof id !== 'number') throw notFound();
      const { core, attrs } = checkMember(ref, values);
      await inWarehouseTransaction(context.app, ref.domainId, async (query) => {
        const [current] = await query(`SELECT parent_id, ord, path FROM ${t} WHERE id = ?`, [id]);
        if (!current) throw notFound();
        if (core.code !== undefined && (await codeTaken(query, t, core.code, id)))
          throw memberExists(core.code);
        const sets: string[] = [];
        const params: SqlValue[] = [];
        if (core.code !== undefined) {
          sets.push('code = ?');
          params.push(core.code);
        }
        if (core.name !== undefined) {
          sets.push('name = ?');
          params.push(core.name);
        }
        if (core.active !== undefined) {
          sets.push('active = ?');
          params.push(core.active);
        }
        attrs.forEach(([name, value], index) => {
          sets.push(`${attributeColumn(name)} = ${attrCasts(attrs)[index]}`);
          params.push(value);
        });
        if (sets.length > 0) await query(`UPDATE ${t} SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
        if (core.parent !== undefined || core.order !== undefined) {
          const parentId =
            core.parent === undefined
              ? current.parent_id === null
                ? null
                : Number(current.parent_id)
              : core.parent === null
                ? null
                : await memberId(query, ref.id, core.parent, 'values.parent');
          if (parentId === id)
            throw new AppError(400, 'reference_cycle', 'A member cannot be its own parent', {
              path: 'values.parent',
            });
          await placeAt(query, t, id, parentId, core.order ?? null);
          await rebuildHierarchy(query, ref.id, 'values.parent');
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
      return inWarehouseTransaction(context.app, ref.domainId, async (query) => {
        const list = keys.map(() => '?').join(', ');
        const parents = await query(
          `SELECT p.code FROM ${t} p WHERE p.id IN (${list}) AND EXISTS (SELECT 1 FROM ${t} c WHERE c.parent_id = p.id AND c.id NOT IN (${list}))`,
          [...keys, ...keys],
        );
        if (parents.length > 0)
          throw new AppError(409, 'member_has_children', 'Move or remove the children first', {
            path: 'ids',
            code: parents[0]?.code,
          });
        await refuseMembersWithFacts(context, ref, query, keys);
        const deleted = await query(`DELETE FROM ${t} WHERE id IN (${list}) RETURNING id`, keys);
        await storeMemberCount(context.app, ref.id, await rebuildHierarchy(query, ref.id));
        return deleted.length;
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
  query: WarehouseQuery,
  keys: number[],
): Promise<void> {
  const cubes = await context.app.db
    .selectFrom('cubes')
    .select(['id', 'name', 'dimensions'])
    .where('domain_id', '=', ref.domainId)
    .execute();
  const list = keys.map(() => '?').join(', ');
  for (const cube of cubes)
    for (const [index, dimension] of (cube.dimensions as CubeDimension[]).entries()) {
      if (dimension.refId !== ref.id) continue;
      const [used] = await query(
        `SELECT m.code FROM ${factTable(cube.id)} f JOIN ${refTable(ref.id)} m ON m.id = f.${dimColumn(index)}
         WHERE f.${dimColumn(index)} IN (${list}) LIMIT 1`,
        keys,
      );
      if (used)
        throw new AppError(409, 'reference_in_use', `The cube "${cube.name}" has data for this member`, {
          path: 'ids',
          cube: cube.name,
          code: used.code,
        });
    }
}

/** The fields of a reference's members, attributes last. */
export function memberFields(ref: RefDef): FieldDef[] {
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
  const t = refTable(ref.id);
  const kind: ObjectKind = {
    name: `ref:${ref.id}`,
    subject: 'refs',
    store: 'warehouse',
    source: {
      from: `(SELECT mm.*, pp.code AS parent_code FROM ${t} mm LEFT JOIN ${t} pp ON pp.id = mm.parent_id) AS m`,
      domain: 'own-database',
      key: 'id',
    },
    fields: memberFields(ref),
    ops: ['select', 'get', 'create', 'update', 'delete', 'schema'],
    softDelete: false,
    versioned: false,
  };
  kind.handlers = handlersFor(kind, ref);
  return kind;
};
