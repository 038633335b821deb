import type { RefAttribute, RefAttributeType } from '@cubus/shared';
import { AppError } from '../../../lib/app-error';
import type { WarehouseQuery } from '../../engine';
import { attributeColumn, refTable } from '../table-names';

export const attributeEngineTypes: Record<RefAttributeType, string> = {
  text: 'VARCHAR',
  number: 'DOUBLE',
  integer: 'BIGINT',
  boolean: 'BOOLEAN',
  date: 'DATE',
};

/** The members table of a new reference. Hierarchy columns are derived by `rebuildHierarchy`. */
export function createRefTableSql(id: string, attributes: RefAttribute[]): string {
  const attrs = attributes
    .map((a) => `, ${attributeColumn(a.name)} ${attributeEngineTypes[a.type]}`)
    .join('');
  return `CREATE TABLE ${refTable(id)} (id BIGINT NOT NULL, code VARCHAR NOT NULL, name VARCHAR NOT NULL,
    parent_id BIGINT, ord INTEGER NOT NULL DEFAULT 0, active BOOLEAN NOT NULL DEFAULT true,
    level INTEGER NOT NULL DEFAULT 0, pos INTEGER NOT NULL DEFAULT 0, last_pos INTEGER NOT NULL DEFAULT 0,
    leaf BOOLEAN NOT NULL DEFAULT true, path BIGINT[], path_text VARCHAR${attrs})`;
}

export const referenceCycle = (path = 'values.parent') =>
  new AppError(400, 'reference_cycle', 'A member cannot be under itself or one of its descendants', {
    path,
  });

/**
 * Derives every member's depth, preorder position (`pos`, and `last_pos` the end of its subtree),
 * `leaf`, ancestor `path` (ids from the root) and `path_text` (`/1/4/9/`) from the parents, and
 * renumbers siblings' `ord` from 0. Members a root cannot reach sit in a cycle: 400 `reference_cycle`
 * (the caller's transaction is rolled back). Pivots and spreading read these columns only.
 */
export async function rebuildHierarchy(
  query: WarehouseQuery,
  id: string,
  errorPath?: string,
): Promise<number> {
  const t = refTable(id);
  await query(`UPDATE ${t} SET ord = r.rn FROM (
      SELECT id, (row_number() OVER (PARTITION BY parent_id ORDER BY ord, id) - 1)::INTEGER AS rn FROM ${t}
    ) r WHERE ${t}.id = r.id AND ${t}.ord <> r.rn`);
  await query(`UPDATE ${t} SET path = NULL`);
  await query(`UPDATE ${t} SET level = h.level, pos = h.pos, last_pos = h.last_pos, leaf = h.pos = h.last_pos,
      path = h.path, path_text = h.path_text
    FROM (
      WITH RECURSIVE tree(id, path, level, k) AS (
        SELECT id, [id], 0, [lpad(ord::VARCHAR, 10, '0') || lpad(id::VARCHAR, 19, '0')] FROM ${t} WHERE parent_id IS NULL
        UNION ALL
        SELECT c.id, list_append(tree.path, c.id), tree.level + 1,
          list_append(tree.k, lpad(c.ord::VARCHAR, 10, '0') || lpad(c.id::VARCHAR, 19, '0'))
        FROM ${t} c JOIN tree ON c.parent_id = tree.id
      ),
      ordered AS (SELECT id, path, level, (row_number() OVER (ORDER BY k))::INTEGER AS pos FROM tree),
      ancestors AS (SELECT unnest(path) AS anc, pos FROM ordered),
      spans AS (SELECT anc, max(pos)::INTEGER AS last_pos FROM ancestors GROUP BY anc)
      SELECT o.id, o.path, o.level::INTEGER AS level, o.pos, s.last_pos,
        '/' || array_to_string(o.path, '/') || '/' AS path_text
      FROM ordered o JOIN spans s ON s.anc = o.id
    ) h WHERE ${t}.id = h.id`);
  const [orphans] = await query(`SELECT count(*)::INTEGER AS n FROM ${t} WHERE path IS NULL`);
  if (Number(orphans?.n ?? 0) > 0) throw referenceCycle(errorPath);
  const [count] = await query(`SELECT count(*)::INTEGER AS n FROM ${t}`);
  return Number(count?.n ?? 0);
}
