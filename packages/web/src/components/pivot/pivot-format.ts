import type { NumberFormat } from './pivot-state';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(
  format: NumberFormat,
  locale: string,
  decimals: number | null = null,
): Intl.NumberFormat {
  const key = `${format}|${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits =
      format === 'integer'
        ? { maximumFractionDigits: 0 }
        : format === 'auto'
          ? decimals === null
            ? { maximumFractionDigits: 2 }
            : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
          : {
              minimumFractionDigits: format === 'fixed2' ? 2 : 1,
              maximumFractionDigits: format === 'fixed2' ? 2 : 1,
            };
    formatter = new Intl.NumberFormat(locale, digits);
    formatters.set(key, formatter);
  }
  return formatter;
}

const scale: Record<NumberFormat, { by: number; suffix: string }> = {
  auto: { by: 1, suffix: '' },
  integer: { by: 1, suffix: '' },
  fixed2: { by: 1, suffix: '' },
  thousands: { by: 1e3, suffix: 'K' },
  millions: { by: 1e6, suffix: 'M' },
};

/** The format a value shows in: the pivot's, or with `auto` its measure's own (when it has one). */
export function shownFormat(format: NumberFormat, measureFormat: string | undefined): NumberFormat {
  if (format !== 'auto' || !measureFormat) return format;
  return measureFormat in scale ? (measureFormat as NumberFormat) : format;
}

/**
 * A cell's value as the pivot shows it; an empty cell is blank. Automatic shows a measure's own
 * decimals (a decimal(18, 2)'s two, an integer's none), else up to two.
 * @example formatValue(1234567, 'thousands', 'en') // '1,234.6K'; formatValue(7.7, 'auto', 'en', 2) // '7.70'
 */
export function formatValue(
  value: number | null | undefined,
  format: NumberFormat,
  locale: string,
  decimals: number | null = null,
): string {
  if (value === null || value === undefined) return '';
  const { by, suffix } = scale[format];
  return `${formatterOf(format, locale, decimals).format(value / by)}${suffix}`;
}

/**
 * A number as typed in the user's locale ("1.234,5" in German, "1,234.5" in English); an empty
 * text is null (clear the cell), anything else not a number is NaN.
 */
export function parseNumber(text: string, locale: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parts = formatterOf('auto', locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const plain = trimmed
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain) ? Number(plain) : Number.NaN;
}
