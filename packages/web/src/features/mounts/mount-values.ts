import { type MountValues, type QryRow, tableIdentifierPattern } from '@cubus/shared';
import type { SourceTarget } from '../../lib/sources-client';
import { warehouseIdentifier } from '../../lib/warehouse-identifier';

/** Source types a mount can read live (files are imported, not mounted). */
export const mountableTypes: readonly string[] = ['postgres', 'mysql', 'clickhouse'];

/** What the mount editor collects. */
export interface MountForm {
  name: string;
  description: string;
  datasourceId: string | null;
  target: SourceTarget | null;
}

export const blankMount: MountForm = { name: '', description: '', datasourceId: null, target: null };

/** A saved mount back in the editor. */
export function mountFormOf(row: QryRow): MountForm {
  const query = row.query == null ? null : String(row.query);
  const table = row.table == null ? null : String(row.table);
  return {
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    datasourceId: row.datasourceId == null ? null : String(row.datasourceId),
    target:
      query !== null
        ? { query }
        : table !== null
          ? { schema: row.schema == null ? '' : String(row.schema), table }
          : null,
  };
}

/** Whether the form can be saved: a name, a source, and its table or query. */
export const mountReady = (form: MountForm) =>
  form.name.trim() !== '' && form.datasourceId !== null && form.target !== null;

/**
 * The values `/api/qry` create and update take: exactly one of table and query; a table without
 * a schema (MySQL has none to choose) sends `schema: null`.
 */
export function mountValuesOf(form: MountForm): MountValues {
  const target = form.target;
  const table = target && 'table' in target ? target : null;
  return {
    name: form.name.trim(),
    description: form.description,
    datasourceId: form.datasourceId ?? '',
    schema: table?.schema ? table.schema : null,
    table: table ? table.table : null,
    query: target && 'query' in target ? target.query : null,
  };
}

/** What a mount reads, as one line: `schema.table`, or the query's first line cut at 60 characters. */
export function readsOf(row: { schema?: unknown; table?: unknown; query?: unknown }): string {
  if (row.table != null) return row.schema ? `${String(row.schema)}.${String(row.table)}` : String(row.table);
  const first =
    String(row.query ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return first.length > 60 ? `${first.slice(0, 59)}…` : first;
}

/** A data table name for a materialised mount: its name in the warehouse's identifier form. */
export const tableNameFor = (name: string) => warehouseIdentifier(name, 'mount', 't_');

export const validTableName = (name: string) => tableIdentifierPattern.test(name);
