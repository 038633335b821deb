import { describe, expect, it } from 'vitest';
import { reportNumberFormat } from './report-number';

describe('a report’s numbers', () => {
  it('show a measure’s column in its format and decimals, other numbers plainly', () => {
    const number = reportNumberFormat('en');
    const euros = { style: 'currency', currency: 'EUR', decimals: 0, grouping: true, unit: 'one' } as const;
    expect(number(1500.4, { title: 'Revenue', numeric: true, format: euros, decimals: 2 })).toBe('€1,500');
    expect(number(1500.4, { title: 'amount', numeric: true, decimals: 2 })).toBe('1,500.40');
    expect(number(2.345, { title: 'sum_amount', numeric: true })).toBe('2.35');
    expect(number(7, undefined)).toBe('7');
  });
});
