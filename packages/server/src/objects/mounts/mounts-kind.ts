import { mountValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { Row } from '../../engine/engine';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { describeMount, mountableSource, mountTarget } from './mount-source';

const kind = 'mounts';

/** `row[name]` as text or null (a row as the kind's select answers it). */
const textOf = (row: Row | undefined, name: string) => (row?.[name] == null ? null : String(row[name]));

/**
 * What the source reads for the mount after this write: a table (optionally in a schema) or a
 * query, never both; the source is checked (of the domain, mountable) and described, so a mount
 * is browsable as soon as it is saved.
 */
async function sourceColumns(
  values: Record<string, unknown>,
  context: KindContext,
  current: Row | undefined,
): Promise<Record<string, WriteValue>> {
  const pick = (name: string) => (name in values ? (values[name] as string | null) : textOf(current, name));
  const datasourceId = pick('datasourceId') ?? '';
  const [schema, table, query] = [pick('schema'), pick('table'), pick('query')];
  if ((table === null) === (query === null))
    throw new AppError(400, 'validation_failed', 'A mount reads a table or a query', {
      path: table === null ? 'values.table' : 'values.query',
    });
  const domainId = context.auth.domain.id;
  await mountableSource(context.app, domainId, datasourceId);
  const target = mountTarget({ schema: query === null ? schema : null, table_name: table, query });
  const columns = await describeMount(context.app, domainId, datasourceId, target);
  return {
    datasource_id: { value: datasourceId, cast: 'uuid' },
    schema: { value: query === null ? schema : null },
    table_name: { value: table },
    query: { value: query },
    columns: { value: JSON.stringify(columns), cast: 'jsonb' },
    refreshed_at: { value: new Date().toISOString() },
  };
}

/**
 * Mounts: a PostgreSQL, MySQL/MariaDB or ClickHouse source's table or query as a read-only object
 * of the domain (`mount:<id>`, pushed down to the source). Refresh and Materialise are calls of
 * their own under `/api/mounts/`.
 */
export const mountsKind: ObjectKind = {
  name: kind,
  subject: 'mounts',
  store: 'metadata',
  registry: { table: 'mounts' },
  source: {
    from: 'mounts m JOIN datasources md ON md.id = m.datasource_id LEFT JOIN users mu ON mu.id = m.created_by',
    domain: { column: 'm.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'm.id', { kind }),
    field('name', 'text', 'm.name', { kind, editable: true, required: true }),
    field('description', 'text', 'm.description', { kind, editable: true }),
    field('datasourceId', 'uuid', 'm.datasource_id', { kind, editable: true, required: true }),
    field('datasource', 'text', 'md.name', { kind, link: { idField: 'datasourceId', kind: 'datasources' } }),
    field('sourceType', 'text', 'md.type', { kind, searchable: false }),
    field('schema', 'text', 'm.schema', { kind, editable: true }),
    field('table', 'text', 'm.table_name', { kind, editable: true }),
    field('query', 'text', 'm.query', { kind, editable: true }),
    field('columns', 'integer', 'jsonb_array_length(m.columns)', { kind }),
    field('refreshed', 'datetime', 'm.refreshed_at', { kind }),
    field('createdBy', 'text', 'mu.username', { kind, searchable: false }),
    ...editableTail(kind, 'm'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'mounts',
    values: mountValuesSchema,
    async toColumns(values, context, mode, current) {
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (mode === 'create' && columns.name === undefined)
        throw new AppError(400, 'validation_failed', 'A mount needs a name', { path: 'values.name' });
      const reads = ['datasourceId', 'schema', 'table', 'query'].some((name) => name in values);
      if (mode === 'create' || reads) Object.assign(columns, await sourceColumns(values, context, current));
      if (mode === 'create') columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      return columns;
    },
    label: (row) => String(row.name ?? row.id),
  },
};
