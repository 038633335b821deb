import { describe, expect, it, vi } from 'vitest';
import { loadChartLocale } from './chart-locale';
import { chartPng } from './report-chart-render';

// The page has no canvas to draw on: ECharts' chart is a stand-in that tells what it was made with.
const init = vi.hoisted(() => vi.fn());
vi.mock('echarts/core', async (actual) => ({ ...(await actual<typeof import('echarts/core')>()), init }));

describe("a downloaded chart's language", () => {
  it('is the one it is given, as on screen', async () => {
    init.mockReturnValue({
      setOption: vi.fn(),
      getDataURL: () => `data:image/png;base64,${btoa('PNG')}`,
      dispose: vi.fn(),
    });
    const option = { xAxis: { type: 'category', data: ['Nord'] }, series: [{ type: 'bar', data: [1] }] };

    const png = chartPng(option, await loadChartLocale('de'));

    expect(new TextDecoder().decode(png)).toBe('PNG');
    const [, theme, { locale }] = init.mock.calls[0] ?? [];
    expect(theme, 'light, for paper').toBeUndefined();
    expect(locale.time.month[0]).toBe('Januar');
  });
});
