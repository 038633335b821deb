import type { RefTreeMember } from '@cubus/shared';
import { AppError } from '../../../lib/app-error';
import type { SqlValue, WarehouseQuery } from '../../engine';
import type { AttributeValue, MemberEditor } from '../member-editor';
import { attributeColumn, dimColumn, factTable, refTable } from '../table-names';
import { importMembers } from './member-import';
import { rebuildHierarchy } from './ref-hierarchy';
import { insertRows } from './server-work';

/** A bound attribute value: a date is cast from its text. */
const attributeParam = (attribute: AttributeValue) => (attribute.type === 'date' ? 'CAST(? AS DATE)' : '?');

const placeOfRow = (row: Record<string, unknown> | undefined) =>
  row && { parentId: row.parent_id === null ? null : Number(row.parent_id), order: Number(row.ord) };

/** The members of reference `refId` on `query`, a DuckDB transaction (see `MemberEditor`). */
export function duckdbMembers(query: WarehouseQuery, refId: string): MemberEditor {
  const t = refTable(refId);
  const nextId = async () => {
    const [row] = await query(`SELECT coalesce(max(id), 0)::BIGINT + 1 AS id FROM ${t}`);
    return Number(row?.id ?? 1);
  };
  const members: MemberEditor = {
    async idOf(code, path) {
      const [row] = await query(`SELECT id FROM ${t} WHERE code = ?`, [code]);
      if (!row) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
      return Number(row.id);
    },
    async codeTaken(code, except) {
      const rows = await query(`SELECT 1 AS x FROM ${t} WHERE code = ? AND id IS DISTINCT FROM ?`, [
        code,
        except,
      ]);
      return rows.length > 0;
    },
    async add(member) {
      const id = await nextId();
      const columns = [
        'id',
        'code',
        'name',
        'active',
        ...member.attributes.map((a) => attributeColumn(a.name)),
      ];
      const placeholders = ['?', '?', '?', '?', ...member.attributes.map(attributeParam)];
      await query(`INSERT INTO ${t} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`, [
        id,
        member.code,
        member.name,
        member.active,
        ...member.attributes.map((a) => a.value),
      ]);
      return id;
    },
    addAll: (rows) => insertRows(query, t, ['id', 'code', 'name', 'parent_id', 'ord'], rows),
    async placeOf(id) {
      return placeOfRow((await query(`SELECT parent_id, ord FROM ${t} WHERE id = ?`, [id]))[0]);
    },
    async placeOfCode(code) {
      return placeOfRow((await query(`SELECT parent_id, ord FROM ${t} WHERE code = ?`, [code]))[0]);
    },
    async change(id, values) {
      const sets: string[] = [];
      const params: SqlValue[] = [];
      for (const name of ['code', 'name', 'active'] as const) {
        const value = values[name];
        if (value === undefined) continue;
        sets.push(`${name} = ?`);
        params.push(value);
      }
      for (const attribute of values.attributes) {
        sets.push(`${attributeColumn(attribute.name)} = ${attributeParam(attribute)}`);
        params.push(attribute.value);
      }
      if (sets.length > 0) await query(`UPDATE ${t} SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
    },
    async place(id, parentId, order) {
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
    },
    async isWithin(id, ancestorId) {
      const [row] = await query(`SELECT list_contains(path, ?) AS inside FROM ${t} WHERE id = ?`, [
        ancestorId,
        id,
      ]);
      return row?.inside === true;
    },
    async parentKeptOf(ids) {
      const list = ids.map(() => '?').join(', ');
      const [parent] = await query(
        `SELECT p.code FROM ${t} p WHERE p.id IN (${list}) AND EXISTS (SELECT 1 FROM ${t} c WHERE c.parent_id = p.id AND c.id NOT IN (${list}))`,
        [...ids, ...ids],
      );
      return parent === undefined ? undefined : String(parent.code);
    },
    async usedByCube(cubeId, dimension, ids) {
      const list = ids.map(() => '?').join(', ');
      const column = dimColumn(dimension);
      const [used] = await query(
        `SELECT m.code FROM ${factTable(cubeId)} f JOIN ${t} m ON m.id = f.${column}
         WHERE f.${column} IN (${list}) LIMIT 1`,
        ids,
      );
      return used === undefined ? undefined : String(used.code);
    },
    async remove(ids) {
      const list = ids.map(() => '?').join(', ');
      return (await query(`DELETE FROM ${t} WHERE id IN (${list}) RETURNING id`, ids)).length;
    },
    async children(parentId) {
      const rows = await query(
        `SELECT m.id, m.code, m.name, m.parent_id, m.ord, m.active, m.level,
           (SELECT count(*) FROM ${t} c WHERE c.parent_id = m.id)::INTEGER AS children
         FROM ${t} m WHERE ${parentId === null ? 'm.parent_id IS NULL' : 'm.parent_id = ?'} ORDER BY m.ord, m.id`,
        parentId === null ? [] : [parentId],
      );
      return rows.map(
        (row): RefTreeMember => ({
          id: Number(row.id),
          code: String(row.code),
          name: String(row.name),
          parentId: row.parent_id === null ? null : Number(row.parent_id),
          order: Number(row.ord),
          active: Boolean(row.active),
          level: Number(row.level),
          children: Number(row.children),
        }),
      );
    },
    importFrom: (source, columns, mode) => importMembers(query, refId, source, columns, mode),
    rebuildHierarchy: (errorPath) => rebuildHierarchy(query, refId, errorPath),
  };
  return members;
}
