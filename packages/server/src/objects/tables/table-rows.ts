import { type FieldDef, field } from '../../engine/compiler/object-schema';
import { SqlParams } from '../../engine/compiler/params';
import { queryError } from '../../engine/compiler/query-error';
import { scalarFor } from '../../engine/compiler/values';
import type { Row, SqlValue } from '../../engine/engine';
import { AppError, notFound } from '../../lib/app-error';
import type { KindContext, KindHandlers, ObjectKind } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import type { KindResolver } from '../../qry/registry';
import { runWarehouse } from '../run-query';
import { type DataTable, findTable, logTableChange, refreshStats } from './data-tables';
import { valueTypes } from './table-columns';

const duplicateKey = (key: unknown) =>
  new AppError(409, 'duplicate_key', 'A row with this key exists', { path: 'values', key });

/** Values of a row write, each checked against its column: `[column, bound placeholder]`. */
function boundValues(kind: ObjectKind, table: DataTable, params: SqlParams, values: Record<string, unknown>) {
  const { dialect } = params;
  return Object.entries(values).map(([name, raw]): [FieldDef, string] => {
    const column = table.columns.find((c) => c.name === name);
    const def = kind.fields.find((f) => f.name === name);
    if (!column || !def) throw queryError('unknown_field', `values.${name}`, `No column "${name}"`);
    if (raw === null) {
      if (!column.nullable || name === table.key)
        throw queryError('invalid_value', `values.${name}`, `${name} cannot be empty`);
      return [def, 'NULL'];
    }
    const value = scalarFor(def, raw);
    if (value === undefined)
      throw queryError('invalid_value', `values.${name}`, `${name}: not a ${def.type} value`);
    return [def, dialect.typed(params.add(value), def.type)];
  });
}

/** Engine refusals of a value (out of range, NOT NULL) are the caller's mistake, not a 500. */
async function write(context: KindContext, sql: string, params: SqlValue[]): Promise<Row[]> {
  try {
    const [rows] = await runWarehouse(context.app, context.auth.domain.id, [{ sql, params }]);
    return rows ?? [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/Conversion Error|Constraint Error|Out of Range|Invalid Input/i.test(message))
      throw queryError('invalid_value', 'values', message.split('\n')[0] ?? 'Invalid value');
    throw error;
  }
}

function handlersFor(kind: ObjectKind, table: DataTable): KindHandlers {
  const keyField = kind.fields.find((f) => f.name === table.key);
  const keyOf = (id: unknown, path: string) => {
    const key = keyField ? scalarFor(keyField, id) : undefined;
    if (key === undefined || key === null) throw queryError('invalid_value', path, 'not a key of this table');
    return key;
  };
  return {
    async create(values, context) {
      const dialect = context.app.warehouse.dialect;
      const params = new SqlParams(dialect);
      const bound = boundValues(kind, table, params, values);
      for (const column of table.columns)
        if ((!column.nullable || column.name === table.key) && !(column.name in values))
          throw queryError('invalid_value', `values.${column.name}`, `${column.name} is required`);
      const key = keyOf(values[table.key ?? ''], `values.${table.key}`);
      const names = bound.map(([def]) => dialect.quote(def.name)).join(', ');
      const from = dialect.quote(table.name);
      const keyColumn = dialect.quote(table.key ?? '');
      const keyParam = params.add(key);
      const sql = `INSERT INTO ${from} (${names}) SELECT ${bound.map(([, p]) => p).join(', ')} WHERE NOT EXISTS (SELECT 1 FROM ${from} WHERE ${keyColumn} = ${keyParam}) RETURNING ${keyColumn}`;
      const rows = await write(context, sql, params.values);
      if (rows.length === 0) throw duplicateKey(key);
      await Promise.all([
        refreshStats(context.app, table),
        logTableChange(context, table, 'rows.create', { key }),
      ]);
      return getRow(kind, context, key as string | number);
    },
    async update(id, _version, values, context) {
      const dialect = context.app.warehouse.dialect;
      const key = keyOf(id, 'id');
      if (table.key && table.key in values && scalarFor(keyField as FieldDef, values[table.key]) !== key)
        throw new AppError(400, 'key_column', 'The key of a row cannot change', {
          path: `values.${table.key}`,
        });
      const params = new SqlParams(dialect);
      const bound = boundValues(kind, table, params, values);
      if (bound.length === 0) return getRow(kind, context, key as string | number);
      const sets = bound.map(([def, p]) => `${dialect.quote(def.name)} = ${p}`);
      const sql = `UPDATE ${dialect.quote(table.name)} SET ${sets.join(', ')} WHERE ${dialect.quote(table.key ?? '')} = ${params.add(key)} RETURNING 1 AS ok`;
      if ((await write(context, sql, params.values)).length === 0) throw notFound();
      await logTableChange(context, table, 'rows.update', { key });
      return getRow(kind, context, key as string | number);
    },
    async change(op, ids, context) {
      if (op !== 'delete')
        throw new AppError(405, 'operation_not_allowed', `Rows do not allow ${op}`, { path: 'op' });
      const dialect = context.app.warehouse.dialect;
      const params = new SqlParams(dialect);
      const keys = ids.map((id, index) => keyOf(id, `ids[${index}]`));
      const list = keys.map((key) => params.add(key)).join(', ');
      const sql = `DELETE FROM ${dialect.quote(table.name)} WHERE ${dialect.quote(table.key ?? '')} IN (${list}) RETURNING 1 AS ok`;
      const count = (await write(context, sql, params.values)).length;
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
