import type { DashboardAnswer } from '@cubus/shared';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Per chart type, as the pivot's chart: the whole library is 420 KB gzip.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, CanvasRenderer]);

const dayLabel = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Runs per day as stacked bars (succeeded, failed), with the same figures as a table for screen readers. */
export function RunsChart({ days, dark }: { days: DashboardAnswer['runsPerDay']; dark: boolean }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, dark ? 'dark' : undefined);
    chart.setOption({
      aria: { enabled: true },
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 40, right: 16, bottom: 32, top: 40 },
      xAxis: { type: 'category', data: days.map((d) => dayLabel(d.day, language)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          stack: 'runs',
          name: t('dashboard.succeeded'),
          data: days.map((d) => d.succeeded),
          color: '#2f9e44',
        },
        {
          type: 'bar',
          stack: 'runs',
          name: t('dashboard.failed'),
          data: days.map((d) => d.failed),
          color: '#e03131',
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, dark, language, t]);
  return (
    <figure className="dashboard-chart">
      <div ref={host} className="dashboard-chart__canvas" aria-hidden="true" />
      <table className="visually-hidden">
        <caption>{t('dashboard.runsPerDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.day')}</th>
            <th scope="col">{t('dashboard.succeeded')}</th>
            <th scope="col">{t('dashboard.failed')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day, language)}</th>
              <td>{d.succeeded}</td>
              <td>{d.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
