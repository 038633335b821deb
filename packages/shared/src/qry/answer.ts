import { z } from 'zod';
import { type FilterNode, filterNodeSchema } from './filter';
import { type GroupBy, groupBySchema, type OrderBy, orderBySchema } from './request';
import {
  aggregateOperandSchema,
  conditionOpSchema,
  operandTypes,
  operatorsByType,
  valueTypeSchema,
  valueTypes,
} from './value-types';

/** A result column: `title` is an i18n key, `fields.<kind>.<name>` (aggregates: `<operand>_<field>`). */
export const columnSchema = z.object({ name: z.string(), type: valueTypeSchema, title: z.string() });
export type Column = z.infer<typeof columnSchema>;

const row = z.record(z.string(), z.unknown());
export type QryRow = Record<string, unknown>;

/**
 * `select` → `{columns, rows, total}`; grouped: one row per group, `total` = the number of groups.
 * A request with `total: false` gets no `total`.
 */
export const selectAnswerSchema = z.object({
  columns: z.array(columnSchema),
  rows: z.array(row),
  total: z.number().int().optional(),
});
/** A select's answer; `total` is there unless the request said `total: false`. */
export type SelectAnswer = z.infer<typeof selectAnswerSchema> & { total: number };
/** The answer of a select sent with `total: false`. */
export type SelectPage = Omit<SelectAnswer, 'total'>;
/** `get`, `create` (201), `update` → `{row}`. */
export const rowAnswerSchema = z.object({ row });
/** `delete`, `restore`, `remove` → `{count}` of rows changed. */
export const countAnswerSchema = z.object({ count: z.number().int() });

/** One field of an object's schema, as `schema` answers it. */
export const fieldInfoSchema = z.object({
  name: z.string(),
  type: valueTypeSchema,
  title: z.string(),
  filterable: z.boolean(),
  sortable: z.boolean(),
  editable: z.boolean(),
  required: z.boolean(),
  /** Part of `search`. */
  searchable: z.boolean(),
  /** Allowed values of an `enum` or `tags` field. */
  enumValues: z.array(z.string()).optional(),
  /** Where an `enum` or `tags` field's values are named in the console's language (`roles` → `roles.admin`). */
  valueTitles: z.string().optional(),
  /** How a whole number is said: `bytes` a size (`1.5 MB`), `count` with the language's digit groups (`2,880`). */
  unit: z.enum(['bytes', 'count']).optional(),
  /**
   * A machine value (an id, a JSON structure): the console shows it neither as a column nor on a
   * card; other fields say it in words (a reference's name) and editors edit it.
   */
  internal: z.boolean().optional(),
  /**
   * The field names another object: the console links its value to that object's screen. The id
   * is in field `idField`; the kind is `kind`, or the value of field `kindField`.
   * @example {idField: 'sourceId', kindField: 'sourceObject'}
   */
  link: z
    .object({ idField: z.string(), kind: z.string().optional(), kindField: z.string().optional() })
    .optional(),
});
export type FieldInfo = z.infer<typeof fieldInfoSchema>;

/** `schema` → the object's fields, its key, the ops the caller may use and the operators per field type. */
export const schemaAnswerSchema = z.object({
  object: z.string(),
  key: z.string().nullable(),
  fields: z.array(fieldInfoSchema),
  ops: z.array(z.string()),
  /** Soft delete: a `deleted` field, `delete` hides, `restore` brings back. */
  softDelete: z.boolean(),
  /** Rows carry `version`; `update` must send it. */
  versioned: z.boolean(),
});
export type SchemaAnswer = z.infer<typeof schemaAnswerSchema>;

/** The spec's blank filter: an active, expanded AND root named "Root Node" with nothing in it. */
export function blankFilter(): FilterNode {
  return {
    isactive: true,
    isexpanded: true,
    name: 'Root Node',
    operator: { id: 1, sid: 'and', name: 'AND' },
    childnodes: [],
    conditions: [],
  };
}
/** The spec's blank group-by: `{isActive: false, groups: []}` (aggregates added as chosen). */
export function blankGroupBy(): GroupBy {
  return { isActive: false, groups: [], aggregates: [] };
}
/** The spec's blank order-by: `{isActive: false, sorts: []}`. */
export function blankOrderBy(): OrderBy {
  return { isActive: false, sorts: [] };
}

/**
 * `{op: 'meta'}` → the console's shared state (SPEC §3): blank templates, the argument types with
 * their operators, and the group-by operands with the types each fits.
 */
export const metaAnswerSchema = z.object({
  blankFilter: filterNodeSchema,
  blankGroupBy: groupBySchema,
  blankOrderBy: orderBySchema,
  argumentTypes: z.array(z.object({ type: valueTypeSchema, operators: z.array(conditionOpSchema) })),
  groupByOperands: z.array(z.object({ operand: aggregateOperandSchema, types: z.array(valueTypeSchema) })),
});
export type MetaAnswer = z.infer<typeof metaAnswerSchema>;

/** The meta answer; the same on every call, so the console loads it once per session. */
export function qryMeta(): MetaAnswer {
  return {
    blankFilter: blankFilter(),
    blankGroupBy: { isActive: false, groups: [], aggregates: [] },
    blankOrderBy: { isActive: false, sorts: [] },
    argumentTypes: valueTypes.map((type) => ({ type, operators: [...operatorsByType[type]] })),
    groupByOperands: aggregateOperandSchema.options.map((operand) => ({
      operand,
      types: [...operandTypes[operand]],
    })),
  };
}

/**
 * What `/api/qry` answers, by op: `select` a page, `get`/`create`/`update` a row, `delete`/
 * `restore`/`remove` a count, `schema` and `meta` theirs, `run` what the kind's run gives back.
 * Documentation only: the console checks each op's answer by its own schema.
 */
export const qryAnswerSchema = z.union([
  selectAnswerSchema,
  rowAnswerSchema,
  countAnswerSchema,
  schemaAnswerSchema,
  metaAnswerSchema,
  z.record(z.string(), z.unknown()),
]);
