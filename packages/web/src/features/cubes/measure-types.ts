import {
  type CubeMeasure,
  decimalLimits,
  type MeasureAggregation,
  type TableColumnType,
} from '@cubus/shared';
import type { TFunction } from 'i18next';

/** A measure's declared type as a form edits it: a decimal with its precision and scale. */
export type DeclaredType = Pick<CubeMeasure, 'type' | 'precision' | 'scale'>;

/** Counts are whole numbers whatever is declared. */
export const isCount = (aggregation: MeasureAggregation | undefined) =>
  aggregation === 'count' || aggregation === 'countd';

/** The declared type of a measure (money by default: decimal(18, 2)). */
export function declaredOf(measure?: Partial<CubeMeasure> | null): DeclaredType {
  const type = measure?.type ?? 'decimal';
  return type === 'decimal'
    ? {
        type,
        precision: measure?.precision ?? decimalLimits.defaultPrecision,
        scale: measure?.scale ?? decimalLimits.defaultScale,
      }
    : { type };
}

/** A declared type in words: "Decimal (18, 2)", "Integer", "Float". */
export function typeLabel(t: TFunction, declared: DeclaredType): string {
  return declared.type === 'decimal'
    ? t('cubes.typeDecimal', { precision: declared.precision, scale: declared.scale })
    : t(`cubes.types.${declared.type}`);
}

/** What a measure from a table column is declared as at first: its column's kind of number. */
export function declaredOfColumn(type: TableColumnType): DeclaredType {
  if (type === 'integer' || type === 'bigint') return { type: 'integer' };
  if (type === 'double') return { type: 'float' };
  // A data table's decimal columns are DECIMAL(18, 4): the measure keeps every digit.
  return { type: 'decimal', precision: decimalLimits.defaultPrecision, scale: 4 };
}
