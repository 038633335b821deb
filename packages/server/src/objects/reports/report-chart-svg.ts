import {
  chartOptionOf,
  type Locale,
  type ReportChartType,
  reportTableOf,
  type TileChartAnswer,
  type TileChartRequest,
} from '@cubus/shared';
import type { KindContext } from '../../qry/object-kind';
import { runView } from './report-source';
import { savedReport } from './reports-kind';

const echartsLocale: Record<Locale, string> = { en: 'EN', ru: 'RU', de: 'DE', fr: 'FR', pt: 'PT-br' };

let chartLibrary: Promise<typeof import('echarts/core')> | undefined;

/**
 * echarts with the same chart types and parts as the report's screen draws, rendered to SVG
 * without a DOM. Loaded at the first tile's chart, not at start: its 600 modules took about a
 * second of a cold start.
 */
function loadCharts(): Promise<typeof import('echarts/core')> {
  chartLibrary ??= (async () => {
    const [echarts, charts, components, renderers, en, ru, de, fr, pt] = await Promise.all([
      import('echarts/core'),
      import('echarts/charts'),
      import('echarts/components'),
      import('echarts/renderers'),
      import('echarts/i18n/langEN-obj.js'),
      import('echarts/i18n/langRU-obj.js'),
      import('echarts/i18n/langDE-obj.js'),
      import('echarts/i18n/langFR-obj.js'),
      import('echarts/i18n/langPT-br-obj.js'),
    ]);
    echarts.use([
      charts.BarChart,
      charts.LineChart,
      charts.PieChart,
      components.GridComponent,
      components.LegendComponent,
      renderers.SVGRenderer,
    ]);
    for (const [name, texts] of [
      ['EN', en],
      ['RU', ru],
      ['DE', de],
      ['FR', fr],
      ['PT-br', pt],
    ] as const)
      echarts.registerLocale(name, texts.default);
    return echarts;
  })();
  return chartLibrary;
}

/**
 * A report's chart as of now, drawn on the server as SVG for a dashboard tile, so that the
 * dashboard loads no chart library: the option the report's screen draws, at the tile's size, in
 * its skin and language, with its count of categories and its series for the tile's description.
 * `svg` is null for a report shown as a table only (or with no values to draw).
 */
export async function reportChartSvg(
  request: TileChartRequest,
  context: KindContext,
): Promise<TileChartAnswer> {
  const { row, source, view } = await savedReport(request.reportId, context);
  const chart = row.chart as ReportChartType;
  const nothing = { svg: null, categories: 0, series: [] };
  if (chart === 'table') return nothing;
  // Subtotal lines are left out of a chart, so their label is never drawn.
  const option = chartOptionOf(
    reportTableOf(await runView(source, view, context), 'Total', request.aggregates),
    chart,
  );
  if (!option) return nothing;
  const echarts = await loadCharts();
  const drawn = echarts.init(null, request.dark ? 'dark' : undefined, {
    renderer: 'svg',
    ssr: true,
    width: request.width,
    height: request.height,
    locale: echartsLocale[request.locale],
  });
  try {
    // An image answers no pointer: the tooltip the screen's chart shows is left out.
    const { tooltip: _, ...still } = option;
    drawn.setOption(still);
    return {
      svg: drawn.renderToSVGString(),
      categories: (option.series[0]?.data as unknown[] | undefined)?.length ?? 0,
      series: option.series.map((series) => String(series.name)),
    };
  } finally {
    drawn.dispose();
  }
}
