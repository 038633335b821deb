import { z } from 'zod';
import { tableIdentifierPattern } from './tables';

const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');

export const measureAggregations = ['sum', 'avg', 'min', 'max', 'count', 'last'] as const;
export type MeasureAggregation = (typeof measureAggregations)[number];
export const measureTypes = ['number', 'integer'] as const;
/** How a measure's values show where the pivot's number format is `auto` (none: as they are). */
export const measureFormats = ['integer', 'fixed2', 'thousands', 'millions'] as const;
export type MeasureFormat = (typeof measureFormats)[number];

/** A cube's dimension: a name and the reference its members come from; at most one is the scenario. */
export const cubeDimensionSchema = z.strictObject({
  name: identifier,
  refId: z.uuid(),
  scenario: z.boolean().default(false),
});
export type CubeDimension = z.output<typeof cubeDimensionSchema>;

/**
 * A measure: how its leaf values are typed and how consolidated cells are computed from them.
 * `last` takes the value at the last leaf of the cube's time dimension (the first dimension bound
 * to a time reference, else the last dimension), by member order.
 */
export const cubeMeasureSchema = z.strictObject({
  name: identifier,
  type: z.enum(measureTypes).default('number'),
  aggregation: z.enum(measureAggregations).default('sum'),
  format: z.enum(measureFormats).optional(),
});
export type CubeMeasure = z.output<typeof cubeMeasureSchema>;

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
 * job (`event: job`, kind `cube`). Each dimension column gets a reference made from its distinct
 * values, or reuses `refId` (values missing from it are added as members); measure columns must be
 * numeric; facts are loaded summed per coordinate. Create on `cubes`.
 * @example {name: 'Flights', tableId, dimensions: [{column: 'origin'}, {column: 'month', refId}], measures: [{column: 'delay', aggregation: 'avg'}]}
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
        refId: z.uuid().optional(),
        scenario: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(cubeLimits.maxDimensions),
  measures: z
    .array(
      z.strictObject({
        column: identifier,
        name: identifier.optional(),
        aggregation: z.enum(measureAggregations).default('sum'),
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
 * the value; a consolidated cell spreads it over its active leaves in proportion to their current
 * values (equally when they are all empty or zero); `null` clears. One versioned, undoable change,
 * then `event: cube`. Update on `cubes`. Errors: `member_inactive`, `measure_not_number`, `no_leaves`,
 * `member_not_found`, `reference_missing`.
 */
export const cubeWriteSchema = z.strictObject({
  cubeId: z.uuid(),
  measure: identifier,
  coords: cellCoordsSchema,
  /** A number (an integer for an integer measure) or null; anything else is 400 `measure_not_number`. */
  value: z.unknown(),
});
export const cubeWriteAnswerSchema = z.object({ changeId: z.string(), cells: z.number().int() });

/**
 * `POST /api/cubes/copy-scenario {cubeId, from, to, factor, filter}` → `{changeId, cells}`: the
 * facts of scenario member `from` (those under `filter`'s members, when given) replace the target
 * `to`'s facts in the same scope, multiplied by `factor`. One undoable change, on the Ribbon as
 * `cube.copy-scenario`. Errors: `no_scenario`, `same_scenario`, `member_not_found`.
 */
export const copyScenarioSchema = z.strictObject({
  cubeId: z.uuid(),
  from: z.string().min(1).max(100),
  to: z.string().min(1).max(100),
  factor: z.number().finite().default(1),
  /** Dimension → member codes; facts under any of them are copied. */
  filter: z.record(identifier, z.array(z.string().min(1).max(100)).min(1).max(1000)).default({}),
});

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
