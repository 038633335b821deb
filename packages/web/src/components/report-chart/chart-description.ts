import type { ReportChartType } from '@cubus/shared';
import type { TFunction } from 'i18next';

export type ChartKind = Exclude<ReportChartType, 'table'>;

/**
 * A chart told in our own words, in the console's language: ECharts' generated text is English
 * phrasing over raw numbers, and names no category count.
 * @example chartDescription(t, { kind: 'bar', title: 'Sales', categories: 3, series: ['2024'] })
 * // 'Bar chart of Sales over 3 categories, showing 2024. The table holds every value.'
 */
export function chartDescription(
  t: TFunction,
  chart: { kind: ChartKind; title: string; categories: number; series: string[] },
): string {
  return t('pivot.chart.describe', {
    kind: t(`pivot.chart.kinds.${chart.kind}`),
    title: chart.title,
    count: chart.categories,
    series: chart.series.join(', '),
  });
}
