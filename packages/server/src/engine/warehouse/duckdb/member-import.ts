import { randomUUID } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import { duckdbDialect } from '../../dialects/duckdb';
import type { WarehouseQuery } from '../../engine';
import type { MemberEditor, MemberSource } from '../member-editor';
import { refTable } from '../table-names';
import { sourceRelation } from './import-source';

/** The relation members are read from: a data table, or a file as an import reads it. */
function relationOf(source: MemberSource) {
  if ('table' in source) return { sql: duckdbDialect.quote(source.table), params: [] };
  return sourceRelation(source.file);
}

/** See `MemberEditor.importFrom`; the hierarchy is left for the caller to rebuild. */
export async function importMembers(
  query: WarehouseQuery,
  refId: string,
  source: MemberSource,
  columns: Parameters<MemberEditor['importFrom']>[1],
  mode: 'merge' | 'replace',
): Promise<{ inserted: number; updated: number }> {
  const t = refTable(refId);
  const relation = relationOf(source);
  const stage = `ref_import_${randomUUID().replaceAll('-', '')}`;
  const { code, name, parent } = columns;
  const text = (column: string | undefined) =>
    column === undefined
      ? 'CAST(NULL AS VARCHAR)'
      : `nullif(trim(CAST(${duckdbDialect.quote(column)} AS VARCHAR)), '')`;
  try {
    await query(
      `CREATE TEMP TABLE ${stage} AS SELECT code, any_value(name) AS name, any_value(parent) AS parent
       FROM (SELECT ${text(code)} AS code, ${text(name)} AS name, ${text(parent)} AS parent FROM ${relation.sql} src)
       WHERE code IS NOT NULL GROUP BY code`,
      relation.params,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/Binder Error/i.test(message))
      throw new AppError(400, 'column_missing', message.split('\n')[0] ?? 'No such column', {
        path: 'columns',
      });
    throw error;
  }
  if (mode === 'replace') {
    await query(`DELETE FROM ${t} WHERE code NOT IN (SELECT code FROM ${stage})`);
    await query(`UPDATE ${t} SET parent_id = NULL WHERE parent_id NOT IN (SELECT id FROM ${t})`);
  }
  const [updated] = await query(
    `SELECT count(*)::INTEGER AS n FROM ${stage} s WHERE EXISTS (SELECT 1 FROM ${t} m WHERE m.code = s.code)`,
  );
  if (name !== undefined)
    await query(
      `UPDATE ${t} SET name = s.name FROM ${stage} s WHERE ${t}.code = s.code AND s.name IS NOT NULL`,
    );
  const [inserted] = await query(
    `SELECT count(*)::INTEGER AS n FROM ${stage} s WHERE NOT EXISTS (SELECT 1 FROM ${t} m WHERE m.code = s.code)`,
  );
  await query(
    `INSERT INTO ${t} (id, code, name, ord)
     SELECT (SELECT coalesce(max(id), 0) FROM ${t}) + row_number() OVER (ORDER BY s.code),
       s.code, coalesce(s.name, s.code), 1000000000
     FROM ${stage} s WHERE NOT EXISTS (SELECT 1 FROM ${t} m WHERE m.code = s.code)`,
  );
  if (parent !== undefined) {
    const [missing] = await query(
      `SELECT s.parent FROM ${stage} s WHERE s.parent IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${t} m WHERE m.code = s.parent) LIMIT 1`,
    );
    if (missing)
      throw new AppError(400, 'member_not_found', `No member "${missing.parent}" for a parent`, {
        path: 'columns.parent',
        code: missing.parent,
      });
    await query(
      `UPDATE ${t} SET parent_id = p.id FROM ${stage} s, ${t} p
       WHERE ${t}.code = s.code AND p.code = s.parent AND s.parent IS NOT NULL`,
    );
    await query(
      `UPDATE ${t} SET parent_id = NULL FROM ${stage} s WHERE ${t}.code = s.code AND s.parent IS NULL`,
    );
  }
  await query(`DROP TABLE ${stage}`);
  return { inserted: Number(inserted?.n ?? 0), updated: Number(updated?.n ?? 0) };
}
