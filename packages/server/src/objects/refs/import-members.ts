import { randomUUID } from 'node:crypto';
import type { refImportSchema } from '@cubus/shared';
import type { z } from 'zod';
import type { SqlValue } from '../../engine/engine';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { sourceRelation } from '../imports/source-relation';
import { findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';
import { inWarehouseTransaction } from '../warehouse-work';
import { findRef, rebuildHierarchy, refTable, storeMemberCount } from './ref-store';

type ImportRequest = z.output<typeof refImportSchema>;

/** The relation the members come from: a data table of the domain, or an uploaded CSV file. */
async function relationOf(context: KindContext, request: ImportRequest, scratchId: string) {
  const { app } = context;
  const domainId = context.auth.domain.id;
  const quote = (name: string) => app.warehouse.dialect.quote(name);
  if ('tableId' in request.source) {
    const table = await findTable(app, domainId, request.source.tableId);
    for (const [role, name] of Object.entries(request.columns))
      if (name !== undefined && !table.columns.some((c) => c.name === name))
        throw columnMissing(name, `columns.${role}`);
    return { sql: quote(table.name), params: [] as SqlValue[], cleanup: async () => {} };
  }
  const { fileId, delimiter } = request.source;
  return sourceRelation(
    app,
    domainId,
    { fileId, format: 'csv', options: { delimiter, encoding: 'utf-8', header: true } },
    scratchId,
  );
}

/**
 * Members from a table's or file's columns (code, optional name and parent code): `merge` updates
 * the names of known codes and adds the others; `replace` first removes members the source lacks.
 * A parent code found nowhere is 400 `member_not_found`, a cycle 400 `reference_cycle`: then the
 * transaction is rolled back and nothing changes.
 */
export async function importMembers(
  context: KindContext,
  request: ImportRequest,
): Promise<{ inserted: number; updated: number }> {
  const ref = await findRef(context.app, context.auth.domain.id, request.refId);
  const t = refTable(ref.id);
  const scratchId = randomUUID();
  const relation = await relationOf(context, request, scratchId);
  const stage = `ref_import_${scratchId.replaceAll('-', '')}`;
  const quote = (name: string) => context.app.warehouse.dialect.quote(name);
  const { code, name, parent } = request.columns;
  const text = (column: string | undefined) =>
    column === undefined ? 'CAST(NULL AS VARCHAR)' : `nullif(trim(CAST(${quote(column)} AS VARCHAR)), '')`;
  try {
    return await inWarehouseTransaction(context.app, ref.domainId, async (query) => {
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
      if (request.mode === 'replace') {
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
      const members = await rebuildHierarchy(query, ref.id, 'columns.parent');
      await query(`DROP TABLE ${stage}`);
      await storeMemberCount(context.app, ref.id, members);
      return { inserted: Number(inserted?.n ?? 0), updated: Number(updated?.n ?? 0) };
    });
  } finally {
    await relation.cleanup();
  }
}
