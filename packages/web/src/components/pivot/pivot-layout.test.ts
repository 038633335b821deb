import { formatNumber, numberFormatSchema, type PivotAnswer, type PivotMember } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { csvOf, exportSheetOf } from './pivot-export';
import { parseNumber, shownFormat } from './pivot-format';
import { buildLayout } from './pivot-layout';
import type { NumberFormat } from './pivot-state';

let ids = 0;
const member = (code: string, level = 0, leaf = true, expanded = false): PivotMember => ({
  id: ++ids,
  code,
  name: code,
  level,
  leaf,
  expanded,
});

/** region × product on rows (subtotals), year → quarters on columns, two measures. */
function answer(): PivotAnswer {
  const north = member('North');
  const south = member('South');
  const y = member('2024', 0, false, true);
  const q1 = member('Q1', 1);
  const q2 = member('Q2', 1);
  return {
    rowDims: ['region', 'product'],
    columnDims: ['month'],
    measures: [
      { name: 'amount', type: 'float', aggregation: 'sum', decimals: null, scale: null },
      { name: 'qty', type: 'integer', aggregation: 'sum', decimals: 0, scale: 0 },
    ],
    filters: [],
    rows: [
      { members: [north, member('Laptops')], total: false },
      { members: [north, member('Phones')], total: false },
      { members: [north, null], total: true },
      { members: [south, member('Laptops')], total: false },
      { members: [south, null], total: true },
      { members: [null, null], total: true },
    ],
    columns: [
      { members: [y], total: false },
      { members: [q1], total: false },
      { members: [q2], total: false },
      { members: [null], total: true },
    ],
    cells: [
      Array.from({ length: 6 }, (_, r) => Array.from({ length: 4 }, (_, c) => r * 10 + c)).flat(),
      Array.from({ length: 24 }, () => 1),
    ],
  };
}

describe('buildLayout', () => {
  it('makes one leaf column per column and measure, measures innermost', () => {
    const layout = buildLayout(answer());
    expect(layout.leafColumns.slice(0, 3)).toEqual([
      { c: 0, m: 0 },
      { c: 0, m: 1 },
      { c: 1, m: 0 },
    ]);
    expect(layout.leafColumns).toHaveLength(8);
    expect(layout.measureLine).toBe(true);
  });

  it('spans a column header over its measures and labels the total once', () => {
    const [line] = buildLayout(answer()).headerLines;
    expect(line?.map((cell) => [cell.member?.code ?? null, cell.first, cell.span, cell.total])).toEqual([
      ['2024', true, 2, false],
      ['2024', false, 0, false],
      ['Q1', true, 2, false],
      ['Q1', false, 0, false],
      ['Q2', true, 2, false],
      ['Q2', false, 0, false],
      [null, true, 2, true],
      [null, false, 0, true],
    ]);
  });

  it('shows an outer row member once, marks subtotals and the grand total, indents by depth', () => {
    const { rowLabels } = buildLayout(answer());
    expect(
      rowLabels.map((labels) => labels.map((l) => (l.repeat ? '·' : l.total ? 'T' : (l.member?.code ?? '')))),
    ).toEqual([
      ['North', 'Laptops'],
      ['·', 'Phones'],
      ['·', 'T'],
      ['South', 'Laptops'],
      ['·', 'T'],
      ['T', ''],
    ]);
    const columnsAsRows = buildLayout({ ...answer(), rows: answer().columns, rowDims: ['month'] });
    expect(columnsAsRows.rowLabels.map((labels) => labels[0]?.depth)).toEqual([0, 1, 1, 0]);
  });
});

describe('export', () => {
  it('lays the sheet out as the screen does: header runs merged, labels indented, values as numbers', () => {
    const data = answer();
    const sheet = exportSheetOf(data, buildLayout(data), { total: 'Total', measureTitle: (n) => n });
    expect(sheet.headerRows).toBe(2);
    expect(sheet.labelColumns).toBe(2);
    expect(sheet.rows[0]?.slice(0, 5)).toEqual(['', 'month', '2024', '', 'Q1']);
    expect(sheet.merges[0]).toEqual([0, 2, 3]);
    expect(sheet.rows[1]?.slice(0, 4)).toEqual(['region', 'product', 'amount', 'qty']);
    expect(sheet.rows[2]?.slice(0, 4)).toEqual(['North', 'Laptops', 0, 1]);
    expect(sheet.rows.at(-1)?.slice(0, 3)).toEqual(['Total', '', 50]);
    const csv = csvOf(sheet);
    expect(csv.split('\r\n')[2]).toBe('North,Laptops,0,1,1,1,2,1,3,1');
    expect(sheet.numberFormats.slice(0, 4)).toEqual([null, null, '#,##0.00', '#,##0']);
  });

  it('gives each value column its measure’s number format, or the pivot’s when it overrides them', () => {
    const data = answer();
    const euros = numberFormatSchema.parse({ style: 'currency', currency: 'EUR', decimals: 0 });
    const withFormat = {
      ...data,
      measures: data.measures.map((m, i) => (i === 0 ? { ...m, format: euros } : m)),
    };
    const words = { total: 'Total', measureTitle: (n: string) => n };
    const own = exportSheetOf(withFormat, buildLayout(withFormat), words);
    expect(own.numberFormats.slice(2, 4)).toEqual(['[$EUR] #,##0', '#,##0']);
    const millions = exportSheetOf(withFormat, buildLayout(withFormat), words, 'millions');
    expect(millions.numberFormats.slice(2, 4)).toEqual(['#,##0.0,,"M"', '#,##0.0,,"M"']);
  });

  it('quotes CSV fields with commas and quotes, and defuses labels that would be formulas', () => {
    const rows = [['a,b', 'say "hi"', null, 2, '=HYPERLINK("x")', -3]];
    expect(csvOf({ rows, headerRows: 0, labelColumns: 0, merges: [], numberFormats: [] })).toBe(
      `"a,b","say ""hi""",,2,"'=HYPERLINK(""x"")",-3\r\n`,
    );
  });
});

describe('a value as the pivot shows it', () => {
  const shown = (
    value: number | null,
    format: NumberFormat,
    locale: string,
    decimals: number | null = null,
  ) => formatNumber(value, shownFormat(format, undefined), locale, decimals);
  it('formats by the chosen number format in the user’s locale; empty stays blank', () => {
    expect(shown(1234567.891, 'auto', 'en')).toBe('1,234,567.89');
    expect(shown(1234567.891, 'integer', 'en')).toBe('1,234,568');
    expect(shown(12.5, 'fixed2', 'de')).toBe('12,50');
    expect(shown(1234567, 'thousands', 'en')).toBe('1,234.6K');
    expect(shown(1234567, 'millions', 'en')).toBe('1.2M');
    expect(shown(null, 'auto', 'en')).toBe('');
    // Automatic follows a measure's decimals: a money measure's cents, an integer's none.
    expect(shown(7.7, 'auto', 'en', 2)).toBe('7.70');
    expect(shown(1234.5, 'auto', 'de', 2)).toBe('1.234,50');
    expect(shown(8, 'auto', 'en', 0)).toBe('8');
    expect(shown(7.700000000000001, 'auto', 'en', null)).toBe('7.7');
  });

  it('shows a measure’s own format when the pivot’s is automatic, and the pivot’s over it otherwise', () => {
    const euros = numberFormatSchema.parse({ style: 'currency', currency: 'EUR', decimals: 0 });
    expect(formatNumber(1500.4, shownFormat('auto', euros), 'de')).toBe('1.500\u00a0€');
    expect(formatNumber(1500.4, shownFormat('fixed2', euros), 'de')).toBe('1.500,40');
  });
});

describe('parseNumber', () => {
  it('reads numbers as typed in the locale; empty clears; text is not a number', () => {
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('-7', 'ru')).toBe(-7);
    expect(parseNumber('  ', 'en')).toBeNull();
    expect(parseNumber('lots', 'en')).toBeNaN();
  });
});
