import type { ReportChartType, ReportTable } from './reports';

/** Bounds that keep a chart readable; the table below it holds every row. */
export const chartLimits = { categories: 60, series: 12 } as const;

export interface ChartOption {
  series: Record<string, unknown>[];
  [key: string]: unknown;
}

/**
 * The ECharts option of a report's chart: a category per line of the table (subtotals left out,
 * labels joined), a series per value column (a pie: the first one's share per category). `null`
 * for the `table` type or a table without values.
 * @example chartOptionOf(table, 'bar')?.series // [{type: 'bar', name: 'amount', data: [1, 2]}]
 */
export function chartOptionOf(table: ReportTable, chart: ReportChartType): ChartOption | null {
  const labels = table.columns.flatMap((c, i) => (c.numeric ? [] : [i]));
  const values = table.columns
    .flatMap((c, i) => (c.numeric ? [{ i, title: c.title }] : []))
    .slice(0, chartLimits.series);
  if (chart === 'table' || values.length === 0) return null;
  const details = table.rows.filter((_, r) => !table.totals[r]);
  const rows = (details.length > 0 ? details : table.rows).slice(0, chartLimits.categories);
  const categories = rows.map(
    (row) =>
      labels
        .map((i) => String(row[i] ?? '').trim())
        .filter(Boolean)
        .join(' / ') || '—',
  );
  const valueAt = (row: (typeof rows)[number], i: number) => {
    const value = row[i];
    return typeof value === 'number' ? value : value === null ? null : Number(value);
  };
  const base = { backgroundColor: 'transparent', animation: false };
  if (chart === 'pie') {
    const first = values[0] as { i: number; title: string };
    return {
      ...base,
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: first.title,
          radius: ['0%', '65%'],
          data: rows.map((row, r) => ({ name: categories[r], value: valueAt(row, first.i) })),
        },
      ],
    };
  }
  return {
    ...base,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll' },
    grid: { left: 80, right: 24, bottom: 80, top: 48 },
    xAxis: { type: 'category', data: categories, axisLabel: { rotate: categories.length > 8 ? 40 : 0 } },
    yAxis: { type: 'value' },
    series: values.map(({ i, title }) => ({
      type: chart === 'bar' ? 'bar' : 'line',
      name: title,
      ...(chart === 'area' ? { areaStyle: {} } : {}),
      data: rows.map((row) => valueAt(row, i)),
    })),
  };
}
