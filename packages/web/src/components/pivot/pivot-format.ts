import { type NumberFormatSpec, plainNumberFormat as plain } from '@cubus/shared';
import type { NumberFormat } from './pivot-state';

/** The pivot's own formats: each overrides every measure's format. */
const overrides: Record<Exclude<NumberFormat, 'auto'>, NumberFormatSpec> = {
  integer: { ...plain, decimals: 0 },
  fixed2: { ...plain, decimals: 2 },
  thousands: { ...plain, decimals: 1, unit: 'thousand' },
  millions: { ...plain, decimals: 1, unit: 'million' },
};

/**
 * The format a measure's values show in: the pivot's when it overrides, else (`auto`) the
 * measure's own, or plain numbers in the measure's decimals when it has none.
 * @example formatNumber(1234567, shownFormat('thousands', undefined), 'en') // '1,234.6K'
 */
export function shownFormat(
  format: NumberFormat,
  measureFormat: NumberFormatSpec | undefined,
): NumberFormatSpec {
  return format === 'auto' ? (measureFormat ?? plain) : overrides[format];
}

/**
 * A number as typed in the user's locale ("1.234,5" in German, "1,234.5" in English); an empty
 * text is null (clear the cell), anything else not a number is NaN.
 */
export function parseNumber(text: string, locale: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const plainText = trimmed
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plainText) ? Number(plainText) : Number.NaN;
}
