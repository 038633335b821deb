import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { chartColours } from '../chart-figures-table';
import { ChartCard, ChartFigure, ChartsPage, useChartSkin, useFigureTables } from './chart-card';
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

/** /charts-and-maps/charts/apex-chart: the shared figures drawn by ApexCharts (SVG). */
export function Component() {
  const { words, tables } = useFigureTables();
  const skin = useChartSkin();
  // A new skin is a new set of options: ApexCharts redraws in its theme's colours.
  const base: ApexOptions = {
    chart: {
      // Its own keyboard walk through the points would sit inside the drawing screen readers skip for the table.
      accessibility: { enabled: false },
      background: 'transparent',
      foreColor: skin.text,
      toolbar: { show: false },
      animations: { enabled: false },
    },
    theme: { mode: skin.dark ? 'dark' : 'light' },
    grid: { borderColor: skin.grid },
    colors: [chartColours.primary, chartColours.warning, chartColours.success, chartColours.info],
    dataLabels: { enabled: false },
    legend: { position: 'top' },
  };
  const monthlyData = monthlySeries.map((series) => ({
    name: words.name(series),
    data: [...monthly[series]],
  }));
  const monthlyOptions: ApexOptions = {
    ...base,
    xaxis: { categories: words.months },
    yaxis: { labels: { formatter: words.money } },
    tooltip: { y: { formatter: words.money } },
  };
  return (
    <ChartsPage library="ApexCharts">
      <ChartCard title={tables.monthly.caption}>
        <ChartFigure table={tables.monthly} testId="chart-monthly">
          <Chart
            type="area"
            height={280}
            series={monthlyData}
            options={{ ...monthlyOptions, stroke: { curve: 'smooth' } }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.profit.caption}>
        <ChartFigure table={tables.profit} testId="chart-profit">
          <Chart
            type="bar"
            height={280}
            series={[{ name: words.name('profit'), data: monthlyProfit }]}
            options={{ ...monthlyOptions, colors: [chartColours.success] }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.channels.caption}>
        <ChartFigure table={tables.channels} testId="chart-donut">
          <Chart
            type="donut"
            height={280}
            series={channels.map((channel) => channelShares[channel])}
            options={{
              ...base,
              labels: channels.map(words.name),
              tooltip: { y: { formatter: words.percent } },
              stroke: { colors: ['transparent'] },
            }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.scores.caption}>
        <ChartFigure table={tables.scores} testId="chart-radar">
          <Chart
            type="radar"
            height={280}
            series={products.map((product) => ({
              name: words.name(product),
              data: [...productScores[product]],
            }))}
            options={{
              ...base,
              xaxis: { categories: qualities.map(words.name) },
              plotOptions: { radar: { polygons: { strokeColors: skin.grid, connectorColors: skin.grid } } },
            }}
          />
        </ChartFigure>
      </ChartCard>
    </ChartsPage>
  );
}
