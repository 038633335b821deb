import { z } from 'zod';
import { type NumberFormatSpec, numberFormatSchema } from './number-format';
import { tableIdentifierPattern } from './tables';

const identifier = z
  .string()
  .regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _ (at most 63)');

export const measureAggregations = ['sum', 'avg', 'min', 'max', 'count', 'countd', 'last'] as const;
export type MeasureAggregation = (typeof measureAggregations)[number];
/**
 * Aggregations whose cells are worked out from the facts below them, so a number written there
 * could not be kept as written: write-back refuses them (`measure_not_writable`); clearing is allowed.
 */
export const derivedAggregations: readonly MeasureAggregation[] = ['avg', 'count', 'countd'];
/** Aggregations a consolidated cell cannot be spread from: only their leaf cells take a value. */
export const leafOnlyAggregations: readonly MeasureAggregation[] = ['min', 'max', 'last'];

/**
 * How a measure's values are stored and kept: whole numbers, exact decimals with `precision`
 * digits of which `scale` after the point (money), or binary floating point (measurements).
 */
export const measureTypes = ['integer', 'decimal', 'float'] as const;
export type MeasureType = (typeof measureTypes)[number];
/** Decimal measures: at most 18 digits (a 64-bit decimal in the warehouse); money is (18, 2). */
export const decimalLimits = { maxPrecision: 18, defaultPrecision: 18, defaultScale: 2 } as const;

/** What people read for a name (`unit_price` → "Unit price"), at most this long. */
export const captionSchema = z.string().trim().min(1).max(200);

/**
 * A measure as stored: `precision` and `scale` for a decimal only. Counts are whole numbers
 * whatever type was asked for.
 */
export interface CubeMeasure {
  name: string;
  type: MeasureType;
  precision?: number;
  scale?: number;
  aggregation: MeasureAggregation;
  /** How its values show where the pivot's number format is `auto` (none: as they are). */
  format?: NumberFormatSpec;
  caption?: string;
}

const precisionSchema = z.number().int().min(1).max(decimalLimits.maxPrecision);
const scaleSchema = z.number().int().min(0).max(decimalLimits.maxPrecision);

/**
 * A declared type made whole: a decimal gets its precision and scale (default 18, 2; the scale at
 * most the precision), the other types none; a count (`count`, `countd`) is an integer.
 * @example measureTypeOf({type: 'decimal'}, 'sum') // {type: 'decimal', precision: 18, scale: 2}
 */
export function measureTypeOf(
  declared: { type?: MeasureType | undefined; precision?: number | undefined; scale?: number | undefined },
  aggregation: MeasureAggregation,
): Pick<CubeMeasure, 'type' | 'precision' | 'scale'> {
  if (aggregation === 'count' || aggregation === 'countd') return { type: 'integer' };
  const type = declared.type ?? 'decimal';
  if (type !== 'decimal') return { type };
  const precision = declared.precision ?? decimalLimits.defaultPrecision;
  return { type, precision, scale: Math.min(declared.scale ?? decimalLimits.defaultScale, precision) };
}

/** The checks of a declared decimal: precision and scale only for a decimal, the scale within the precision. */
function checkDecimal(
  value: { type?: MeasureType | undefined; precision?: number | undefined; scale?: number | undefined },
  context: z.core.$RefinementCtx,
) {
  const decimal = (value.type ?? 'decimal') === 'decimal';
  for (const key of ['precision', 'scale'] as const)
    if (value[key] !== undefined && !decimal)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: 'Only a decimal measure has a precision and a scale',
      });
  if (
    decimal &&
    value.scale !== undefined &&
    value.scale > (value.precision ?? decimalLimits.defaultPrecision)
  )
    context.addIssue({ code: 'custom', path: ['scale'], message: 'The scale is at most the precision' });
}

/**
 * A measure: its type (`integer`, `decimal(precision, scale)` — the default, (18, 2) — or `float`),
 * and how consolidated cells are computed from the leaf facts: `sum`, `avg` (the sum of the facts
 * under the cell over their count, never a mean of means), `min`, `max`, `count`, `countd` (distinct
 * values) and `last` (the value at the last leaf of the cube's time dimension — the first dimension
 * bound to a time reference, else the last — by member order); its number `format` and the
 * `caption` people read for its name.
 */
export const cubeMeasureSchema = z
  .strictObject({
    name: identifier,
    type: z.enum(measureTypes).optional(),
    precision: precisionSchema.optional(),
    scale: scaleSchema.optional(),
    aggregation: z.enum(measureAggregations).default('sum'),
    format: numberFormatSchema.optional(),
    caption: captionSchema.optional(),
  })
  .superRefine(checkDecimal)
  .transform(
    ({ name, type, precision, scale, aggregation, format, caption }): CubeMeasure => ({
      name,
      ...measureTypeOf({ type, precision, scale }, aggregation),
      aggregation,
      ...(format ? { format } : {}),
      ...(caption ? { caption } : {}),
    }),
  );

/** The digits after the point a measure's cells have (null: as many as they come with, a float or a ratio). */
export function measureDecimals(measure: Pick<CubeMeasure, 'type' | 'scale' | 'aggregation'>): number | null {
  if (measure.aggregation === 'count' || measure.aggregation === 'countd') return 0;
  if (measure.type === 'decimal') return measure.scale ?? 0;
  return measure.type === 'integer' && measure.aggregation !== 'avg' ? 0 : null;
}
