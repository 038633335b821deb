import { z } from 'zod';

/** How a number is shown: a plain number, a percentage (0.25 → 25 %), or an amount of a currency. */
export const numberStyles = ['number', 'percent', 'currency'] as const;
/** Shown in units, thousands (1,234.5K) or millions. */
export const numberUnits = ['one', 'thousand', 'million'] as const;

/**
 * A measure's number format, kept in the cube's definition and used alike by the pivot, reports
 * and spreadsheet exports (CSV stays raw numbers): its style, decimals (absent: the measure's
 * own), thousands separators, unit and, for a currency, its ISO 4217 code.
 * @example {style: 'currency', currency: 'EUR', decimals: 2, grouping: true, unit: 'one'}
 */
export const numberFormatSchema = z
  .strictObject({
    style: z.enum(numberStyles).default('number'),
    decimals: z.number().int().min(0).max(6).optional(),
    grouping: z.boolean().default(true),
    unit: z.enum(numberUnits).default('one'),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'A currency code of three capital letters (EUR, USD)')
      .optional(),
  })
  .superRefine((format, context) => {
    if ((format.style === 'currency') !== (format.currency !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'A currency format names its currency, and only it does',
      });
  });
export type NumberFormatSpec = z.output<typeof numberFormatSchema>;

/** Numbers as they are, with thousands separators: how a measure without a format shows. */
export const plainNumberFormat: NumberFormatSpec = { style: 'number', grouping: true, unit: 'one' };

const unitDivisor = { one: 1, thousand: 1e3, million: 1e6 } as const;
const unitSuffix = { one: '', thousand: 'K', million: 'M' } as const;
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(spec: NumberFormatSpec, locale: string, decimals: number | null): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(spec)}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = spec.decimals ?? decimals;
    formatter = new Intl.NumberFormat(locale, {
      style: spec.style === 'number' ? 'decimal' : spec.style,
      ...(spec.currency ? { currency: spec.currency } : {}),
      useGrouping: spec.grouping,
      ...(digits === null
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A number as its format shows it in a locale; `decimals` are the measure's own, used when the
 * format names none (null: up to two). An empty value is blank.
 * @example formatNumber(0.256, {style: 'percent', decimals: 1, grouping: true, unit: 'one'}, 'en') // '25.6%'
 */
export function formatNumber(
  value: number | null | undefined,
  spec: NumberFormatSpec,
  locale: string,
  decimals: number | null = null,
): string {
  if (value === null || value === undefined) return '';
  return `${intlFormat(spec, locale, decimals).format(value / unitDivisor[spec.unit])}${unitSuffix[spec.unit]}`;
}

/**
 * The same format as a spreadsheet's number format code (Excel, LibreOffice), so an exported
 * cell keeps its number and shows as in the pivot.
 * @example spreadsheetFormat({style: 'currency', currency: 'EUR', decimals: 2, grouping: true, unit: 'thousand'}) // '[$EUR] #,##0.00,"K"'
 */
export function spreadsheetFormat(spec: NumberFormatSpec, decimals: number | null = null): string {
  const digits = spec.decimals ?? decimals ?? 2;
  const number = `${spec.grouping ? '#,##0' : '0'}${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
  // Each trailing comma divides by a thousand.
  const scaled = `${number}${spec.unit === 'thousand' ? ',"K"' : spec.unit === 'million' ? ',,"M"' : ''}`;
  if (spec.style === 'percent') return `${scaled}%`;
  if (spec.style === 'currency') return `[$${spec.currency}] ${scaled}`;
  return scaled;
}
