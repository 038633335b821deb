import { describe, expect, it } from 'vitest';
import { chartOptionOf } from './report-chart-option';
import type { ReportTable } from './reports';

const table: ReportTable = {
  columns: [
    { title: 'region', numeric: false },
    { title: 'amount', numeric: true },
    { title: 'quantity', numeric: true },
  ],
  rows: [
    ['East', 1, 10],
    ['West', 2, 20],
    ['Total', 3, 30],
  ],
  totals: [false, false, true],
};

describe('chartOptionOf', () => {
  it('draws a series per value column over the detail lines', () => {
    const option = chartOptionOf(table, 'bar');
    expect(option?.xAxis).toMatchObject({ data: ['East', 'West'] });
    expect(option?.series).toEqual([
      { type: 'bar', name: 'amount', data: [1, 2] },
      { type: 'bar', name: 'quantity', data: [10, 20] },
    ]);
    expect(chartOptionOf(table, 'area')?.series[0]).toMatchObject({ type: 'line', areaStyle: {} });
  });

  it('draws a pie of the first value column, and nothing for the table type', () => {
    expect(chartOptionOf(table, 'pie')?.series[0]).toMatchObject({
      type: 'pie',
      data: [
        { name: 'East', value: 1 },
        { name: 'West', value: 2 },
      ],
    });
    expect(chartOptionOf(table, 'table')).toBeNull();
    expect(
      chartOptionOf({ ...table, columns: table.columns.map((c) => ({ ...c, numeric: false })) }, 'bar'),
    ).toBeNull();
  });
});
