import {
  type ParsedReportView,
  type ReportSource,
  reportChartTypes,
  reportValuesSchema,
  reportViewSchema,
} from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { Row } from '../../engine/engine';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { checkDefinition, runView } from './report-source';

const kind = 'reports';

/** A saved report's source and view as stored (the view parsed again, so defaults apply). */
export function definitionOf(row: Row): { source: ReportSource; view: ParsedReportView } {
  return {
    source: { kind: row.sourceKind as ReportSource['kind'], id: String(row.sourceId) },
    view: reportViewSchema.parse(row.view),
  };
}

/** A report of the caller's domain with its definition (404 `not_found`); a deleted one is 400 `validation_failed`. */
export async function savedReport(id: string | number, context: KindContext) {
  const row = await getRow(reportsKind, context, id);
  if (row.deleted) throw new AppError(400, 'validation_failed', 'The report is deleted', { path: 'id' });
  return { row, ...definitionOf(row) };
}

/** `run` → the report's values now (`ReportRunAnswer`); a removed source is 409 `report_source_missing`. */
async function runReport(id: string | number, _args: Record<string, unknown>, context: KindContext) {
  const { source, view } = await savedReport(id, context);
  return runView(source, view, context);
}

/**
 * Reports (DESIGN §1): a saved pivot (cube) or grid view (table, mount) with a chart type and a
 * title. Viewers read and run them (open, download); building one needs create or update. The
 * source's name is joined in; it is empty once the source is removed.
 */
export const reportsKind: ObjectKind = {
  name: kind,
  subject: 'reports',
  store: 'metadata',
  registry: { table: 'reports', name: 'title' },
  source: {
    from: `reports r LEFT JOIN users ru ON ru.id = r.created_by
      LEFT JOIN cubes rc ON r.source_kind = 'cube' AND rc.id = r.source_id AND rc.domain_id = r.domain_id AND rc.deleted_at IS NULL
      LEFT JOIN data_tables rt ON r.source_kind = 'table' AND rt.id = r.source_id AND rt.domain_id = r.domain_id AND rt.deleted_at IS NULL
      LEFT JOIN mounts rm ON r.source_kind = 'mount' AND rm.id = r.source_id AND rm.domain_id = r.domain_id AND rm.deleted_at IS NULL`,
    domain: { column: 'r.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'r.id', { kind }),
    field('title', 'text', 'r.title', { kind, editable: true, required: true }),
    field('description', 'text', 'r.description', { kind, editable: true }),
    field('chart', 'enum', 'r.chart', {
      kind,
      editable: true,
      required: true,
      enumValues: [...reportChartTypes],
      valueTitles: 'reports.charts',
    }),
    field('sourceKind', 'text', 'r.source_kind', { kind, searchable: false, internal: true }),
    field('sourceId', 'uuid', 'r.source_id', { kind }),
    // The source's kind as the console names kinds (`cube` → `cubes`), for the link to it.
    field('sourceObject', 'text', "(r.source_kind || 's')", { kind, internal: true }),
    field('sourceName', 'text', 'COALESCE(rc.name, rt.name, rm.name)', {
      kind,
      link: { idField: 'sourceId', kindField: 'sourceObject' },
    }),
    field('view', 'json', 'r.view', { kind }),
    field('createdBy', 'text', 'ru.username', { kind, searchable: false }),
    ...editableTail(kind, 'r'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'run', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'reports',
    values: reportValuesSchema,
    async toColumns(values, context, mode, current?: Row) {
      const columns: Record<string, WriteValue> = {};
      if (values.title !== undefined) columns.title = { value: String(values.title) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (values.chart !== undefined) columns.chart = { value: String(values.chart) };
      if (mode === 'create')
        for (const name of ['title', 'source', 'view', 'chart'] as const)
          if (values[name] === undefined)
            throw new AppError(400, 'validation_failed', `A report needs ${name}`, {
              path: `values.${name}`,
            });
      if (values.source !== undefined || values.view !== undefined) {
        const saved = current ? definitionOf(current) : undefined;
        const source = (values.source ?? saved?.source) as ReportSource;
        const view = (values.view ?? saved?.view) as ParsedReportView;
        await checkDefinition(source, view, context);
        columns.source_kind = { value: source.kind };
        columns.source_id = { value: source.id, cast: 'uuid' };
        columns.view = { value: JSON.stringify(view), cast: 'jsonb' };
      }
      if (mode === 'create') columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      return columns;
    },
    label: (row) => String(row.title ?? row.id),
  },
  handlers: { run: runReport },
};
