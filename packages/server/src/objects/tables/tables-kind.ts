import { type TableAlterStep, type TableColumn, tableValuesSchema } from '@cubus/shared';
import { sql } from 'kysely';
import { field } from '../../engine/compiler/object-schema';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { checkValues, createRow, updateRow } from '../../qry/writes';
import { alterColumns, checkColumns } from './table-columns';

const kind = 'tables';
const tableExists = (name: string) =>
  new AppError(409, 'table_exists', `A table named "${name}" exists`, { path: 'values.name' });

const conflict = (version: unknown) =>
  new AppError(409, 'conflict', 'Someone changed this in the meantime', { version });

async function nameTaken(context: KindContext, name: string): Promise<boolean> {
  const row = await context.app.db
    .selectFrom('data_tables')
    .select('id')
    .where('domain_id', '=', context.auth.domain.id)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** `create`: the warehouse table first (a name the engine refuses writes nothing), then its row. */
async function createTable(values: Record<string, unknown>, context: KindContext) {
  const checked = checkValues(tableValuesSchema.omit({ alter: true }).partial().strict(), values);
  const name = checked.name as string | undefined;
  const columns = checked.columns as TableColumn[] | undefined;
  if (name === undefined || columns === undefined)
    throw new AppError(400, 'validation_failed', 'A table needs a name and columns', {
      path: name === undefined ? 'values.name' : 'values.columns',
    });
  const key = (checked.key as string | null | undefined) ?? null;
  checkColumns(columns, key);
  if (await nameTaken(context, name)) throw tableExists(name);
  const domainId = context.auth.domain.id;
  try {
    await context.app.warehouse.createTable(domainId, name, columns, key);
  } catch {
    // A warehouse table of that name that no data table describes (made by hand or left over).
    throw tableExists(name);
  }
  try {
    return await createRow(tablesKind, context, { ...checked, key });
  } catch (error) {
    await context.app.warehouse.dropTable(domainId, name);
    throw error;
  }
}

/** `update`: the `alter` steps run in one warehouse transaction, then the row records the new columns. */
async function alterTable(
  id: string | number,
  version: number,
  values: Record<string, unknown>,
  context: KindContext,
) {
  const checked = checkValues(tableValuesSchema.partial().strict(), values);
  if (checked.name !== undefined || checked.columns !== undefined || checked.key !== undefined)
    throw new AppError(400, 'validation_failed', 'Name, columns and key are fixed: send alter steps', {
      path: 'values',
    });
  const current = await getRow(tablesKind, context, id);
  if (current.version !== version) throw conflict(current.version);
  const steps = checked.alter as TableAlterStep[] | undefined;
  if (steps) {
    const key = (current.key as string | null) ?? null;
    // Checked first: a refused step changes nothing.
    alterColumns(current.columns as TableColumn[], key, steps);
    await context.app.warehouse.alterTable(context.auth.domain.id, String(current.name), steps);
  }
  return updateRow(tablesKind, context, id, version, values);
}

/**
 * Data tables: tables of the domain's warehouse with typed columns and an optional key. The
 * warehouse table is named as the data table (names checked by a strict pattern and quoted by
 * the dialect). Delete is soft and keeps the table; remove drops it. Rows: `table:<id>`.
 */
export const tablesKind: ObjectKind = {
  name: kind,
  subject: 'tables',
  store: 'metadata',
  registry: { table: 'data_tables' },
  source: {
    from: 'data_tables dt LEFT JOIN users dtu ON dtu.id = dt.created_by',
    domain: { column: 'dt.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'dt.id', { kind }),
    field('name', 'text', 'dt.name', { kind, editable: true, required: true }),
    field('description', 'text', 'dt.description', { kind, editable: true }),
    field('columns', 'json', 'dt.columns', { kind, editable: true, required: true }),
    field('key', 'text', 'dt.key', { kind, editable: true }),
    field('rows', 'integer', '(dt.rows::double precision)', { kind, unit: 'count' }),
    field('size', 'integer', '(dt.size::double precision)', { kind, unit: 'bytes' }),
    field('createdBy', 'text', 'dtu.username', { kind, searchable: false }),
    ...editableTail(kind, 'dt'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'data_tables',
    values: tableValuesSchema,
    async toColumns(values, context, mode, current) {
      const columns: Record<string, WriteValue> = {};
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (mode === 'create') {
        columns.name = { value: String(values.name) };
        columns.columns = { value: JSON.stringify(values.columns), cast: 'jsonb' };
        columns.key = { value: (values.key as string | null) ?? null };
        columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      } else if (values.alter !== undefined && current) {
        const key = (current.key as string | null) ?? null;
        const altered = alterColumns(current.columns as TableColumn[], key, values.alter as TableAlterStep[]);
        columns.columns = { value: JSON.stringify(altered), cast: 'jsonb' };
      }
      return columns;
    },
    async removed(rows, context) {
      for (const row of rows) await context.app.warehouse.dropTable(context.auth.domain.id, String(row.name));
    },
    label: (row) => String(row.name ?? row.id),
  },
  handlers: {
    create: createTable,
    update: alterTable,
  },
};
