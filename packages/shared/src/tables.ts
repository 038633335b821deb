import { z } from 'zod';
import { apiRoute } from './api-route';

/**
 * Column types a data table may have (a closed list; the warehouse dialect names each).
 * `decimal` is DECIMAL(18, 4) in DuckDB.
 */
export const tableColumnTypes = [
  'text',
  'integer',
  'bigint',
  'double',
  'decimal',
  'boolean',
  'date',
  'timestamp',
] as const;
export type TableColumnType = (typeof tableColumnTypes)[number];

/** Table and column names: a letter or `_`, then letters, digits, `_`; at most 63 (a PostgreSQL identifier). */
export const tableIdentifierPattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');

export const tableColumnSchema = z.strictObject({
  name: identifier,
  type: z.enum(tableColumnTypes),
  nullable: z.boolean().default(true),
});
export type TableColumn = z.output<typeof tableColumnSchema>;

/** At most this many columns in one data table. */
export const maxTableColumns = 500;

/** One change of `update` on a data table: add, rename or drop a column. */
export const tableAlterStepSchema = z.union([
  z.strictObject({ add: tableColumnSchema }),
  z.strictObject({ rename: z.strictObject({ from: identifier, to: identifier }) }),
  z.strictObject({ drop: identifier }),
]);
export type TableAlterStep = z.input<typeof tableAlterStepSchema>;

/**
 * A data table's values for `/api/qry {object: 'tables'}`: `create` takes name, description,
 * columns and an optional key (one of the columns, never null); `update` takes description and
 * `alter` steps, applied in order. The name and the key are fixed once created.
 * @example {op: 'create', object: 'tables', values: {name: 'orders', columns: [{name: 'id', type: 'integer'}], key: 'id'}}
 * @example {op: 'update', object: 'tables', id, version: 1, values: {alter: [{add: {name: 'note', type: 'text'}}, {drop: 'old'}]}}
 */
export const tableValuesSchema = z.strictObject({
  name: identifier,
  description: z.string().max(2000),
  columns: z.array(tableColumnSchema).min(1).max(maxTableColumns),
  key: identifier.nullable(),
  alter: z.array(tableAlterStepSchema).min(1).max(50),
});

/** `POST /api/tables/clear {id}` → `{rows: 0}`: every row deleted, the table and its columns kept. */
export const clearTableSchema = z.strictObject({ id: z.uuid() });
export const tableRoutes = {
  clear: apiRoute({
    path: '/api/tables/clear',
    body: clearTableSchema,
    answer: z.object({ rows: z.literal(0) }),
    ability: ['update', 'tables'],
    errors: ['not_found', 'job_running'],
  }),
};
