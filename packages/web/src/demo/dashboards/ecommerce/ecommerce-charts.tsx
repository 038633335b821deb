import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartColours } from '../../chart-figures-table';
import { formatMoney, formatMonth, formatPercent } from '../../demo-format';
import { DashboardChart } from '../dashboard-chart';
import { type EcommerceData, earningSources, type RevenueYear } from './ecommerce-model';

/** The month's earnings, their change and, as a doughnut, where they came from. */
export function EarningsCard({ earnings }: { earnings: EcommerceData['earnings'] }) {
  const { t } = useTranslation('demo');
  const title = t('dashboards.ecommerce.earnings.title');
  const slices = earningSources.map((source) => ({
    name: t(`dashboards.ecommerce.earnings.sources.${source}`),
    value: earnings.shares[source],
  }));
  return (
    <Card className="demo-dashboard-card" title={<h2 className="demo-card-title">{title}</h2>}>
      <div className="demo-earnings">
        <div>
          <p className="demo-muted">{t('dashboards.ecommerce.earnings.month')}</p>
          <p className="demo-big-figure">{formatMoney(earnings.month)}</p>
          <p className={earnings.growth < 0 ? 'demo-fall' : 'demo-rise'}>
            {t('dashboards.ecommerce.earnings.growth', { percent: formatPercent(earnings.growth) })}
          </p>
        </div>
        <DashboardChart
          height={160}
          option={{
            color: [chartColours.success, chartColours.info, chartColours.primary],
            tooltip: { trigger: 'item', valueFormatter: formatPercent },
            series: [
              { type: 'pie', name: title, radius: ['55%', '80%'], label: { show: false }, data: slices },
            ],
          }}
          table={{
            caption: title,
            columns: [t('dashboards.ecommerce.earnings.source'), t('dashboards.ecommerce.earnings.share')],
            rows: slices.map((slice) => [slice.name, formatPercent(slice.value)]),
          }}
        />
      </div>
    </Card>
  );
}

/** Earning against expense per month of the chosen year, with the year's budget. */
export function RevenueCard({ revenue }: { revenue: RevenueYear[] }) {
  const { t } = useTranslation('demo');
  const [year, setYear] = useState(revenue.at(-1)?.year ?? 0);
  const shown = revenue.find((entry) => entry.year === year) ?? revenue.at(-1);
  const title = t('dashboards.ecommerce.revenue.title');
  if (!shown) return null;
  const months = shown.earning.map((_, month) =>
    formatMonth(`${shown.year}-${String(month + 1).padStart(2, '0')}-01`),
  );
  const earning = t('dashboards.ecommerce.revenue.earning');
  const expense = t('dashboards.ecommerce.revenue.expense');
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{title}</h2>}
      extra={
        <Select
          aria-label={t('dashboards.ecommerce.revenue.year')}
          value={year}
          onChange={setYear}
          options={revenue.map((entry) => ({ value: entry.year, label: String(entry.year) }))}
        />
      }
    >
      <p data-testid="revenue-budget">
        {t('dashboards.ecommerce.revenue.budget', { amount: formatMoney(shown.budget) })}
      </p>
      <DashboardChart
        height={260}
        testId="revenue-chart"
        option={{
          color: [chartColours.primary, chartColours.warning],
          legend: { top: 0 },
          tooltip: { trigger: 'axis', valueFormatter: formatMoney },
          grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
          xAxis: { type: 'category', data: months },
          yAxis: { type: 'value', axisLabel: { show: false } },
          series: [
            { type: 'bar', name: earning, stack: 'money', data: shown.earning },
            { type: 'bar', name: expense, stack: 'money', data: shown.expense },
          ],
        }}
        table={{
          caption: t('dashboards.ecommerce.revenue.caption', { year: shown.year }),
          columns: [t('dashboards.month'), earning, expense],
          rows: months.map((month, index) => [
            month,
            formatMoney(shown.earning[index] ?? 0),
            formatMoney(shown.expense[index] ?? 0),
          ]),
        }}
      />
    </Card>
  );
}

/** How far the goal is reached: completed against still in progress. */
export function GoalCard({ goal }: { goal: EcommerceData['goal'] }) {
  const { t } = useTranslation('demo');
  const title = t('dashboards.ecommerce.goal.title');
  const done = Math.round((goal.completed / (goal.completed + goal.inProgress)) * 1000) / 10;
  const completed = t('dashboards.ecommerce.goal.completed');
  const inProgress = t('dashboards.ecommerce.goal.inProgress');
  return (
    <Card className="demo-dashboard-card" title={<h2 className="demo-card-title">{title}</h2>}>
      <DashboardChart
        height={200}
        option={{
          series: [
            {
              type: 'gauge',
              name: title,
              progress: { show: true, width: 14, itemStyle: { color: chartColours.success } },
              axisLine: { lineStyle: { width: 14 } },
              axisTick: { show: false },
              splitLine: { show: false },
              axisLabel: { show: false },
              pointer: { show: false },
              detail: { offsetCenter: [0, 0], formatter: (value: number) => formatPercent(value) },
              data: [{ value: done }],
            },
          ],
        }}
        table={{
          caption: title,
          columns: [t('dashboards.figure'), t('dashboards.value')],
          rows: [[completed, formatPercent(done)]],
        }}
      />
      <dl className="demo-figures">
        <div>
          <dt>{completed}</dt>
          <dd>{formatMoney(goal.completed)}</dd>
        </div>
        <div>
          <dt>{inProgress}</dt>
          <dd>{formatMoney(goal.inProgress)}</dd>
        </div>
      </dl>
    </Card>
  );
}
