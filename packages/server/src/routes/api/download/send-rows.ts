import { type Column, type ParsedSelect, qryLimits } from '@cubus/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryError } from '../../../engine/compiler/query-error';
import { contentDisposition } from '../../../export/cells';
import { csvWriter, type ExportWriter, xlsxWriter } from '../../../export/export-writer';
import type { KindContext, ObjectKind } from '../../../qry/object-kind';
import { selectRows } from '../../../qry/records';

const pageSize = qryLimits.maxLimit;

/** Starts a CSV or XLSX answer: headers set, the writer's stream sent once `write` has begun. */
export async function sendWritten(
  request: FastifyRequest,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  name: string,
  write: (writer: ExportWriter) => Promise<void>,
) {
  const writer = format === 'xlsx' ? await xlsxWriter() : csvWriter();
  reply
    .header('content-type', writer.contentType)
    .header('content-disposition', contentDisposition(name, format))
    .header('cache-control', 'no-store');
  write(writer).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed mid-stream');
    writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(writer.stream);
}

/**
 * Every row of a select as CSV or XLSX, streamed in pages of 10,000; more than 1,000,000 rows is
 * 400 `export_too_large` before anything is sent.
 */
export async function sendRows(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ObjectKind,
  context: KindContext,
  select: ParsedSelect,
  format: 'csv' | 'xlsx',
  name: string,
  /** Only these columns, when the compiler adds others (a key the view does not show). */
  only?: (column: Column) => boolean,
  /** The header's title of a column; its name when not given, as an export's header. */
  titleOf: (column: Column) => string = (column) => column.name,
) {
  const first = await selectRows(kind, context, { ...select, offset: 0, limit: pageSize });
  if (first.total > qryLimits.maxExportRows)
    throw queryError('export_too_large', 'export', `More than ${qryLimits.maxExportRows} rows`);
  const columns = only ? first.columns.filter(only) : first.columns;
  return sendWritten(request, reply, format, name, async (writer) => {
    writer.header(columns.map((column) => ({ ...column, name: titleOf(column) })));
    await writer.rows(columns, first.rows);
    let offset = first.rows.length;
    while (offset < first.total && offset < qryLimits.maxExportRows) {
      const page = await selectRows(kind, context, { ...select, offset, limit: pageSize });
      if (page.rows.length === 0) break;
      await writer.rows(columns, page.rows);
      offset += page.rows.length;
    }
    await writer.end();
  });
}
