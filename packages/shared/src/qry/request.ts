import { z } from 'zod';
import { filterNodeSchema } from './filter';
import { qryLimits } from './limits';
import { aggregateOperandSchema } from './value-types';

const name = z.string().min(1).max(qryLimits.maxName);
/** A kind (`todo`), or one object's data: `table:<id>`, `ref:<id>`, `cube:<id>`, `mount:<id>`. */
const objectName = z.string().min(1).max(160);
/** Record ids: uuids for metadata kinds, keys for warehouse rows. */
const recordId = z.union([z.string().min(1).max(200), z.number().int()]);

/** `{isActive, groups: [{field}], aggregates: [{field, operand}]}`; `count` may omit its field (rows). */
export const groupBySchema = z.strictObject({
  isActive: z.boolean().default(true),
  groups: z
    .array(z.strictObject({ field: name }))
    .max(qryLimits.maxGroups)
    .default([]),
  aggregates: z
    .array(z.strictObject({ field: name.optional(), operand: aggregateOperandSchema }))
    .max(qryLimits.maxAggregates)
    .default([]),
});
export type GroupBy = z.input<typeof groupBySchema>;

/** `{isActive, sorts: [{field, dir}]}`. */
export const orderBySchema = z.strictObject({
  isActive: z.boolean().default(true),
  sorts: z
    .array(z.strictObject({ field: name, dir: z.enum(['asc', 'desc']).default('asc') }))
    .max(qryLimits.maxSorts)
    .default([]),
});
export type OrderBy = z.input<typeof orderBySchema>;

/**
 * `select`: rows of an object, filtered, grouped, sorted and paged (DESIGN §3).
 * @example {op: 'select', object: 'todo', search: 'report', orderby: {isActive: true, sorts: [{field: 'dueDate', dir: 'asc'}]}, limit: 50}
 */
export const selectRequestSchema = z.strictObject({
  op: z.literal('select'),
  object: objectName,
  fields: z.array(name).max(qryLimits.maxFields).optional(),
  search: z.string().max(qryLimits.maxSearch).optional(),
  filter: filterNodeSchema.optional(),
  groupby: groupBySchema.optional(),
  orderby: orderBySchema.optional(),
  offset: z.number().int().min(0).max(qryLimits.maxOffset).default(0),
  /** Above 10,000 is refused (`limit_too_high`), never silently cut. */
  limit: z.number().int().min(0).default(qryLimits.defaultLimit),
  /** `false`: no count, the answer leaves `total` out (a grid's later windows of a query it has counted). */
  total: z.boolean().optional(),
});
export type SelectRequest = z.input<typeof selectRequestSchema>;
export type ParsedSelect = z.output<typeof selectRequestSchema>;

const values = z.record(z.string().max(qryLimits.maxName), z.unknown());
const ids = z.array(recordId).min(1).max(qryLimits.maxIds);

export const getRequestSchema = z.strictObject({ op: z.literal('get'), object: objectName, id: recordId });
export const createRequestSchema = z.strictObject({ op: z.literal('create'), object: objectName, values });
/** `version` is the one read: a row changed since answers 409 `conflict` and keeps the other change. */
export const updateRequestSchema = z.strictObject({
  op: z.literal('update'),
  object: objectName,
  id: recordId,
  version: z.number().int().min(0),
  values,
});
/**
 * Every row a `select` with this search and filter would find, minus `except`: a grid's "select
 * all" beyond the rows it has loaded. The domain, the kind's scope and hidden deleted rows apply
 * as they do to the select; above `qryLimits.maxMatchRows` rows nothing changes (`limit_too_high`).
 * @example {op: 'delete', object: 'todo', match: {search: 'report', except: [id]}}
 */
export const matchSchema = z.strictObject({
  search: z.string().max(qryLimits.maxSearch).optional(),
  filter: filterNodeSchema.optional(),
  except: z.array(recordId).max(qryLimits.maxIds).optional(),
});
export type Match = z.input<typeof matchSchema>;
export type ParsedMatch = z.output<typeof matchSchema>;

/** `ids` or `match`, exactly one. */
const oneTarget = (request: { ids?: unknown; match?: unknown }) =>
  (request.ids === undefined) !== (request.match === undefined);
const target = { ids: ids.optional(), match: matchSchema.optional() };
const oneTargetIssue = { message: 'Send either ids or match', path: ['ids'] };

export const deleteRequestSchema = z
  .strictObject({ op: z.literal('delete'), object: objectName, ...target })
  .refine(oneTarget, oneTargetIssue);
export const restoreRequestSchema = z
  .strictObject({ op: z.literal('restore'), object: objectName, ...target })
  .refine(oneTarget, oneTargetIssue);
/** Deletes for good; without `confirm: true` it answers 400 `confirmation_required`. */
export const removeRequestSchema = z
  .strictObject({
    op: z.literal('remove'),
    object: objectName,
    ...target,
    confirm: z.boolean().optional(),
  })
  .refine(oneTarget, oneTargetIssue);
export const runRequestSchema = z.strictObject({
  op: z.literal('run'),
  object: objectName,
  id: recordId,
  args: z.record(z.string().max(qryLimits.maxName), z.unknown()).optional(),
});
export const schemaRequestSchema = z.strictObject({ op: z.literal('schema'), object: objectName });
/** The console's shared state in one call: blank templates, argument types, group-by operands. */
export const metaRequestSchema = z.strictObject({ op: z.literal('meta') });

/**
 * The body of `POST /api/qry`, one shape per `op`.
 * @example qryRequestSchema.parse({op: 'get', object: 'todo', id: '…'})
 */
export const qryRequestSchema = z.discriminatedUnion('op', [
  selectRequestSchema,
  getRequestSchema,
  createRequestSchema,
  updateRequestSchema,
  deleteRequestSchema,
  restoreRequestSchema,
  removeRequestSchema,
  runRequestSchema,
  schemaRequestSchema,
  metaRequestSchema,
]);
export type QryRequest = z.input<typeof qryRequestSchema>;
export type ParsedQryRequest = z.output<typeof qryRequestSchema>;
export type QryOp = ParsedQryRequest['op'];
/** The operations an object kind can offer (`meta` belongs to the call, not to a kind). */
export type ObjectOp = Exclude<QryOp, 'meta'>;
export const objectOps = [
  'select',
  'get',
  'create',
  'update',
  'delete',
  'restore',
  'remove',
  'run',
  'schema',
] as const satisfies readonly ObjectOp[];
