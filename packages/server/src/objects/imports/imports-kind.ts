import { randomUUID } from 'node:crypto';
import { importFormats, importValuesSchema, type Schedule } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import { nextRunAfter } from '../../jobs/schedule-rule';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { nameInDomain, rowInDomain } from '../in-domain';
import { findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';

const kind = 'imports';
const json = (value: unknown): WriteValue => ({ value: JSON.stringify(value), cast: 'jsonb' });
// The schedule lives in `schedules` (jobs/schedule-store.ts), shown here as the value it was saved as.
// Source, target and mapping in words: the file's or the data source's name, the table's, "column → column".
const sourceNameSql = `COALESCE(imf.name, imd.name || COALESCE(' · ' || NULLIF(concat_ws('.',
  im.source->>'schema', im.source->>'table'), ''), ''))`;
// A mapping left to the columns' names is a JSON null, which no array function takes.
const mappingNamesSql = `ARRAY(SELECT (p.value->>'source') || ' → ' || (p.value->>'target')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(im.mapping) = 'array' THEN im.mapping ELSE '[]'::jsonb END)
  WITH ORDINALITY p(value, n) ORDER BY p.n)`;
const scheduleSql = `CASE WHEN ims.object_id IS NULL THEN NULL ELSE jsonb_build_object('cron', ims.cron, 'timezone', ims.timezone, 'enabled', ims.enabled) END`;

/**
 * What can be checked when saving: the file or data source read and the target table are the
 * domain's (404 `not_found` otherwise, as at run), and the target has the mapped columns and a
 * key for upsert.
 */
async function checkTarget(values: Record<string, unknown>, context: KindContext): Promise<void> {
  const { app, auth } = context;
  const source = values.source as { fileId?: string; datasourceId?: string } | undefined;
  if (source?.fileId) await nameInDomain(app, auth.domain.id, 'files', source.fileId, 'values.source.fileId');
  if (source?.datasourceId)
    await nameInDomain(app, auth.domain.id, 'datasources', source.datasourceId, 'values.source.datasourceId');
  const target = values.target as { tableId?: string } | undefined;
  if (!target?.tableId) return;
  await nameInDomain(app, auth.domain.id, 'data_tables', target.tableId, 'values.target.tableId');
  const table = await findTable(app, auth.domain.id, target.tableId);
  const mapping = values.mapping as { target: string }[] | null | undefined;
  mapping?.forEach((pair, index) => {
    if (!table.columns.some((column) => column.name === pair.target))
      throw columnMissing(pair.target, `values.mapping.${index}.target`);
  });
  if (values.mode === 'upsert' && !table.key)
    throw new AppError(400, 'key_column', 'Upsert needs a target table with a key', { path: 'values.mode' });
}

/** `run`: queues a job for the import (409 `job_running` while one is queued or running) → `{jobId}`. */
async function runImport(id: string | number, _args: Record<string, unknown>, context: KindContext) {
  // The stored row alone: the run reads its definition, not the row as `get` shows it.
  const row = await rowInDomain(context.app, kind, context.auth.domain.id, String(id), { withDeleted: true });
  if (row.deleted_at) throw new AppError(400, 'validation_failed', 'The import is deleted', { path: 'id' });
  const jobId = randomUUID();
  await context.app.jobs.store.enqueue({
    id: jobId,
    domainId: context.auth.domain.id,
    kind: 'import',
    objectId: String(row.id),
    createdBy: context.auth.user.id,
  });
  context.app.jobs.worker.wake();
  return { jobId };
}

/**
 * Imports: a file or a source's table or query into a data table, with a mapping, a mode, a
 * policy for bad rows and an optional cron schedule (shapes in shared `imports.ts`). `run` starts
 * a job (`jobs` kind); so does each tick of the schedule.
 */
export const importsKind: ObjectKind = {
  name: kind,
  subject: 'imports',
  store: 'metadata',
  registry: { table: 'imports' },
  source: {
    from: `imports im LEFT JOIN users imu ON imu.id = im.created_by LEFT JOIN schedules ims ON ims.object_id = im.id
      LEFT JOIN files imf ON imf.id::text = im.source->>'fileId' AND imf.domain_id = im.domain_id
      LEFT JOIN datasources imd ON imd.id::text = im.source->>'datasourceId' AND imd.domain_id = im.domain_id
      LEFT JOIN data_tables imt ON imt.id::text = im.target->>'tableId' AND imt.domain_id = im.domain_id`,
    domain: { column: 'im.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'im.id', { kind }),
    field('name', 'text', 'im.name', { kind, editable: true, required: true }),
    field('description', 'text', 'im.description', { kind, editable: true }),
    field('source', 'json', 'im.source', { kind, editable: true, required: true }),
    field('target', 'json', 'im.target', { kind, editable: true, required: true }),
    field('mapping', 'json', 'im.mapping', { kind, editable: true }),
    field('sourceFormat', 'enum', "(im.source->>'format')", {
      kind,
      enumValues: [...importFormats],
      valueTitles: 'imports.formats',
    }),
    field('sourceId', 'text', "(im.source->>'datasourceId')", { kind, internal: true }),
    field('sourceName', 'text', sourceNameSql, { kind, link: { idField: 'sourceId', kind: 'datasources' } }),
    field('targetId', 'text', "(im.target->>'tableId')", { kind, internal: true }),
    field('targetName', 'text', "COALESCE(imt.name, im.target->>'newTable')", {
      kind,
      link: { idField: 'targetId', kind: 'tables' },
    }),
    field('mappingNames', 'tags', mappingNamesSql, { kind }),
    field('mode', 'enum', 'im.mode', {
      kind,
      editable: true,
      enumValues: ['append', 'replace', 'upsert'],
      valueTitles: 'imports.modes',
    }),
    field('policy', 'json', 'im.policy', { kind, editable: true }),
    field('schedule', 'json', scheduleSql, { kind, editable: true }),
    field('nextRun', 'datetime', 'ims.next_run_at', { kind }),
    field('createdBy', 'text', 'imu.username', { kind, searchable: false }),
    ...editableTail(kind, 'im'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'run', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'imports',
    values: importValuesSchema,
    async toColumns(values, context, mode, current) {
      await checkTarget({ ...(current ?? {}), ...values }, context);
      if (values.schedule) nextRunAfter(values.schedule as Schedule, new Date());
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      for (const name of ['source', 'target', 'policy'] as const)
        if (values[name] !== undefined) columns[name] = json(values[name]);
      if (values.mapping !== undefined) columns.mapping = json(values.mapping);
      if (values.mode !== undefined) columns.mode = { value: String(values.mode) };
      if (mode === 'create') {
        if (!columns.name || !columns.source || !columns.target)
          throw new AppError(400, 'validation_failed', 'An import needs a name, a source and a target', {
            path: !columns.name ? 'values.name' : !columns.source ? 'values.source' : 'values.target',
          });
        columns.policy ??= json({ onError: 'reject', maxRejected: 1000 });
        columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      }
      return columns;
    },
    async written(row, values, context, db) {
      if (values.schedule === undefined) return;
      const owner = { domainId: context.auth.domain.id, kind: 'import', objectId: String(row.id) };
      await context.app.jobs.schedules.save(
        db,
        { ...owner, userId: context.auth.user.id },
        values.schedule as Schedule | null,
      );
    },
    removed: (rows, context) => context.app.jobs.schedules.remove(rows.map((row) => String(row.id))),
    label: (row) => String(row.name ?? row.id),
  },
  handlers: { run: runImport },
};
