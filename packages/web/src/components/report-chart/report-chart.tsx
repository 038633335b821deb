import { chartLimits, chartOptionOf, type ReportChartType, type ReportTable } from '@cubus/shared';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartKind, chartDescription } from './chart-description';
import { useChartLocale } from './chart-locale';
import { drawChart } from './report-chart-render';
import './report-chart.css';

/** A report's chart on screen; the values are in the table beside it for screen readers. */
export function ReportChart({
  table,
  chart,
  title,
  dark,
}: {
  table: ReportTable;
  chart: ReportChartType;
  title: string;
  dark: boolean;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const describedBy = useId();
  const locale = useChartLocale();
  const option = useMemo(() => chartOptionOf(table, chart), [table, chart]);
  const description =
    option &&
    chartDescription(t, {
      kind: chart as ChartKind,
      title,
      categories: (option.series[0]?.data as unknown[] | undefined)?.length ?? 0,
      series: option.series.map((series) => String(series.name)),
    });
  useEffect(
    () => (host.current && option && locale ? drawChart(host.current, option, dark, locale) : undefined),
    [option, dark, locale],
  );
  if (!option) return null;
  const details = table.totals.filter((total) => !total).length;
  return (
    <figure className="report-chart">
      {/* One image to a screen reader: named for the report, described in our words, not ECharts'. */}
      <div
        ref={host}
        className="report-chart__canvas"
        role="img"
        aria-label={t('pivot.chart.of', { title })}
        aria-describedby={describedBy}
      />
      <p id={describedBy} className="visually-hidden">
        {description}
      </p>
      {details > chartLimits.categories && (
        <figcaption>{t('pivot.chart.cut', { count: chartLimits.categories })}</figcaption>
      )}
    </figure>
  );
}
