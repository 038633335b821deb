import {
  exportRequestSchema,
  fileDownloadRequestSchema,
  qryLimits,
  reportDownloadSchema,
  selectErrorCodes,
} from '@cubus/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryError } from '../../../engine/compiler/query-error';
import { contentDisposition, fileDisposition } from '../../../export/cells';
import { parquetExport } from '../../../export/parquet-export';
import { forbidden } from '../../../lib/app-error';
import { authenticate, caller } from '../../../plugins/auth';
import { kindFor } from '../../../qry/dispatch';
import type { KindContext } from '../../../qry/object-kind';
import { selectRows } from '../../../qry/records';
import { parseQryRequest, pathText } from '../qry/parse-request';
import { sendReport } from './report-download';
import { sendRows } from './send-rows';

/** The files a download sends, by what was asked: an export or a report, or an uploaded file. */
const downloadContent = {
  'text/csv': 'binary',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'binary',
  'application/vnd.apache.parquet': 'binary',
  'application/octet-stream': 'binary',
} as const;

async function sendFile(request: FastifyRequest, reply: FastifyReply) {
  const parsed = fileDownloadRequestSchema.safeParse(request.body);
  if (!parsed.success) throw queryError('invalid_query', 'fileId', 'Send {fileId: <uuid>}');
  const auth = caller(request);
  if (!auth.ability.can('read', 'imports')) throw forbidden();
  const file = await request.server.files.read(auth.domain.id, parsed.data.fileId);
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', file.size)
    .header('content-disposition', fileDisposition(file.name))
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/**
 * `POST /api/download {export: <select request>, format: 'csv' | 'xlsx' | 'parquet', name?}` → the
 * whole result as a file, streamed in pages of 10,000 (at most 1,000,000 rows: more is 400
 * `export_too_large` before anything is sent); Parquet (data tables only) is written by the engine. Same permission as the select. `{fileId}` streams an uploaded file
 * (read on `imports`) with a safe file name; `{report, format}` a report's values (read on `reports`).
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download',
    {
      onRequest: authenticate,
      config: {
        docs: {
          access: 'signed-in',
          summary: 'A file: a select exported (CSV, XLSX, Parquet), an uploaded file or a report',
          body: z.union([exportRequestSchema, fileDownloadRequestSchema, reportDownloadSchema]),
          answer: { status: 200, content: downloadContent },
          errors: [
            ...selectErrorCodes,
            'not_found',
            'forbidden',
            'export_too_large',
            'report_source_missing',
          ],
        },
      },
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      const body = request.body as { export?: unknown; fileId?: unknown; report?: unknown } | undefined;
      if (body && typeof body === 'object' && 'fileId' in body) return sendFile(request, reply);
      if (body && typeof body === 'object' && 'report' in body) return sendReport(request, reply);
      const select = parseQryRequest(body?.export, 'export');
      const parsed = exportRequestSchema.safeParse(body);
      if (!parsed.success || select.op !== 'select') {
        const issue = parsed.success ? undefined : parsed.error.issues[0];
        throw queryError(
          'invalid_query',
          issue ? pathText(issue.path) : 'export.op',
          issue?.message ?? 'An export is a select',
        );
      }
      const context: KindContext = { auth: caller(request), app };
      const kind = await kindFor(select.object, 'select', context);
      if (parsed.data.format === 'parquet') {
        const counted = await selectRows(kind, context, { ...select, offset: 0, limit: 0 });
        if (counted.total > qryLimits.maxExportRows)
          throw queryError('export_too_large', 'export', `More than ${qryLimits.maxExportRows} rows`);
        const { stream, size } = await parquetExport(kind, context, select);
        return reply
          .header('content-type', 'application/vnd.apache.parquet')
          .header('content-length', size)
          .header(
            'content-disposition',
            contentDisposition(parsed.data.name ?? kind.name.replace(':', '-'), 'parquet'),
          )
          .header('cache-control', 'no-store')
          .send(stream);
      }
      const name = parsed.data.name ?? kind.name.replace(':', '-');
      return sendRows(request, reply, kind, context, select, parsed.data.format, name);
    },
  );
};
