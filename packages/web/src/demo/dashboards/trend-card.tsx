import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../demo-format';
import { DashboardChart } from './dashboard-chart';
import { daysUpTo } from './dashboard-periods';

interface TrendCardProps {
  title: string;
  /** The total, already written the reader's way. */
  total: string;
  series: number[];
  shape: 'line' | 'bar';
  format: (value: number) => string;
  colour: string;
}

/** A small card: one total and its last seven days as a line or bars. */
export function TrendCard({ title, total, series, shape, format, colour }: TrendCardProps) {
  const { t } = useTranslation('demo');
  const days = daysUpTo(series.length);
  const option = {
    color: [colour],
    grid: { left: 4, right: 4, top: 8, bottom: 4 },
    tooltip: { trigger: 'axis', valueFormatter: format },
    xAxis: { type: 'category', show: false, data: days.map(formatDay), boundaryGap: shape === 'bar' },
    yAxis: { type: 'value', show: false },
    series: [
      shape === 'line'
        ? {
            type: 'line',
            name: title,
            data: series,
            smooth: true,
            showSymbol: false,
            areaStyle: { opacity: 0.2 },
          }
        : { type: 'bar', name: title, data: series, barWidth: '50%', itemStyle: { borderRadius: 4 } },
    ],
  };
  return (
    <Card className="demo-dashboard-card">
      <Statistic title={<h2 className="demo-card-title">{title}</h2>} value={total} />
      <DashboardChart
        height={90}
        option={option}
        table={{
          caption: t('dashboards.lastDays', { title }),
          columns: [t('dashboards.day'), title],
          rows: days.map((day, index) => [formatDay(day), format(series[index] ?? 0)]),
        }}
      />
    </Card>
  );
}
