import { arithmeticType, type MeasureSpec, roundTo, valueColumn } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';

/**
 * Write-back of a consolidated cell as statements over the facts table: each leaf's share rounded
 * to the measure's type (half away from zero), then what the shares miss of the written value put
 * on the largest leaf, so the leaves add up to it exactly. `scope` is a condition on the facts
 * (alias `f`) with its parameters; every other value is bound.
 */
export interface SpreadScope {
  facts: string;
  /** The facts' dimension columns, in order (ties of the largest leaf go to the first by them). */
  dims: string[];
  where: string;
}

/** The written value as the measure's type (bind its decimal text). */
export const typedTarget = (measure: MeasureSpec, dialect: Dialect) =>
  `CAST(? AS ${dialect.measureType(measure)})`;

/**
 * Proportional shares: every leaf in scope with a value is multiplied by `target / current sum`
 * (one `?`, a double) and rounded. Parameters: the factor, then the scope's.
 */
export function proportionalShares(
  measure: MeasureSpec,
  j: number,
  scope: SpreadScope,
  dialect: Dialect,
): string {
  const m = valueColumn(j);
  const double = dialect.measureType({ type: 'float' });
  return `UPDATE ${scope.facts} AS f SET ${m} = ${roundTo(measure, `CAST(${m} AS ${double}) * CAST(? AS ${double})`, dialect)} WHERE ${scope.where} AND f.${m} IS NOT NULL`;
}

/**
 * An equal share of the written value over `leaves` leaves, rounded to the measure's type.
 * Parameters: the value's text, then the number of leaves.
 */
export function equalShare(measure: MeasureSpec, dialect: Dialect): string {
  const leaves = dialect.measureType({ type: 'integer' });
  return roundTo(measure, `CAST(? AS ${arithmeticType(measure, dialect)}) / CAST(? AS ${leaves})`, dialect);
}

/**
 * What the leaves in scope miss of the written value (as exact text, `rest`) and the largest of
 * them by absolute value (its dimension columns). Parameters: the value's text, then the scope's
 * twice.
 */
export function remainderQuery(
  measure: MeasureSpec,
  j: number,
  scope: SpreadScope,
  dialect: Dialect,
): string {
  const m = valueColumn(j);
  const order = [`abs(f.${m}) DESC`, ...scope.dims.map((d) => `f.${d}`)].join(', ');
  const sum = `(SELECT sum(f.${m}) FROM ${scope.facts} f WHERE ${scope.where})`;
  return `SELECT CAST(${typedTarget(measure, dialect)} - ${sum} AS VARCHAR) AS rest, ${scope.dims.map((d) => `f.${d}`).join(', ')} FROM ${scope.facts} f WHERE ${scope.where} AND f.${m} IS NOT NULL ORDER BY ${order} LIMIT 1`;
}

/** Adds the remainder to one leaf. Parameters: the remainder's text, then the leaf's dimension ids. */
export function addToLeaf(measure: MeasureSpec, j: number, scope: SpreadScope, dialect: Dialect): string {
  const m = valueColumn(j);
  return `UPDATE ${scope.facts} SET ${m} = ${m} + ${typedTarget(measure, dialect)} WHERE ${scope.dims.map((d) => `${d} = ?`).join(' AND ')}`;
}
