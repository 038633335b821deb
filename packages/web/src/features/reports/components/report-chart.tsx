import type { ReportChartType, ReportTable } from '@cubus/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLimits, chartOptionOf } from './report-chart-option';
import { drawChart } from './report-chart-render';

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
  const option = useMemo(() => chartOptionOf(table, chart), [table, chart]);
  useEffect(
    () => (host.current && option ? drawChart(host.current, option, dark) : undefined),
    [option, dark],
  );
  if (!option) return null;
  const details = table.totals.filter((total) => !total).length;
  return (
    <figure className="report-chart">
      {/* ECharts writes its own aria-label on its host: the named image wraps it. */}
      <div role="img" aria-label={t('reports.chartOf', { title })}>
        <div ref={host} className="report-chart__canvas" />
      </div>
      {details > chartLimits.categories && (
        <figcaption>{t('pivot.chart.cut', { count: chartLimits.categories })}</figcaption>
      )}
    </figure>
  );
}
