import type { ChartOption } from '@cubus/shared';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartLocale } from './chart-locale';

// Per chart type (DESIGN §5): the whole library is 420 KB gzip.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

/** Draws an option into a host element in a language; the returned function disposes of it. */
export function drawChart(
  host: HTMLElement,
  option: ChartOption,
  dark: boolean,
  locale: ChartLocale,
): () => void {
  const chart = echarts.init(host, dark ? 'dark' : undefined, { locale });
  chart.setOption(option);
  // The host's own size, not the window's: a dashboard tile is made wider or narrower in place.
  const resize = new ResizeObserver(() => chart.resize());
  resize.observe(host);
  return () => {
    resize.disconnect();
    chart.dispose();
  };
}

function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The chart as a PNG on white, drawn off screen in the light theme whatever the skin (a file and
 * the PDF are read on paper), at twice the pixels for print, in a language as on screen.
 */
export function chartPng(option: ChartOption, locale: ChartLocale, width = 900, height = 450): Uint8Array {
  const chart = echarts.init(document.createElement('div'), undefined, { width, height, locale });
  try {
    chart.setOption({ ...option, animation: false });
    return bytesOf(chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }));
  } finally {
    chart.dispose();
  }
}
