import { z } from 'zod';
import { numberFormatSchema } from './number-format';
import { tableIdentifierPattern } from './tables';

const identifier = z.string().regex(tableIdentifierPattern);
const code = z.string().min(1).max(100);

/**
 * Bounds of a pivot request. Its size is bounded by the server's `CUBUS_PIVOT_MAX_CELLS`: before
 * any facts are read, the cells are estimated from the members each axis shows (rows × columns ×
 * measures); past the limit the call answers 400 `pivot_too_large` at once, with
 * `details: {estimate, limit}`. A query running past `CUBUS_PIVOT_TIMEOUT_MS` is stopped in the
 * warehouse and answers 408 `pivot_timeout`.
 */
export const pivotLimits = { maxExpand: 1000, maxMembers: 1000 } as const;

/** What a refused pivot's error carries: the estimated cells and the limit they passed. */
export interface PivotTooLargeDetails {
  estimate: number;
  limit: number;
}

/**
 * One dimension on rows or columns. Items shown: the members at hierarchy `level` (0: the roots;
 * a leaf shallower than it stands for itself), or those of `members` when given; then the children
 * of each member of `expand` that is shown (drill down; expand a child too to go deeper). `expandAll`
 * shows every level below.
 */
export const pivotAxisDimSchema = z.strictObject({
  dim: identifier,
  level: z.number().int().min(0).max(64).default(0),
  members: z.array(code).min(1).max(pivotLimits.maxMembers).optional(),
  expand: z.array(code).max(pivotLimits.maxExpand).default([]),
  expandAll: z.boolean().default(false),
});
export type PivotAxisDim = z.input<typeof pivotAxisDimSchema>;

/**
 * `POST /api/cubes/pivot` → `PivotAnswer`. Values are aggregated from the leaf facts in the
 * warehouse (`GROUP BY GROUPING SETS`), each measure by its aggregation (an average is the sum of
 * the facts under the cell over their count). Nested dimensions on an axis subtotal outer to inner;
 * `totals` adds them and the grand totals, except over the version (scenario) dimension, which is
 * never summed: it has no total, a filter on it holds one member (else 400 `version_single`), and
 * without one the pivot shows its first member. `sort` orders rows by one
 * column's values among siblings (the hierarchy is kept); `hideEmpty` drops rows and columns with
 * no value (otherwise every shown member appears). Read on `cubes`.
 * @example {cubeId, rows: [{dim: 'origin'}], columns: [{dim: 'month', level: 1, expand: ['2001-Q1']}], filters: [{dim: 'scenario', members: ['Actual']}], measures: ['delay']}
 */
export const pivotRequestSchema = z.strictObject({
  cubeId: z.uuid(),
  rows: z.array(pivotAxisDimSchema).max(6).default([]),
  columns: z.array(pivotAxisDimSchema).max(4).default([]),
  /** Facts are limited to the leaves under these members. */
  filters: z
    .array(z.strictObject({ dim: identifier, members: z.array(code).min(1).max(pivotLimits.maxMembers) }))
    .max(12)
    .default([]),
  /** Default: every measure of the cube. */
  measures: z.array(identifier).min(1).max(32).optional(),
  totals: z.boolean().default(true),
  hideEmpty: z.boolean().default(true),
  /** Sort rows by the values of column `column` (an index into `columns` of the answer) and `measure`. */
  sort: z
    .strictObject({
      column: z.number().int().min(0),
      measure: identifier.optional(),
      dir: z.enum(['asc', 'desc']).default('desc'),
    })
    .optional(),
});
export type PivotRequest = z.input<typeof pivotRequestSchema>;
export type ParsedPivotRequest = z.output<typeof pivotRequestSchema>;

/** A member in a header: its depth, whether it has children and is expanded in this answer. */
export const pivotMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  leaf: z.boolean(),
  expanded: z.boolean(),
});
export type PivotMember = z.infer<typeof pivotMemberSchema>;

/** A row or column header: one member per dimension of the axis, `null` where it is the total over that dimension. */
export const pivotHeaderSchema = z.object({
  members: z.array(pivotMemberSchema.nullable()),
  /** True for a subtotal or grand total. */
  total: z.boolean(),
});
export type PivotHeader = z.infer<typeof pivotHeaderSchema>;

/**
 * The pivot: `cells[m][r × columns.length + c]` is measure `measures[m]` at row `rows[r]` and
 * column `columns[c]` (null: no facts); read it with `pivotCell` (a number) or `pivotCellText`
 * (exact decimal text). One dense array per measure, not an array per row or cell: a 2,000 × 50
 * answer is written and parsed as one flat list of numbers. A measure with a `scale` has exact
 * cells: whole numbers of 10^-scale (a decimal's 12.30 at scale 2 travels as 1230, a count at
 * scale 0 as itself), exact while they stay within ±2^53, as JSON numbers are; past that the
 * nearest double. A measure without one (an average, a float) travels as its double. An axis
 * without dimensions has one header with no members.
 */
export const pivotAnswerSchema = z.object({
  rowDims: z.array(z.string()),
  columnDims: z.array(z.string()),
  measures: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      aggregation: z.string(),
      format: numberFormatSchema.optional(),
      caption: z.string().optional(),
      /** Digits after the point its cells have (a decimal's scale, 0 for whole numbers); null: any. */
      decimals: z.number().int().nullable(),
      /** Its cells are whole numbers of 10^-scale (a decimal's sum, min, max or last; 0 for a count or integer sum); null: its values as doubles. */
      scale: z.number().int().nullable(),
    }),
  ),
  /** The filters as applied: the request's, and the version dimension's first member when it had none. */
  filters: z.array(
    z.object({
      dim: z.string(),
      members: z.array(
        z.object({ id: z.number().int(), code: z.string(), name: z.string(), leaf: z.boolean() }),
      ),
    }),
  ),
  rows: z.array(pivotHeaderSchema),
  columns: z.array(pivotHeaderSchema),
  cells: z.array(z.array(z.number().nullable())),
});
export type PivotAnswer = z.infer<typeof pivotAnswerSchema>;

/**
 * Measure `m` at row `r` and column `c` of an answer as a number (null: no facts, or outside it).
 * @example pivotCell(answer, 0, 2, 1) // answer.cells[1][0 * answer.columns.length + 2] / 10 ** scale
 */
export function pivotCell(
  answer: Pick<PivotAnswer, 'cells' | 'measures' | 'columns'>,
  r: number,
  c: number,
  m: number,
): number | null {
  const raw = rawCell(answer, r, c, m);
  if (raw === null) return null;
  const scale = answer.measures[m]?.scale ?? null;
  // Division is correctly rounded: 1230 / 100 is the double nearest 12.3, as parsing "12.3" is.
  return scale ? raw / 10 ** scale : raw;
}

/**
 * The same cell as exact decimal text ("12.30" at scale 2; null: no value): what an editor opens
 * with and a copy carries, never rounded through a double for a measure with a `scale`.
 * @example pivotCellText(answer, 0, 0, 0) // '1234.50'
 */
export function pivotCellText(
  answer: Pick<PivotAnswer, 'cells' | 'measures' | 'columns'>,
  r: number,
  c: number,
  m: number,
): string | null {
  const raw = rawCell(answer, r, c, m);
  if (raw === null) return null;
  const scale = answer.measures[m]?.scale ?? null;
  if (!scale || !Number.isSafeInteger(raw)) return String(scale ? raw / 10 ** scale : raw);
  const digits = String(Math.abs(raw)).padStart(scale + 1, '0');
  return `${raw < 0 ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * Row `r` of an answer as numbers, column after column and each column's measures in order.
 * @example pivotRow(answer, 0) // [c0 m0, c0 m1, c1 m0, c1 m1]
 */
export function pivotRow(answer: Pick<PivotAnswer, 'cells' | 'measures' | 'columns'>, r: number) {
  return answer.columns.flatMap((_, c) => answer.measures.map((_, m) => pivotCell(answer, r, c, m)));
}

function rawCell(answer: Pick<PivotAnswer, 'cells' | 'columns'>, r: number, c: number, m: number) {
  if (r < 0 || c < 0 || c >= answer.columns.length) return null;
  return answer.cells[m]?.[r * answer.columns.length + c] ?? null;
}

/** How the pivot shows numbers; `auto` follows each measure's own format, the others override it. */
export const pivotNumberFormats = ['auto', 'integer', 'fixed2', 'thousands', 'millions'] as const;
export type PivotNumberFormat = (typeof pivotNumberFormats)[number];

/**
 * A user's pivot layout of one cube, as the cube's screen left it: axes with their drills, filters
 * (a dimension with no member codes sits in the filters unfiltered), measures and options. Kept per
 * user and cube (`POST /api/cubes/layout` reads it, `/api/cubes/save-layout` keeps or, with `null`,
 * forgets it); names the cube lost since are dropped by the console when applied.
 * @example {rows: [{dim: 'region', level: 0, expand: ['EU'], expandAll: false}], columns: [], filters: {scenario: ['Actual']}, measures: ['amount'], totals: true, hideEmpty: true, sort: null, format: 'auto'}
 */
export const pivotLayoutSchema = z.strictObject({
  rows: z.array(pivotAxisDimSchema.omit({ members: true })).max(6),
  columns: z.array(pivotAxisDimSchema.omit({ members: true })).max(4),
  filters: z
    .record(identifier, z.array(code).max(pivotLimits.maxMembers))
    .refine((filters) => Object.keys(filters).length <= 12, { message: 'At most 12 filters' }),
  measures: z.array(identifier).max(32),
  totals: z.boolean(),
  hideEmpty: z.boolean(),
  sort: z
    .strictObject({
      column: z.number().int().min(0),
      measure: identifier.optional(),
      dir: z.enum(['asc', 'desc']),
    })
    .nullable(),
  format: z.enum(pivotNumberFormats),
});
export type PivotLayout = z.output<typeof pivotLayoutSchema>;

export const pivotLayoutReadSchema = z.strictObject({ cubeId: z.uuid() });
export const pivotLayoutSaveSchema = z.strictObject({
  cubeId: z.uuid(),
  layout: pivotLayoutSchema.nullable(),
});
/** `POST /api/cubes/layout` → the caller's saved layout of the cube, or `null` (the default layout). */
export const pivotLayoutAnswerSchema = z.object({ layout: pivotLayoutSchema.nullable() });
export type PivotLayoutAnswer = z.output<typeof pivotLayoutAnswerSchema>;
