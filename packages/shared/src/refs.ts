import { z } from 'zod';
import { apiRoute } from './api-route';
import { tableIdentifierPattern } from './tables';

const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');

/** Types a reference's member attribute may have. */
export const refAttributeTypes = ['text', 'number', 'integer', 'boolean', 'date'] as const;
export type RefAttributeType = (typeof refAttributeTypes)[number];

/** Names a member's own fields use; an attribute may not take one of them. */
export const refMemberFieldNames = [
  'id',
  'code',
  'name',
  'parent',
  'parentId',
  'order',
  'active',
  'level',
  'leaf',
  'path',
] as const;

export const refAttributeSchema = z.strictObject({
  name: identifier.refine(
    (name) => !(refMemberFieldNames as readonly string[]).includes(name),
    'This name is a member field',
  ),
  type: z.enum(refAttributeTypes),
});
export type RefAttribute = z.infer<typeof refAttributeSchema>;

/** A member's code: unique in its reference, 1–100 characters, no control characters. */
export const refCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((code) => !/[\p{Cc}]/u.test(code), 'No control characters');

/**
 * A reference's values for `/api/qry {object: 'refs'}`: `create` takes name, description and the
 * members' typed attributes; `update` takes name and description (attributes are fixed once made).
 * Members are the rows of `ref:<id>`.
 * @example {op: 'create', object: 'refs', values: {name: 'Regions', attributes: [{name: 'manager', type: 'text'}]}}
 */
export const refValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  attributes: z.array(refAttributeSchema).max(50),
});

/**
 * A member's values for `/api/qry {object: 'ref:<id>'}` (`create`, `update` by member `id`):
 * `parent` is the parent's code (null: a root), `order` its place among its siblings (default:
 * last), plus one value per attribute, checked against its type. A parent that would make a
 * cycle answers 400 `reference_cycle`; a code in use 409 `member_exists`.
 * @example {op: 'create', object: `ref:${id}`, values: {code: 'N', name: 'North', parent: null, manager: 'Ann'}}
 */
export const refMemberCoreSchema = z.strictObject({
  code: refCodeSchema,
  name: z.string().max(500),
  parent: refCodeSchema.nullable(),
  order: z.number().int().min(0).max(1_000_000_000),
  active: z.boolean(),
});

/** A member as the tree call answers it. */
export const refTreeMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  order: z.number().int(),
  active: z.boolean(),
  /** Depth from the root: 0 for a root member. */
  level: z.number().int(),
  /** Number of direct children. */
  children: z.number().int(),
});
export type RefTreeMember = z.infer<typeof refTreeMemberSchema>;

/**
 * `POST /api/refs/tree {refId, parent}` → `{members}`: the direct children of `parent` (a code;
 * null: the roots), in order. Read on `refs`.
 */
export const refTreeSchema = z.strictObject({
  refId: z.uuid(),
  parent: refCodeSchema.nullable().default(null),
});
export const refTreeAnswerSchema = z.object({ members: z.array(refTreeMemberSchema) });

/**
 * `POST /api/refs/move {refId, code, parent, before}` → `{members}` (the new siblings): puts the
 * member under `parent` (null: a root), before the sibling `before` (null: last). Moving a member
 * under itself or one of its descendants: 400 `reference_cycle`. Update on `refs`.
 */
export const refMoveSchema = z.strictObject({
  refId: z.uuid(),
  code: refCodeSchema,
  parent: refCodeSchema.nullable(),
  before: refCodeSchema.nullable().default(null),
});

/** Where imported members come from: a data table of the domain, or an uploaded CSV file. */
export const refImportSourceSchema = z.union([
  z.strictObject({ tableId: z.uuid() }),
  z.strictObject({
    fileId: z.uuid(),
    format: z.literal('csv').default('csv'),
    delimiter: z.string().length(1).default(','),
  }),
]);

/**
 * `POST /api/refs/import {refId, source, columns: {code, name?, parent?}, mode}` →
 * `{inserted, updated}`: members from a table's or file's columns; `merge` updates members whose
 * code exists and adds the others, `replace` removes members missing from the source first. A
 * parent code that is neither in the source nor the reference: 400 `member_not_found`; parents
 * that form a cycle: 400 `reference_cycle`; nothing is changed then. Update on `refs`.
 */
export const refImportSchema = z.strictObject({
  refId: z.uuid(),
  source: refImportSourceSchema,
  columns: z.strictObject({
    code: z.string().min(1).max(255),
    name: z.string().min(1).max(255).optional(),
    parent: z.string().min(1).max(255).optional(),
  }),
  mode: z.enum(['merge', 'replace']).default('merge'),
});
export const refImportAnswerSchema = z.object({ inserted: z.number().int(), updated: z.number().int() });

/** Locales the generated names of a time reference come in. */
export const refLocales = ['en', 'ru', 'de', 'fr', 'pt'] as const;
export type RefLocale = (typeof refLocales)[number];
export const timeLevels = ['year', 'quarter', 'month', 'day'] as const;
export type TimeLevel = (typeof timeLevels)[number];

/**
 * A time reference: years → quarters → months → days (down to `depth`) for the years `from`..`to`.
 * Codes are `2024`, `2024-Q1`, `2024-01`, `2024-01-31`; names in `locale` ("January 2024", "Q1 2024").
 */
export const timeGeneratorSchema = z
  .strictObject({
    kind: z.literal('time'),
    from: z.number().int().min(1900).max(2200),
    to: z.number().int().min(1900).max(2200),
    depth: z.enum(timeLevels).default('month'),
    locale: z.enum(refLocales).default('en'),
  })
  .refine((g) => g.to >= g.from && g.to - g.from < 50, {
    message: 'from ≤ to, at most 50 years',
    path: ['to'],
  });

/** A numbered sequence: `count` flat members coded `<prefix><start + i>`, zero-padded to `pad` digits. */
export const sequenceGeneratorSchema = z.strictObject({
  kind: z.literal('sequence'),
  count: z.number().int().min(1).max(100_000),
  start: z.number().int().min(0).max(1_000_000_000).default(1),
  prefix: z.string().max(40).default(''),
  pad: z.number().int().min(0).max(12).default(0),
});

/**
 * `POST /api/refs/generate {name, generator}` → `{id, members}`: a new reference filled by the
 * generator (create on `refs`).
 * @example {name: 'Calendar', generator: {kind: 'time', from: 2024, to: 2025, depth: 'month', locale: 'de'}}
 */
export const refGenerateSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  generator: z.union([timeGeneratorSchema, sequenceGeneratorSchema]),
});
export const refGenerateAnswerSchema = z.object({ id: z.string(), members: z.number().int() });

/** The calls of references beside `/api/qry`: moving a member, importing and generating members. */
export const refRoutes = {
  tree: apiRoute({
    path: '/api/refs/tree',
    body: refTreeSchema,
    answer: refTreeAnswerSchema,
    ability: ['read', 'refs'],
    errors: ['not_found'],
  }),
  move: apiRoute({
    path: '/api/refs/move',
    body: refMoveSchema,
    answer: refTreeAnswerSchema,
    ability: ['update', 'refs'],
    errors: ['not_found', 'conflict', 'member_not_found', 'reference_cycle'],
  }),
  importMembers: apiRoute({
    path: '/api/refs/import',
    body: refImportSchema,
    answer: refImportAnswerSchema,
    ability: ['update', 'refs'],
    errors: ['not_found', 'conflict', 'member_exists', 'reference_cycle', 'job_queue_full'],
  }),
  generate: apiRoute({
    path: '/api/refs/generate',
    body: refGenerateSchema,
    answer: refGenerateAnswerSchema,
    ability: ['create', 'refs'],
    errors: ['not_found', 'name_taken', 'column_missing', 'job_queue_full'],
  }),
};
