import { z } from 'zod';
import { captionSchema, cubeMeasureSchema, measureAggregations, measureTypes } from './measures';
import { numberFormatSchema } from './number-format';
import { tableIdentifierPattern } from './tables';

const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');
const code = z.string().min(1).max(100);

/**
 * One change of a cube's structure. Measures: add (its facts start empty), update (rename, its
 * aggregation, its number format, its type: values are converted, rounded half away from zero;
 * a new aggregation keeps what the facts hold, an average counting each fact once; its caption),
 * remove (its values go). Dimensions: add one bound to a reference
 * (the facts there are go to `member`, a leaf, required when facts exist), remove one (`keep`:
 * `aggregate` folds the facts over it by each measure's aggregation, `last` taking the latest time
 * member when it is the time dimension; or `{member}` keeps only the facts under that member), and
 * mark the scenario dimension (`null`: none).
 */
export const cubeStructureChangeSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add-measure'), measure: cubeMeasureSchema }),
  z.strictObject({
    op: z.literal('update-measure'),
    name: identifier,
    measure: z.strictObject({
      name: identifier.optional(),
      aggregation: z.enum(measureAggregations).optional(),
      format: numberFormatSchema.nullable().optional(),
      caption: captionSchema.nullable().optional(),
      type: z.enum(measureTypes).optional(),
      precision: z.number().int().min(1).max(18).optional(),
      scale: z.number().int().min(0).max(18).optional(),
    }),
  }),
  z.strictObject({ op: z.literal('remove-measure'), name: identifier }),
  z.strictObject({
    op: z.literal('add-dimension'),
    dimension: z.strictObject({ name: identifier, refId: z.uuid() }),
    member: code.optional(),
  }),
  z.strictObject({
    op: z.literal('remove-dimension'),
    name: identifier,
    keep: z.union([z.literal('aggregate'), z.strictObject({ member: code })]),
  }),
  z.strictObject({ op: z.literal('set-scenario'), name: identifier.nullable() }),
]);
export type CubeStructureChange = z.input<typeof cubeStructureChangeSchema>;

/**
 * `POST /api/cubes/structure {cubeId, version, change}` → `{changeId, version}`: one change of the
 * cube's structure, its facts table rebuilt in one warehouse transaction, on the Ribbon as
 * `cube.structure`, then `event: cube` (kind `structure`). `version` is the cube's as read (another
 * change since: 409 `conflict`). Update on `cubes`. It cannot be undone, nor can the writes before it
 * (undo answers 409 `undo_structure`). Errors: `cube_last_measure`, `cube_last_dimension`,
 * `name_taken`, `reference_unknown`, `member_required`, `member_not_found`, `member_not_leaf`,
 * `unknown_field`, `reference_missing`.
 * @example {cubeId, version: 3, change: {op: 'remove-dimension', name: 'scenario', keep: {member: 'Actual'}}}
 */
export const cubeStructureSchema = z.strictObject({
  cubeId: z.uuid(),
  version: z.number().int().min(1),
  change: cubeStructureChangeSchema,
});
export const cubeStructureAnswerSchema = z.object({ changeId: z.string(), version: z.number().int() });
export type CubeStructureAnswer = z.infer<typeof cubeStructureAnswerSchema>;
