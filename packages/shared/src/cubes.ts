import { z } from 'zod';
import { captionSchema, cubeMeasureSchema, measureAggregations, measureTypes } from './measures';
import { numberFormatSchema } from './number-format';
import { timeLevels } from './refs';
import { tableIdentifierPattern } from './tables';

const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');

/**
 * A cube's dimension: a name, the caption people read for it, and the reference its members come
 * from; at most one is the scenario.
 */
export const cubeDimensionSchema = z.strictObject({
  name: identifier,
  caption: captionSchema.optional(),
  refId: z.uuid(),
  /** The version (scenario) dimension: never summed, no total, pivots default to its first member. */
  scenario: z.boolean().default(false),
});
export type CubeDimension = z.output<typeof cubeDimensionSchema>;

/** At most this many dimensions and measures in one cube. */
export const cubeLimits = { maxDimensions: 12, maxMeasures: 32 } as const;

/**
 * A cube's values for `/api/qry {object: 'cubes'}`: `create` takes name, description, dimensions
 * and measures (names unique across both, case-insensitively); `update` takes name and
 * description (the structure changes through `/api/cubes/structure`). Facts are the rows of `cube:<id>`: one text field per dimension (the member code),
 * `<dim>_name`, `<dim>_path` (`/<id>/<id>/…/`, ancestors first: filter `contains '/<id>/'` for the
 * facts under a consolidated member, as Show Records does) and one number field per measure.
 * @example {op: 'create', object: 'cubes', values: {name: 'Sales', dimensions: [{name: 'region', refId}], measures: [{name: 'amount'}]}}
 */
export const cubeValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  dimensions: z.array(cubeDimensionSchema).min(1).max(cubeLimits.maxDimensions),
  measures: z.array(cubeMeasureSchema).min(1).max(cubeLimits.maxMeasures),
});

/**
 * `POST /api/cubes/generate` → `{jobId, cubeId}`: a cube from a data table in one call, run as a
 * job (`event: job`, kind `cube`). Each dimension column gets a new reference made from its
 * distinct values, or reuses `refId`. A reused reference never grows by itself: a row whose value
 * is not one of its members is rejected (`unknown_member`, counted and listed) unless `addMembers`
 * is set for that dimension; then the new members go under one parent named for the load ("New
 * members (import of <date>)"), counted in the job's result and said on the Ribbon. A date or
 * timestamp column on a time reference is matched at the reference's leaf level (its day, month,
 * quarter or year) and never adds members. Measure columns must be numeric; each measure's type
 * follows its column unless given (integer → integer, decimal → decimal(18, its scale), double →
 * float). Rows of one coordinate fold into one fact by each measure's aggregation (an average
 * keeps their sum and count). A date or timestamp column with `calendar` gets a new time reference
 * instead (Year ▸ Quarter ▸ Month ▸ Day down to that level, over the column's years, names in the
 * caller's language): `calendar_needs_date` on another column, `calendar_too_long` past 50 years.
 * Captions and number formats are kept as given. Create on `cubes`.
 * @example {name: 'Flights', tableId, dimensions: [{column: 'origin'}, {column: 'date', calendar: 'day'}], measures: [{column: 'delay', aggregation: 'avg'}]}
 */
export const cubeGenerateSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  tableId: z.uuid(),
  dimensions: z
    .array(
      z.strictObject({
        column: identifier,
        name: identifier.optional(),
        caption: captionSchema.optional(),
        refId: z.uuid().optional(),
        /** Without `refId`, on a date or timestamp column: a new calendar down to this level. */
        calendar: z.enum(timeLevels).optional(),
        scenario: z.boolean().default(false),
        /** With `refId`: values that are not members become new members (under the load's parent). */
        addMembers: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(cubeLimits.maxDimensions),
  measures: z
    .array(
      z.strictObject({
        column: identifier,
        name: identifier.optional(),
        caption: captionSchema.optional(),
        format: numberFormatSchema.optional(),
        aggregation: z.enum(measureAggregations).default('sum'),
        type: z.enum(measureTypes).optional(),
        precision: z.number().int().min(1).max(18).optional(),
        scale: z.number().int().min(0).max(18).optional(),
      }),
    )
    .min(1)
    .max(cubeLimits.maxMeasures),
});
export const cubeGenerateAnswerSchema = z.object({ jobId: z.string(), cubeId: z.string() });

/**
 * A cell's address: a member code per dimension. A dimension left out stands for all its members
 * (its roots); a consolidated member (one with children) stands for its leaves.
 */
export const cellCoordsSchema = z.record(identifier, z.string().min(1).max(100));

/**
 * `POST /api/cubes/write {cubeId, measure, coords, value}` → `{changeId, cells}`: a leaf cell stores
 * the value; a consolidated cell of a `sum` measure spreads it over its active leaves in proportion
 * to their current values (equally when they are all empty or zero), each share rounded to the
 * measure's type half away from zero and the remainder put on the largest leaf, so the leaves add up
 * to the value exactly; `null` clears (any measure). Averages and counts are worked out from the
 * facts and refuse a number (`measure_not_writable`), as do consolidated cells of `min`, `max` and
 * `last`. A cube with a version (scenario) dimension must name its member. One versioned, undoable
 * change, then `event: cube`. Update on `cubes`. Errors: `member_inactive`, `measure_not_number`,
 * `measure_not_writable`, `version_required`, `no_leaves`, `member_not_found`, `reference_missing`.
 */
export const cubeWriteSchema = z.strictObject({
  cubeId: z.uuid(),
  measure: identifier,
  coords: cellCoordsSchema,
  /**
   * A number that fits the measure's type (a whole number for an integer measure, at most `scale`
   * decimals and `precision` digits for a decimal one) or null; anything else is 400
   * `measure_not_number`.
   */
  value: z.unknown(),
});
export const cubeWriteAnswerSchema = z.object({ changeId: z.string(), cells: z.number().int() });

/**
 * `POST /api/cubes/write-cells {cubeId, cells}` → `{changeId, cells}`: a pasted block written back,
 * each cell a leaf (its measure, its member in every dimension, a value as `write` takes it) — in
 * one change with one Undo, on the Ribbon as `cube.paste`; nothing is written when a cell is
 * refused (its index in the error's `cell`). Errors: `cell_not_leaf` (a total or consolidated
 * cell), `duplicate_cell`, and those of `write`.
 */
export const cubeWriteCellsSchema = z.strictObject({
  cubeId: z.uuid(),
  cells: z
    .array(z.strictObject({ measure: identifier, coords: cellCoordsSchema, value: z.unknown() }))
    .min(1)
    .max(10_000),
});

/**
 * `POST /api/cubes/copy-scenario {cubeId, from, to, factor, filter}` → `{changeId, cells}`: the
 * facts of scenario member `from` (those under `filter`'s members, when given) replace the target
 * `to`'s facts in the same scope. Amounts (sum, avg, min, max, last) are multiplied by `factor` in
 * exact decimal arithmetic and rounded to each measure's type half away from zero (7 × 1.1 is 7.7
 * in a decimal measure, 8 in an integer one); counts are copied as they are. One undoable change,
 * on the Ribbon as `cube.copy-scenario`. Errors: `no_scenario`, `same_scenario`, `member_not_found`.
 */
export const copyScenarioSchema = z.strictObject({
  cubeId: z.uuid(),
  from: z.string().min(1).max(100),
  to: z.string().min(1).max(100),
  factor: z.number().finite().default(1),
  /** Dimension → member codes; facts under any of them are copied. */
  filter: z.record(identifier, z.array(z.string().min(1).max(100)).min(1).max(1000)).default({}),
});

/**
 * `POST /api/cubes/copy-scenario-preview` (the same body) → `{replaced, copied}`: how many cells of
 * the target the copy would replace and how many it would write, changing nothing (the console's
 * confirmation). Update on `cubes`.
 */
export const copyScenarioPreviewSchema = copyScenarioSchema;
export const copyScenarioPreviewAnswerSchema = z.object({
  replaced: z.number().int(),
  copied: z.number().int(),
});
export type CopyScenarioPreview = z.output<typeof copyScenarioPreviewAnswerSchema>;

/** `POST /api/cubes/undo {cubeId, changeId?}` → `{changeId, cells}`: undoes the cube's latest change (it must be `changeId` when given: else 409 `undo_conflict`). */
export const cubeUndoSchema = z.strictObject({ cubeId: z.uuid(), changeId: z.uuid().optional() });

/** `POST /api/cubes/changes {cubeId, limit}` → `{changes}`: the cube's versions, newest first. Read on `cubes`. */
export const cubeChangesSchema = z.strictObject({
  cubeId: z.uuid(),
  limit: z.number().int().min(1).max(1000).default(100),
});

/** One version of a cube's facts: who, when, what, old and new value of the cell written. */
export const cubeChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  kind: z.enum(['write', 'copy-scenario', 'structure']),
  measure: z.string().nullable(),
  coords: z.record(z.string(), z.string()),
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  cells: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  undone: z.boolean(),
});
export type CubeChange = z.infer<typeof cubeChangeSchema>;

/**
 * What `event: cube` carries: a cube's facts changed (write, undo, copy) and pivots should refresh;
 * `structure`: its dimensions or measures changed too, so screens read the cube again.
 */
export interface CubeEvent {
  cubeId: string;
  changeId: string;
  kind: 'write' | 'copy-scenario' | 'undo' | 'load' | 'structure';
  actor: string;
}

/**
 * What a load of facts into a cube did, kept as its job's `result`: source rows read, rows loaded
 * into facts, rows rejected (each listed on the job with its reason, e.g. `unknown_member`), facts
 * (cells) written, and per dimension the members it added (under `parent`, a new root's code).
 */
export interface CubeLoadResult {
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  factsWritten: number;
  membersAdded: { dimension: string; parent: string | null; count: number }[];
}
