import { type FieldDef, field } from '../../engine/compiler/object-schema';
import { queryError } from '../../engine/compiler/query-error';
import { scalarFor } from '../../engine/compiler/values';
import { valueTypes } from '../../engine/warehouse/column-values';
import type { ColumnValue } from '../../engine/warehouse/warehouse';
import { AppError, notFound } from '../../lib/app-error';
import type { KindHandlers, ObjectKind } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import type { KindResolver } from '../../qry/registry';
import { type DataTable, findTable, logTableChange, refreshStats } from './data-tables';

const duplicateKey = (key: unknown) =>
  new AppError(409, 'duplicate_key', 'A row with this key exists', { path: 'values', key });

/** Values of a row write, each checked against its column. */
function columnValues(kind: ObjectKind, table: DataTable, values: Record<string, unknown>): ColumnValue[] {
  return Object.entries(values).map(([name, raw]) => {
    const column = table.columns.find((c) => c.name === name);
    const def = kind.fields.find((f) => f.name === name);
    if (!column || !def) throw queryError('unknown_field', `values.${name}`, `No column "${name}"`);
    if (raw === null) {
      if (!column.nullable || name === table.key)
        throw queryError('invalid_value', `values.${name}`, `${name} cannot be empty`);
      return { column: name, type: def.type, value: null };
    }
    const value = scalarFor(def, raw);
    if (value === undefined)
      throw queryError('invalid_value', `values.${name}`, `${name}: not a ${def.type} value`);
    return { column: name, type: def.type, value };
  });
}

function handlersFor(kind: ObjectKind, table: DataTable): KindHandlers {
  const keyField = kind.fields.find((f) => f.name === table.key);
  const keyOf = (id: unknown, path: string) => {
    const key = keyField ? scalarFor(keyField, id) : undefined;
    if (key === undefined || key === null) throw queryError('invalid_value', path, 'not a key of this table');
    return key;
  };
  const keyed = { name: table.name, key: table.key ?? '' };
  return {
    async create(values, context) {
      const written = columnValues(kind, table, values);
      for (const column of table.columns)
        if ((!column.nullable || column.name === table.key) && !(column.name in values))
          throw queryError('invalid_value', `values.${column.name}`, `${column.name} is required`);
      const key = keyOf(values[table.key ?? ''], `values.${table.key}`);
      if (!(await context.app.warehouse.insertRow(context.auth.domain.id, keyed, written, key)))
        throw duplicateKey(key);
      await Promise.all([
        refreshStats(context.app, table),
        logTableChange(context, table, 'rows.create', { key }),
      ]);
      return getRow(kind, context, key as string | number);
    },
    async update(id, _version, values, context) {
      const key = keyOf(id, 'id');
      if (table.key && table.key in values && scalarFor(keyField as FieldDef, values[table.key]) !== key)
        throw new AppError(400, 'key_column', 'The key of a row cannot change', {
          path: `values.${table.key}`,
        });
      const written = columnValues(kind, table, values);
      if (written.length === 0) return getRow(kind, context, key as string | number);
      if (!(await context.app.warehouse.updateRow(context.auth.domain.id, keyed, key, written)))
        throw notFound();
      await logTableChange(context, table, 'rows.update', { key });
      return getRow(kind, context, key as string | number);
    },
    async change(op, ids, context) {
      if (op !== 'delete')
        throw new AppError(405, 'operation_not_allowed', `Rows do not allow ${op}`, { path: 'op' });
      const keys = ids.map((id, index) => keyOf(id, `ids[${index}]`));
      const count = await context.app.warehouse.deleteRows(context.auth.domain.id, keyed, keys);
      if (count > 0)
        await Promise.all([
          refreshStats(context.app, table),
          logTableChange(context, table, 'rows.delete', { keys: keys.slice(0, 20), count }),
        ]);
      return count;
    },
  };
}

/**
 * `table:<id>`: the rows of the domain's data table `id`, fields from its columns (identifiers
 * quoted by the dialect, never from the request). With a key: select, get, create, update and
 * delete by key; without one: select (and export) only.
 * @example await registry.resolve(`table:${id}`, ctx) // {fields: [{name: 'region', type: 'text'}, …]}
 */
export const dataTableResolver: KindResolver = async (id, context) => {
  let table: DataTable;
  try {
    table = await findTable(context.app, context.auth.domain.id, id);
  } catch {
    return undefined;
  }
  const quote = (name: string) => context.app.warehouse.dialect.quote(name);
  const fields: FieldDef[] = table.columns.map((column) =>
    field(column.name, valueTypes[column.type], quote(column.name), {
      kind: 'tables',
      editable: table.key !== null,
      required: !column.nullable || column.name === table.key,
      // The table's own data, shown as it is.
      internal: false,
    }),
  );
  const kind: ObjectKind = {
    name: `table:${table.id}`,
    subject: 'tables',
    store: 'warehouse',
    source: { from: quote(table.name), domain: 'own-database', key: table.key },
    fields,
    ops: table.key ? ['select', 'get', 'create', 'update', 'delete', 'schema'] : ['select', 'schema'],
    softDelete: false,
    versioned: false,
  };
  if (table.key) kind.handlers = handlersFor(kind, table);
  return kind;
};
