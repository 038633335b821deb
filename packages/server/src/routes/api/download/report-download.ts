import {
  type Column,
  plainNumberFormat,
  reportColumnShown,
  reportColumnTitle,
  reportDownloadSchema,
  reportTableOf,
  spreadsheetFormat,
} from '@cubus/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryError } from '../../../engine/compiler/query-error';
import { runPivot } from '../../../objects/cubes/cube-pivot';
import { gridSelectOf, pivotOf, sourceOf } from '../../../objects/reports/report-source';
import { definitionOf, reportsKind } from '../../../objects/reports/reports-kind';
import { caller } from '../../../plugins/auth';
import { kindFor } from '../../../qry/dispatch';
import type { KindContext } from '../../../qry/object-kind';
import { getRow } from '../../../qry/records';
import { pathText } from '../qry/parse-request';
import { sendRows, sendWritten } from './send-rows';

/**
 * `{report, format, total?, aggregates?}`: a report's values as CSV or XLSX (read on `reports` and on
 * its source). A grid view streams every row like an export, its columns titled as the report's
 * screen titles them (an aggregate in the caller's words); a pivot is written as the flat table the
 * screen shows (row labels, then a column per column header and measure). Cells are quoted as in
 * every export (`= + - @` and tab start no formula). A removed source is 409 `report_source_missing`.
 */
export async function sendReport(request: FastifyRequest, reply: FastifyReply) {
  const parsed = reportDownloadSchema.safeParse(request.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw queryError(
      'invalid_query',
      issue ? pathText(issue.path) : 'report',
      issue?.message ?? 'Bad request',
    );
  }
  const { report, format, total, aggregates } = parsed.data;
  const context: KindContext = { auth: caller(request), app: request.server };
  const kind = await kindFor(reportsKind.name, 'get', context);
  const row = await getRow(kind, context, report);
  const { source, view } = definitionOf(row);
  const found = await sourceOf(source, context);
  const name = String(row.title);
  if (found.kind !== 'cube' && view.type === 'grid')
    return sendRows(
      request,
      reply,
      found.rows,
      context,
      gridSelectOf(found.rows.name, view, 0),
      format,
      name,
      reportColumnShown(view),
      (column) => reportColumnTitle(column, aggregates),
    );
  if (found.kind !== 'cube' || view.type !== 'pivot')
    throw queryError('report_source_missing', 'report', 'The view does not fit the source');
  const pivot = await runPivot(request.server, context.auth.domain.id, pivotOf(found.id, view));
  const table = reportTableOf({ pivot }, total, aggregates);
  const titles: Column[] = table.columns.map((c) => ({ name: c.title, type: 'text', title: c.title }));
  const keys: Column[] = table.columns.map((c, i) => ({ name: String(i), type: 'text', title: c.title }));
  return sendWritten(request, reply, format, name, async (writer) => {
    // A measure's column keeps its number format in a spreadsheet; CSV stays raw numbers.
    writer.header(
      titles,
      table.columns.map((c) =>
        c.numeric && (c.format || c.decimals !== undefined)
          ? spreadsheetFormat(c.format ?? plainNumberFormat, c.decimals ?? null)
          : null,
      ),
    );
    await writer.rows(
      keys,
      table.rows.map((cells) => Object.fromEntries(cells.map((cell, i) => [String(i), cell]))),
    );
    await writer.end();
  });
}
