import { BarChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { useLayoutStore } from '../../lib/layout-store';
import { type ChartTable, FiguresTable } from '../chart-figures-table';

// Per chart type (DESIGN §5): the demo's dashboards need these five, the product fewer.
echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

interface DashboardChartProps {
  option: ChartOption;
  table: ChartTable;
  height?: number;
  testId?: string;
}

/** A live chart of a demo dashboard: drawn in the skin's colours, redrawn when its figures change and fitted to its box. */
export function DashboardChart({ option, table, height = 180, testId }: DashboardChartProps) {
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.ECharts>();

  // A new skin is a new chart: echarts takes its theme only when it starts.
  useEffect(() => {
    if (!host.current) return;
    const drawn = echarts.init(host.current, dark ? 'dark' : undefined);
    setChart(drawn);
    const resize = new ResizeObserver(() => drawn.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      drawn.dispose();
    };
  }, [dark]);

  useEffect(() => {
    chart?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [chart, option]);

  return (
    <figure className="demo-chart" data-testid={testId}>
      <div ref={host} className="demo-chart__canvas" style={{ height }} aria-hidden="true" />
      <FiguresTable table={table} />
    </figure>
  );
}
