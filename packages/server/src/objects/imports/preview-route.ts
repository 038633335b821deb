import { importMappingSchema, importRoutes, importSourceSchema, importTargetSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error';
import { caller, serveRoute } from '../../plugins/auth';
import { previewImport } from './preview-import';

/**
 * `POST /api/imports/preview {id} | {values: {source, target, mapping}}, limit?` → `{columns,
 * rows: [{line, values, error}]}` (shapes in shared `imports.ts`); needs update on `imports`.
 */
export const importPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, importRoutes.preview, async (request) => {
    const { domain } = caller(request);
    const { id, values, limit } = request.body;
    let definition = values;
    if (!definition && id) {
      const row = await app.db
        .selectFrom('imports')
        .select(['source', 'target', 'mapping'])
        .where('id', '=', id)
        .where('domain_id', '=', domain.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      definition = {
        source: importSourceSchema.parse(row.source),
        target: importTargetSchema.parse(row.target),
        mapping: row.mapping === null ? null : importMappingSchema.parse(row.mapping),
      };
    }
    if (!definition) throw new AppError(400, 'validation_failed', 'Send an id or values', { path: 'values' });
    return previewImport(app, domain.id, { ...definition, mode: 'append' }, limit);
  });
};
