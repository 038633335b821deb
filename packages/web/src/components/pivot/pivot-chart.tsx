import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chartDescription } from '../report-chart/chart-description';
import { useChartLocale } from '../report-chart/chart-locale';
import type { PivotLayout } from './pivot-layout';

// ECharts is imported per chart type (DESIGN §5): the whole library is 420 KB gzip.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const maxCategories = 60;
const maxSeries = 12;

/** Label of a header: its members' names, "Total" for the totals. */
const headerName = (members: PivotAnswer['rows'][number]['members'], total: string) =>
  members.map((m) => m?.name ?? total).join(' / ') || total;

/**
 * A bar chart of the current pivot: a category per row (details, not subtotals), a series per
 * column and measure (first ones, when there are many).
 */
export function PivotChart({
  answer,
  layout,
  dark,
}: {
  answer: PivotAnswer;
  layout: PivotLayout;
  dark: boolean;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const describedBy = useId();
  const locale = useChartLocale();
  const total = t('pivot.total');
  const { rows, series } = useMemo(() => {
    const rows = answer.rows
      .map((h, r) => ({ h, r }))
      .filter(({ h }) => !h.total)
      .slice(0, maxCategories);
    const series = layout.leafColumns
      .filter(({ c }) => !answer.columns[c]?.total || answer.columns.length === 1)
      .slice(0, maxSeries)
      .map(({ c, m }) => ({
        name: `${headerName(answer.columns[c]?.members ?? [], total)}${answer.measures.length > 1 ? ` · ${answer.measures[m]?.name}` : ''}`,
        data: rows.map(({ r }) => pivotCell(answer, r, c, m)),
      }));
    return { rows, series };
  }, [answer, layout, total]);
  const description = chartDescription(t, {
    kind: 'bar',
    title: answer.measures.map((measure) => measure.name).join(', '),
    categories: rows.length,
    series: series.map(({ name }) => name),
  });
  useEffect(() => {
    if (!host.current || !locale) return;
    const chart = echarts.init(host.current, dark ? 'dark' : undefined, { locale });
    chart.setOption({
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll' },
      grid: { left: 80, right: 24, bottom: 80, top: 48 },
      xAxis: {
        type: 'category',
        data: rows.map(({ h }) => headerName(h.members, total)),
        axisLabel: { rotate: rows.length > 8 ? 40 : 0 },
      },
      yAxis: { type: 'value' },
      series: series.map((one) => ({ type: 'bar', ...one })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [rows, series, total, locale, dark]);
  return (
    <figure className="pivot-chart">
      {/* One image to a screen reader: named, and described in our words, not ECharts'. */}
      <div
        ref={host}
        className="pivot-chart__canvas"
        role="img"
        aria-label={t('pivot.chart.label')}
        aria-describedby={describedBy}
      />
      <p id={describedBy} className="visually-hidden">
        {description}
      </p>
      {answer.rows.filter((h) => !h.total).length > maxCategories && (
        <figcaption>{t('pivot.chart.cut', { count: maxCategories })}</figcaption>
      )}
    </figure>
  );
}
