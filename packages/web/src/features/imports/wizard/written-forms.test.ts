import { describe, expect, it } from 'vitest';
import { writtenFormsOf } from './written-forms';

describe('how a sample writes numbers and dates', () => {
  it('finds a decimal comma in a German or French spreadsheet’s numbers', () => {
    expect(writtenFormsOf(['1.234,56', '-0,5', '7', 'Müller GmbH'])).toEqual({ decimal: ',' });
    expect(writtenFormsOf(['1 234,56', '1\u202f000', '12'])).toEqual({ decimal: ',' });
    expect(writtenFormsOf(['1.234.567'])).toEqual({ decimal: ',' });
    expect(writtenFormsOf(['0,125'])).toEqual({ decimal: ',' });
  });

  it('finds a decimal point in American numbers, grouped by commas or not', () => {
    expect(writtenFormsOf(['1,234.56', '-3'])).toEqual({ decimal: '.' });
    expect(writtenFormsOf(['1,234,567'])).toEqual({ decimal: '.' });
    expect(writtenFormsOf(['0.5', '.25'])).toEqual({ decimal: '.' });
  });

  it('decides nothing from numbers either sign reads, and a point when the values disagree', () => {
    expect(writtenFormsOf(['1,234', '12,345', '1.234', '42', '-3e2'])).toEqual({});
    expect(writtenFormsOf(['1,5', '2.5'])).toEqual({ decimal: '.' });
    expect(writtenFormsOf(['1.234,56', '1,234.56'])).toEqual({ decimal: '.' });
  });

  it('finds the order of a date’s parts from a day past 12 or a year first', () => {
    expect(writtenFormsOf(['31.12.2025', '1.2.2025'])).toEqual({ dates: 'dmy' });
    expect(writtenFormsOf(['13/01/2025 10:30'])).toEqual({ dates: 'dmy' });
    expect(writtenFormsOf(['12/31/2025', '01/02/2025'])).toEqual({ dates: 'mdy' });
    expect(writtenFormsOf(['2025-12-31', '2025-01-02T08:30Z'])).toEqual({ dates: 'ymd' });
  });

  it('keeps the date order open when the dates do not tell or disagree', () => {
    expect(writtenFormsOf(['01.02.2025', '12/11/2025'])).toEqual({});
    expect(writtenFormsOf(['31.12.2025', '12/31/2025'])).toEqual({});
    expect(writtenFormsOf(['31.12.2025', '2025-12-31'])).toEqual({});
    expect(writtenFormsOf(['31.13.2025', '99/99/2025'])).toEqual({});
  });

  it('tells nothing from an empty sample', () => {
    expect(writtenFormsOf([])).toEqual({});
    expect(writtenFormsOf(['', null, undefined, '  '])).toEqual({});
  });
});
