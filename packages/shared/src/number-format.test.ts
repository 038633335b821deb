import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormatSchema, spreadsheetFormat } from './number-format';

const format = (spec: object) => numberFormatSchema.parse(spec);

describe('a measure’s number format', () => {
  it('shows decimals, thousands separators, units, percentages and currencies in the locale', () => {
    expect(formatNumber(1234567.891, format({ decimals: 2 }), 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, format({ decimals: 2 }), 'de')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, format({ decimals: 0, grouping: false }), 'en')).toBe('1234568');
    expect(formatNumber(1234567, format({ decimals: 1, unit: 'thousand' }), 'en')).toBe('1,234.6K');
    expect(formatNumber(0.256, format({ style: 'percent', decimals: 1 }), 'en')).toBe('25.6%');
    expect(formatNumber(1500, format({ style: 'currency', currency: 'EUR', decimals: 2 }), 'en')).toBe(
      '€1,500.00',
    );
    expect(formatNumber(null, format({}), 'en')).toBe('');
  });

  it('takes the measure’s own decimals when it names none', () => {
    expect(formatNumber(7.7, format({}), 'en', 2)).toBe('7.70');
    expect(formatNumber(7.777, format({}), 'en', null)).toBe('7.78');
  });

  it('writes the same format for a spreadsheet', () => {
    expect(spreadsheetFormat(format({ decimals: 2 }))).toBe('#,##0.00');
    expect(spreadsheetFormat(format({ decimals: 0, grouping: false }))).toBe('0');
    expect(spreadsheetFormat(format({ style: 'percent', decimals: 1 }))).toBe('#,##0.0%');
    expect(spreadsheetFormat(format({ unit: 'million' }), 1)).toBe('#,##0.0,,"M"');
    expect(spreadsheetFormat(format({ style: 'currency', currency: 'USD' }), 2)).toBe('[$USD] #,##0.00');
  });

  it('refuses a currency format without its currency, and a currency on another style', () => {
    expect(numberFormatSchema.safeParse({ style: 'currency' }).success).toBe(false);
    expect(numberFormatSchema.safeParse({ currency: 'EUR' }).success).toBe(false);
    expect(numberFormatSchema.safeParse({ currency: 'eur', style: 'currency' }).success).toBe(false);
  });
});
