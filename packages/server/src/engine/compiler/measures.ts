import type { CubeMeasure } from '@cubus/shared';
import type { Dialect } from '../dialects/dialect';

/**
 * How a cube's measures live in its facts table and how every number about them is computed:
 * one place for the SQL of aggregates, loads, folds, copies and rounding, so that every engine
 * gives the same numbers (the dialect says only how its SQL spells them).
 *
 * A fact is one leaf cell. Measure `j` keeps `m_<j>`: the value, in the measure's type (a sum's,
 * min's, max's or last's value; a count's count); an average keeps the sum of its source values
 * there and their count in `n_<j>`, so a cell above is Σ sum / Σ count, never a mean of means; a
 * distinct count keeps the list of its distinct source values, so a cell above counts the
 * distinct values of the union. Rounding to a measure's type is half away from zero.
 */
export type MeasureSpec = Pick<CubeMeasure, 'type' | 'precision' | 'scale' | 'aggregation'>;

export const valueColumn = (j: number) => `m_${j}`;
export const countColumn = (j: number) => `n_${j}`;

/** The fact columns of measure `j` with their engine types, in table order. */
export function storageColumns(measure: MeasureSpec, j: number, dialect: Dialect): [string, string][] {
  switch (measure.aggregation) {
    case 'avg':
      return [
        [valueColumn(j), dialect.measureType(measure)],
        [countColumn(j), dialect.measureType({ type: 'integer' })],
      ];
    case 'count':
      return [[valueColumn(j), dialect.measureType({ type: 'integer' })]];
    case 'countd':
      return [[valueColumn(j), dialect.numberListType()]];
    default:
      return [[valueColumn(j), dialect.measureType(measure)]];
  }
}

/** The names of every fact column of the measures, in table order. */
export function storageNames(measures: MeasureSpec[], dialect: Dialect): string[] {
  return measures.flatMap((m, j) => storageColumns(m, j, dialect).map(([name]) => name));
}

/** The type a measure's arithmetic runs in before rounding: exact decimals, a float's doubles. */
export const arithmeticType = (measure: MeasureSpec, dialect: Dialect) =>
  measure.type === 'float' ? dialect.measureType({ type: 'float' }) : dialect.exactFactorType();

/** `expr` rounded to the measure's type, half away from zero (a count is a whole number). */
export function roundTo(measure: MeasureSpec, expr: string, dialect: Dialect): string {
  const counted = measure.aggregation === 'count' || measure.aggregation === 'countd';
  return dialect.toMeasureType(counted ? { type: 'integer' } : measure, expr);
}

/**
 * A cell's value of measure `j` over the facts of a group (alias `f`). A distinct count and a
 * `last` have statements of their own (compiler/pivot.ts): their values cannot be folded in one
 * pass without keeping every fact of a group.
 * @example cellAggregate({type: 'decimal', precision: 18, scale: 2, aggregation: 'avg'}, 0, duckdbDialect) // 'CAST(sum(f.m_0) AS DOUBLE) / nullif(sum(f.n_0), 0)'
 */
export function cellAggregate(measure: MeasureSpec, j: number, dialect: Dialect): string {
  const value = `f.${valueColumn(j)}`;
  switch (measure.aggregation) {
    case 'avg':
      return `CAST(sum(${value}) AS ${dialect.measureType({ type: 'float' })}) / nullif(sum(f.${countColumn(j)}), 0)`;
    case 'count':
      return `sum(${value})`;
    case 'countd':
    case 'last':
      throw new Error(`${measure.aggregation} is computed by a statement of its own`);
    default:
      return `${measure.aggregation}(${value})`;
  }
}

/**
 * `cellAggregate` in two steps, for totals folded from finer groups: `parts` over the facts of
 * each finest group (alias `f`, named `${name}_<k>`), then `combine` over those groups' rows.
 * Exact types add up exactly, so each cell equals the one `cellAggregate` makes.
 */
export function twoStepAggregate(
  measure: MeasureSpec,
  j: number,
  name: string,
  dialect: Dialect,
): { parts: string[]; combine: string } {
  const value = `f.${valueColumn(j)}`;
  switch (measure.aggregation) {
    case 'avg':
      return {
        parts: [`sum(${value}) AS ${name}_0`, `sum(f.${countColumn(j)}) AS ${name}_1`],
        combine: `CAST(sum(${name}_0) AS ${dialect.measureType({ type: 'float' })}) / nullif(sum(${name}_1), 0)`,
      };
    case 'countd':
    case 'last':
      throw new Error(`${measure.aggregation} is computed by a statement of its own`);
    default: {
      // A count's column holds counts: they add up as sums do.
      const fold = measure.aggregation === 'count' ? 'sum' : measure.aggregation;
      return { parts: [`${fold}(${value}) AS ${name}_0`], combine: `${fold}(${name}_0)` };
    }
  }
}

/** The value one fact shows of measure `j` (Show Records): an average's sum over its count, a distinct count's length. */
export function factValue(measure: MeasureSpec, j: number, dialect: Dialect, alias = 'f'): string {
  const value = `${alias}.${valueColumn(j)}`;
  if (measure.aggregation === 'avg')
    return `CAST(${value} AS ${dialect.measureType({ type: 'float' })}) / nullif(${alias}.${countColumn(j)}, 0)`;
  if (measure.aggregation === 'countd') return dialect.listLength(value);
  return value;
}

/**
 * The fact columns of measure `j` from the source rows of one coordinate (`value`: the source
 * value, any number type), in storage order: rows fold by the measure's aggregation.
 */
export function loadColumns(measure: MeasureSpec, value: string, dialect: Dialect): string[] {
  switch (measure.aggregation) {
    case 'avg':
      return [roundTo(measure, `sum(${value})`, dialect), `count(${value})`];
    case 'count':
      return [`count(${value})`];
    case 'countd':
      return [dialect.distinctList(`CAST(${value} AS ${dialect.measureType({ type: 'float' })})`)];
    case 'last':
      // Rows of one coordinate are of one period: they add up, as facts of a period do above.
      return [roundTo(measure, `sum(${value})`, dialect)];
    default:
      return [roundTo(measure, `${measure.aggregation}(${value})`, dialect)];
  }
}

/**
 * The fact columns of measure `j` folding the facts of a group (alias `f`) into one (a removed
 * dimension): what a total over them shows now. `lastKey`: `last` along the removed time
 * dimension; without it a `last` adds up, as a total over another dimension does.
 */
export function foldColumns(measure: MeasureSpec, j: number, dialect: Dialect, lastKey?: string): string[] {
  const value = `f.${valueColumn(j)}`;
  switch (measure.aggregation) {
    case 'avg':
      return [roundTo(measure, `sum(${value})`, dialect), `sum(f.${countColumn(j)})`];
    case 'count':
      return [roundTo(measure, `sum(${value})`, dialect)];
    case 'countd':
      return [dialect.mergeDistinctLists(value)];
    case 'last':
      return [roundTo(measure, lastKey ? dialect.sumAtLatest(value, lastKey) : `sum(${value})`, dialect)];
    default:
      return [roundTo(measure, `${measure.aggregation}(${value})`, dialect)];
  }
}

/** The types a scaling multiplies in: the value's (null: as stored) and the factor's. */
export interface ScaleTypes {
  value: string | null;
  factor: string;
}

/**
 * The types measure `measure`, whose largest value in scope is `largest`, is scaled in: a float's
 * doubles; else exact decimals with the factor's own decimals, 64-bit when the products fit in 18
 * digits (fast), else 128-bit (exact for any value, many times slower).
 * @example scaleTypes({type: 'integer', aggregation: 'sum'}, 1.1, 7, duckdbDialect) // {value: 'DECIMAL(18, 0)', factor: 'DECIMAL(18, 1)'}
 */
export function scaleTypes(
  measure: MeasureSpec,
  factor: number,
  largest: number,
  dialect: Dialect,
): ScaleTypes {
  if (measure.type === 'float') return { value: null, factor: dialect.measureType({ type: 'float' }) };
  const text = String(Math.abs(factor));
  const decimals = text.includes('e') ? 13 : (text.split('.')[1]?.length ?? 0);
  const scale = measure.type === 'decimal' ? (measure.scale ?? 0) : 0;
  const digits = 18 - scale - decimals;
  if (decimals <= 12 && digits > 0 && Math.abs(largest) * Math.max(1, Math.abs(factor)) < 10 ** digits / 2)
    return {
      value: dialect.measureType({ type: 'decimal', precision: 18, scale }),
      factor: dialect.measureType({ type: 'decimal', precision: 18, scale: decimals }),
    };
  return { value: null, factor: dialect.exactFactorType() };
}

/**
 * The fact columns of measure `j` of one fact (alias `f`) times a factor parameter (one `?` per
 * amount, in order) in `types` (`scaleTypes`): amounts are scaled in exact decimal arithmetic (a
 * float's in floating point) and rounded to the measure's type; counts and an average's count
 * stay as they are.
 */
export function scaledColumns(
  measure: MeasureSpec,
  j: number,
  dialect: Dialect,
  factor: string,
  types: ScaleTypes,
): string[] {
  const stored = `f.${valueColumn(j)}`;
  if (measure.aggregation === 'count' || measure.aggregation === 'countd') return [stored];
  const value = types.value ? `CAST(${stored} AS ${types.value})` : stored;
  const scaled = roundTo(measure, `${value} * CAST(${factor} AS ${types.factor})`, dialect);
  return measure.aggregation === 'avg' ? [scaled, `f.${countColumn(j)}`] : [scaled];
}

/** How many factor parameters `scaledColumns` takes. */
export const factorCount = (measure: MeasureSpec) =>
  measure.aggregation === 'count' || measure.aggregation === 'countd' ? 0 : 1;

/** The fact columns of a measure when it changes type or aggregation: the old values converted. */
export function convertedColumns(from: MeasureSpec, to: MeasureSpec, j: number, dialect: Dialect): string[] {
  const value = `f.${valueColumn(j)}`;
  const single = from.aggregation === 'countd' ? dialect.listLength(value) : value;
  // An average kept its sum: the value it showed per fact is the sum over the count.
  const shown = from.aggregation === 'avg' ? factValue(from, j, dialect) : single;
  switch (to.aggregation) {
    case 'avg':
      // Each fact counts once; an average keeps its own sum and count.
      return from.aggregation === 'avg'
        ? [roundTo(to, value, dialect), `f.${countColumn(j)}`]
        : [roundTo(to, single, dialect), `CASE WHEN ${single} IS NULL THEN NULL ELSE 1 END`];
    case 'countd':
      return [
        from.aggregation === 'countd'
          ? value
          : `CASE WHEN ${shown} IS NULL THEN NULL ELSE ${dialect.listOf(`CAST(${shown} AS ${dialect.measureType({ type: 'float' })})`)} END`,
      ];
    case 'count': {
      // A count keeps its counts, an average its count of source values; any other fact counts once.
      const counted =
        from.aggregation === 'count'
          ? value
          : from.aggregation === 'avg'
            ? `f.${countColumn(j)}`
            : `CASE WHEN ${shown} IS NULL THEN NULL ELSE 1 END`;
      return [roundTo(to, counted, dialect)];
    }
    default:
      return [roundTo(to, shown, dialect)];
  }
}
