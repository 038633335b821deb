import { datasourceTypes, datasourceValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import { parseHost } from '../../engine/drivers/source-address';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';

const kind = 'datasources';
const columnOf = {
  host: 'host',
  port: 'port',
  database: 'database',
  username: 'username',
  ssl: 'ssl',
  path: 'path',
} as const;

/** The associated data a source's password is sealed with: it opens in its own domain only. */
export const passwordPurpose = (domainId: string) => `datasource-password:${domainId}`;

function sealPassword(context: KindContext, password: unknown): WriteValue {
  if (password === null) return { value: null };
  return { value: context.app.secretBox.seal(String(password), passwordPurpose(context.auth.domain.id)) };
}

/**
 * Connections to PostgreSQL, MySQL/MariaDB, ClickHouse and server files. The password is sealed
 * at rest and never answered (`hasPassword` says whether one is set). Test, browse and preview
 * are calls of their own under `/api/datasources/`.
 */
export const datasourcesKind: ObjectKind = {
  name: kind,
  subject: 'datasources',
  store: 'metadata',
  registry: { table: 'datasources' },
  source: {
    from: 'datasources d LEFT JOIN users du ON du.id = d.created_by',
    domain: { column: 'd.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'd.id', { kind }),
    field('name', 'text', 'd.name', { kind, editable: true, required: true }),
    field('description', 'text', 'd.description', { kind, editable: true }),
    field('type', 'enum', 'd.type', {
      kind,
      editable: true,
      required: true,
      enumValues: [...datasourceTypes],
      valueTitles: 'datasources.types',
    }),
    field('host', 'text', 'd.host', { kind, editable: true }),
    field('port', 'integer', 'd.port', { kind, editable: true }),
    field('database', 'text', 'd.database', { kind, editable: true }),
    field('username', 'text', 'd.username', { kind, editable: true }),
    field('hasPassword', 'boolean', '(d.password_sealed IS NOT NULL)', { kind }),
    field('ssl', 'boolean', 'd.ssl', { kind, editable: true }),
    field('path', 'text', 'd.path', { kind, editable: true }),
    field('createdBy', 'text', 'du.username', { kind, searchable: false }),
    ...editableTail(kind, 'd'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'datasources',
    values: datasourceValuesSchema,
    async toColumns(values, context, mode) {
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (values.type !== undefined) columns.type = { value: String(values.type) };
      for (const [name, column] of Object.entries(columnOf))
        if (values[name] !== undefined)
          columns[column] = { value: values[name] as string | number | boolean | null };
      // A host is a host: never a socket path, a URL or anything pasted after it (400 invalid_host).
      if (typeof values.host === 'string') columns.host = { value: parseHost(values.host) };
      if (values.password !== undefined) columns.password_sealed = sealPassword(context, values.password);
      if (mode === 'create') {
        if (columns.name === undefined || columns.type === undefined)
          throw new AppError(400, 'validation_failed', 'A data source needs a name and a type', {
            path: columns.name === undefined ? 'values.name' : 'values.type',
          });
        columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      }
      return columns;
    },
    label: (row) => String(row.name ?? row.id),
  },
};
