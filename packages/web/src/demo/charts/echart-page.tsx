import { chartColours } from '../chart-figures-table';
import { DashboardChart } from '../dashboards/dashboard-chart';
import { ChartCard, ChartsPage, useChartSkin, useFigureTables } from './chart-card';
import {
  channelShares,
  channels,
  monthly,
  monthlyProfit,
  monthlySeries,
  productScores,
  products,
  qualities,
} from './chart-figures';

const seriesColours = [chartColours.primary, chartColours.warning, chartColours.success, chartColours.info];

/** /charts-and-maps/charts/echart: the shared figures drawn by ECharts, with the dashboards' wrapper. */
export function Component() {
  const { words, tables } = useFigureTables();
  const skin = useChartSkin();
  const axisLabel = { color: skin.text };
  const monthAxis = { type: 'category', data: words.months, axisLabel };
  const moneyAxis = {
    type: 'value',
    axisLabel: { ...axisLabel, formatter: words.money },
    splitLine: { lineStyle: { color: skin.grid } },
  };
  const grid = { left: 64, right: 16, top: 40, bottom: 32 };
  const legend = { top: 0, textStyle: { color: skin.text } };
  return (
    <ChartsPage library="ECharts">
      <ChartCard title={tables.monthly.caption}>
        <DashboardChart
          height={280}
          testId="chart-monthly"
          table={tables.monthly}
          option={{
            color: seriesColours,
            legend,
            grid,
            tooltip: { trigger: 'axis', valueFormatter: words.money },
            xAxis: monthAxis,
            yAxis: moneyAxis,
            series: monthlySeries.map((series) => ({
              type: 'line',
              name: words.name(series),
              smooth: true,
              areaStyle: { opacity: 0.2 },
              data: [...monthly[series]],
            })),
          }}
        />
      </ChartCard>
      <ChartCard title={tables.profit.caption}>
        <DashboardChart
          height={280}
          testId="chart-profit"
          table={tables.profit}
          option={{
            color: [chartColours.success],
            grid,
            tooltip: { trigger: 'axis', valueFormatter: words.money, className: 'demo-chart-tooltip' },
            xAxis: monthAxis,
            yAxis: moneyAxis,
            series: [{ type: 'bar', name: words.name('profit'), data: monthlyProfit }],
          }}
        />
      </ChartCard>
      <ChartCard title={tables.channels.caption}>
        <DashboardChart
          height={280}
          testId="chart-donut"
          table={tables.channels}
          option={{
            color: seriesColours,
            legend,
            tooltip: { trigger: 'item', valueFormatter: words.percent },
            series: [
              {
                type: 'pie',
                name: tables.channels.caption,
                radius: ['50%', '75%'],
                top: 24,
                label: { show: false },
                data: channels.map((channel) => ({
                  name: words.name(channel),
                  value: channelShares[channel],
                })),
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard title={tables.scores.caption}>
        <DashboardChart
          height={280}
          testId="chart-radar"
          table={tables.scores}
          option={{
            color: seriesColours,
            legend,
            tooltip: {},
            radar: {
              indicator: qualities.map((quality) => ({ name: words.name(quality), max: 100 })),
              axisName: { color: skin.text },
              splitLine: { lineStyle: { color: skin.grid } },
              center: ['50%', '58%'],
              radius: '62%',
            },
            series: [
              {
                type: 'radar',
                data: products.map((product) => ({
                  name: words.name(product),
                  value: [...productScores[product]],
                })),
              },
            ],
          }}
        />
      </ChartCard>
    </ChartsPage>
  );
}
