import { Card, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { chartColours } from '../../chart-figures-table';
import { formatCompact, formatPercent } from '../../demo-format';
import { DashboardChart } from '../dashboard-chart';
import type { DashboardPeriod } from '../dashboard-periods';
import { PeriodSelect } from '../period-select';
import type { AnalyticsData } from './analytics-model';

/** Monday to Sunday, the reader's way (1 June 2026 was a Monday). */
const weekdays = () =>
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 5, 1 + index)),
    ),
  );

const dayCount = (days: number) =>
  new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);

/** Average sessions over a chosen period, by weekday, with the progress towards the goals. */
export function SessionsCard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('demo');
  const [period, setPeriod] = useState<DashboardPeriod>('last7Days');
  const figures = data.avgSessions[period];
  const title = t('dashboards.analytics.sessions.title');
  const days = weekdays();
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{title}</h2>}
      extra={<PeriodSelect value={period} onChange={setPeriod} label={t('dashboards.periodOf', { title })} />}
    >
      <p className="demo-big-figure" data-testid="sessions-total">
        {formatCompact(figures.sessions)}
      </p>
      <p className={figures.growth < 0 ? 'demo-fall' : 'demo-rise'}>
        {t('dashboards.analytics.sessions.growth', { percent: formatPercent(figures.growth) })}
      </p>
      <DashboardChart
        height={140}
        option={{
          color: [chartColours.primary],
          grid: { left: 8, right: 8, top: 8, bottom: 24 },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', data: days, axisTick: { show: false } },
          yAxis: { type: 'value', show: false },
          series: [{ type: 'bar', name: title, data: figures.bars, itemStyle: { borderRadius: 4 } }],
        }}
        table={{
          caption: t('dashboards.analytics.sessions.byWeekday'),
          columns: [t('dashboards.weekday'), title],
          rows: days.map((day, index) => [day, String(figures.bars[index] ?? 0)]),
        }}
      />
      <h3 className="demo-section-title">{t('dashboards.analytics.goals.title')}</h3>
      <div className="demo-goals">
        {(['goal', 'users', 'retention', 'duration'] as const).map((goal) => (
          <div key={goal}>
            <span id={`goal-${goal}`}>{t(`dashboards.analytics.goals.${goal}`)}</span>
            <Progress percent={data.goals[goal]} size="small" aria-labelledby={`goal-${goal}`} />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** Support tickets over a chosen period: the share completed as a gauge, new and open ones, the answer time. */
export function SupportCard({ data }: { data: AnalyticsData }) {
  const { t } = useTranslation('demo');
  const [period, setPeriod] = useState<DashboardPeriod>('last7Days');
  const figures = data.supportTracker[period];
  const title = t('dashboards.analytics.support.title');
  const completed = t('dashboards.analytics.support.completed');
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{title}</h2>}
      extra={<PeriodSelect value={period} onChange={setPeriod} label={t('dashboards.periodOf', { title })} />}
    >
      <p className="demo-big-figure" data-testid="tickets-total">
        {formatCompact(figures.totalTickets)}
      </p>
      <p className="demo-muted">{t('dashboards.analytics.support.total')}</p>
      <DashboardChart
        height={200}
        option={{
          series: [
            {
              type: 'gauge',
              name: completed,
              startAngle: 210,
              endAngle: -30,
              progress: { show: true, width: 12, itemStyle: { color: chartColours.primary } },
              axisLine: { lineStyle: { width: 12 } },
              axisTick: { show: false },
              splitLine: { show: false },
              axisLabel: { show: false },
              pointer: { show: false },
              title: { offsetCenter: [0, '30%'] },
              detail: { offsetCenter: [0, '-5%'], formatter: (value: number) => formatPercent(value) },
              data: [{ value: figures.completed, name: completed }],
            },
          ],
        }}
        table={{
          caption: title,
          columns: [t('dashboards.figure'), t('dashboards.value')],
          rows: [[completed, formatPercent(figures.completed)]],
        }}
      />
      <dl className="demo-figures">
        <div>
          <dt>{t('dashboards.analytics.support.new')}</dt>
          <dd>{formatCompact(figures.newTickets)}</dd>
        </div>
        <div>
          <dt>{t('dashboards.analytics.support.open')}</dt>
          <dd>{formatCompact(figures.openTickets)}</dd>
        </div>
        <div>
          <dt>{t('dashboards.analytics.support.response')}</dt>
          <dd>{dayCount(figures.responseDays)}</dd>
        </div>
      </dl>
    </Card>
  );
}
