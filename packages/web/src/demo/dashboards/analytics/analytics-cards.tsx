import { Card, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { chartColours } from '../../chart-figures-table';
import { formatMonth } from '../../demo-format';
import { DashboardChart } from '../dashboard-chart';
import type { AnalyticsData } from './analytics-model';

/** Sales against visits over the last six months, on a radar. */
export function SalesCard({ sales }: { sales: AnalyticsData['sales'] }) {
  const { t } = useTranslation('demo');
  const title = t('dashboards.analytics.sales.title');
  const salesName = t('dashboards.analytics.sales.sales');
  const visitsName = t('dashboards.analytics.sales.visits');
  const months = sales.months.map(formatMonth);
  const top = Math.max(...sales.sales, ...sales.visits);
  return (
    <Card className="demo-dashboard-card" title={<h2 className="demo-card-title">{title}</h2>}>
      <DashboardChart
        height={260}
        option={{
          color: [chartColours.primary, chartColours.info],
          legend: { bottom: 0 },
          tooltip: {},
          radar: { indicator: months.map((name) => ({ name, max: top })), radius: '60%' },
          series: [
            {
              type: 'radar',
              areaStyle: { opacity: 0.2 },
              data: [
                { name: salesName, value: sales.sales },
                { name: visitsName, value: sales.visits },
              ],
            },
          ],
        }}
        table={{
          caption: t('dashboards.analytics.sales.caption'),
          columns: [t('dashboards.month'), salesName, visitsName],
          rows: months.map((month, index) => [
            month,
            String(sales.sales[index] ?? 0),
            String(sales.visits[index] ?? 0),
          ]),
        }}
      />
    </Card>
  );
}

/** The latest things that happened, newest first. */
export function TimelineCard({ timeline }: { timeline: AnalyticsData['timeline'] }) {
  const { t } = useTranslation('demo');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{t('dashboards.analytics.timeline.title')}</h2>}
    >
      <Timeline
        items={timeline.map((entry) => ({
          key: entry.at,
          color: entry.kind === 'invoicesPaid' ? 'green' : entry.kind === 'clientMeeting' ? 'blue' : 'orange',
          content: (
            <div className="demo-two-lines">
              <span>
                {t(`dashboards.analytics.timeline.${entry.kind}`, { who: entry.who, number: entry.count })}
              </span>
              <time className="demo-muted" dateTime={entry.at}>
                {when(entry.at)}
              </time>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
