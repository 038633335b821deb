import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line, Radar } from 'react-chartjs-2';
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

// Chart.js draws only what is registered: these four chart types' parts.
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
);

const seriesColours = [chartColours.primary, chartColours.warning];
const sliceColours = [chartColours.primary, chartColours.warning, chartColours.success, chartColours.info];

/** /charts-and-maps/charts/chartjs: the shared figures drawn by Chart.js (canvas). */
export function Component() {
  const { words, tables } = useFigureTables();
  const skin = useChartSkin();
  const plugins = { legend: { position: 'top' as const, labels: { color: skin.text } } };
  const axes = {
    x: { ticks: { color: skin.text }, grid: { color: skin.grid } },
    y: {
      ticks: { color: skin.text, callback: (value: number | string) => words.money(Number(value)) },
      grid: { color: skin.grid },
    },
  };
  const common: ChartOptions<'line'> = { maintainAspectRatio: false, animation: false, plugins };
  // On the monthly charts the tooltip follows the pointer across a month's column, not only over a point or bar.
  const byMonth = { ...common, scales: axes, interaction: { mode: 'index' as const, intersect: false } };
  return (
    <ChartsPage library="Chart.js">
      <ChartCard title={tables.monthly.caption}>
        <ChartFigure table={tables.monthly} testId="chart-monthly">
          <Line
            options={byMonth}
            data={{
              labels: words.months,
              datasets: monthlySeries.map((series, index) => ({
                label: words.name(series),
                data: [...monthly[series]],
                borderColor: seriesColours[index],
                backgroundColor: `${seriesColours[index]}33`,
                fill: true,
                tension: 0.35,
              })),
            }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.profit.caption}>
        <ChartFigure table={tables.profit} testId="chart-profit">
          <Bar
            options={byMonth as ChartOptions<'bar'>}
            data={{
              labels: words.months,
              datasets: [
                { label: words.name('profit'), data: monthlyProfit, backgroundColor: chartColours.success },
              ],
            }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.channels.caption}>
        <ChartFigure table={tables.channels} testId="chart-donut">
          <Doughnut
            options={{ ...(common as ChartOptions<'doughnut'>), cutout: '60%' }}
            data={{
              labels: channels.map(words.name),
              datasets: [
                {
                  data: channels.map((channel) => channelShares[channel]),
                  backgroundColor: sliceColours,
                  borderWidth: 0,
                },
              ],
            }}
          />
        </ChartFigure>
      </ChartCard>
      <ChartCard title={tables.scores.caption}>
        <ChartFigure table={tables.scores} testId="chart-radar">
          <Radar
            options={{
              ...(common as ChartOptions<'radar'>),
              scales: {
                r: {
                  min: 0,
                  max: 100,
                  ticks: { display: false },
                  grid: { color: skin.grid },
                  angleLines: { color: skin.grid },
                  pointLabels: { color: skin.text },
                },
              },
            }}
            data={{
              labels: qualities.map(words.name),
              datasets: products.map((product, index) => ({
                label: words.name(product),
                data: [...productScores[product]],
                borderColor: seriesColours[index],
                backgroundColor: `${seriesColours[index]}33`,
              })),
            }}
          />
        </ChartFigure>
      </ChartCard>
    </ChartsPage>
  );
}
