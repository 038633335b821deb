import { describe, expect, it } from 'vitest';
import type { PivotAnswer } from './pivot';
import { englishAggregateWords } from './qry/column-title';
import { reportColumnShown, reportGridSelect, reportTableOf, reportValuesSchema } from './reports';

const member = (code: string, level = 0) => ({ id: 1, code, name: code, level, leaf: true, expanded: false });

describe('reports', () => {
  it('flattens a pivot: row labels, a column per header and measure (with its format), totals in the given word', () => {
    const pivot: PivotAnswer = {
      rowDims: ['region'],
      columnDims: ['scenario'],
      measures: [
        {
          name: 'amount',
          caption: 'Amount',
          type: 'decimal',
          aggregation: 'sum',
          decimals: 2,
          scale: 2,
          format: { style: 'currency', currency: 'EUR', grouping: true, unit: 'one' },
        },
      ],
      filters: [],
      rows: [
        { members: [member('East')], total: false },
        { members: [null], total: true },
      ],
      columns: [
        { members: [member('Actual')], total: false },
        { members: [null], total: true },
      ],
      cells: [[100, 100, 300, 300]],
    };
    const euros = { style: 'currency', currency: 'EUR', grouping: true, unit: 'one' };
    expect(reportTableOf({ pivot }, 'Итого', englishAggregateWords)).toEqual({
      columns: [
        { title: 'region', numeric: false },
        { title: 'Actual', numeric: true, format: euros, decimals: 2 },
        { title: 'Итого', numeric: true, format: euros, decimals: 2 },
      ],
      rows: [
        ['East', 1, 1],
        ['Итого', 3, 3],
      ],
      totals: [false, true],
    });
  });

  it('flattens grid rows in column order, objects as JSON, an aggregate titled in the given words', () => {
    const rows = {
      columns: [
        { name: 'region', type: 'text' as const, title: 'fields.table:t.region' },
        { name: 'sum_amount', type: 'number' as const, title: 'aggregates.sum' },
      ],
      rows: [
        { region: 'East', sum_amount: 2.5 },
        { region: { x: 1 }, sum_amount: null },
      ],
      total: 2,
    };
    const russian = {
      operands: { ...englishAggregateWords.operands, sum: 'Сумма' },
      of: '{operand}: {field}',
    };
    expect(reportTableOf({ rows }, 'Итого', russian).columns).toEqual([
      { title: 'region', numeric: false },
      { title: 'Сумма: amount', numeric: true },
    ]);
    expect(reportTableOf({ rows }, 'Total', englishAggregateWords).rows).toEqual([
      ['East', 2.5],
      ['{"x":1}', null],
    ]);
  });

  it('selects groups with their aggregates, sorted by the groups unless the view sorts', () => {
    const grouped = reportGridSelect(
      'table:t',
      { type: 'grid', groupby: { groups: [{ field: 'month' }], aggregates: [] } },
      10,
    );
    expect(grouped).toMatchObject({
      groupby: { isActive: true, groups: [{ field: 'month' }], aggregates: [{ operand: 'count' }] },
      orderby: { sorts: [{ field: 'month', dir: 'asc' }] },
      limit: 10,
    });
    const plain = reportGridSelect(
      'table:t',
      { type: 'grid', fields: ['a'], groupby: { isActive: false } },
      5,
    );
    expect(plain).toEqual({ op: 'select', object: 'table:t', fields: ['a'], offset: 0, limit: 5 });
    expect(reportColumnShown({ type: 'grid', fields: ['a'] })({ name: 'id' })).toBe(false);
  });

  it('refuses a chart type it does not know and unknown view fields', () => {
    const values = {
      title: 'x',
      description: '',
      source: { kind: 'cube', id: '00000000-0000-4000-8000-000000000000' },
      view: { type: 'pivot' },
      chart: 'bar',
    };
    expect(reportValuesSchema.safeParse(values).success).toBe(true);
    expect(reportValuesSchema.safeParse({ ...values, chart: 'radar' }).success).toBe(false);
    expect(reportValuesSchema.safeParse({ ...values, view: { type: 'pivot', bogus: 1 } }).success).toBe(
      false,
    );
  });
});
