import { randomUUID } from 'node:crypto';
import type { refImportSchema } from '@cubus/shared';
import type { z } from 'zod';
import type { MemberSource } from '../../engine/warehouse/member-editor';
import type { KindContext } from '../../qry/object-kind';
import { sourceFile } from '../imports/source-file';
import { findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';
import { findRef, storeMemberCount } from './ref-store';

type ImportRequest = z.output<typeof refImportSchema>;

/** Where the members come from: a data table of the domain, or an uploaded CSV file. */
async function sourceOf(
  context: KindContext,
  request: ImportRequest,
): Promise<{ source: MemberSource; cleanup(): Promise<void> }> {
  const { app } = context;
  const domainId = context.auth.domain.id;
  if ('tableId' in request.source) {
    const table = await findTable(app, domainId, request.source.tableId);
    for (const [role, name] of Object.entries(request.columns))
      if (name !== undefined && !table.columns.some((c) => c.name === name))
        throw columnMissing(name, `columns.${role}`);
    return { source: { table: table.name }, cleanup: async () => {} };
  }
  const { fileId, delimiter } = request.source;
  const { file, cleanup } = await sourceFile(
    app,
    domainId,
    { fileId, format: 'csv', options: { delimiter, encoding: 'utf-8', header: true } },
    randomUUID(),
  );
  return { source: { file }, cleanup };
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
  const { source, cleanup } = await sourceOf(context, request);
  try {
    return await context.app.warehouse.editMembers(ref.domainId, ref.id, async (members) => {
      const counts = await members.importFrom(source, request.columns, request.mode);
      await storeMemberCount(context.app, ref.id, await members.rebuildHierarchy('columns.parent'));
      return counts;
    });
  } finally {
    await cleanup();
  }
}
