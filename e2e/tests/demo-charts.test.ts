import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateDemo } from '../pages/template-demo';
import { launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The four charts a library's page draws, each with its figures as a hidden table. */
const chartTables = () => page.locator('main table.visually-hidden');
const monthlyRows = () =>
  page
    .locator('main table.visually-hidden', { hasText: 'Revenue and expenses by month' })
    .locator('tbody tr');

async function expectFourCharts(drawn: string): Promise<void> {
  await expect.poll(() => page.locator(`main ${drawn}`).count()).toBe(4);
  expect(await chartTables().count()).toBe(4);
  expect(await monthlyRows().count()).toBe(12);
}

/** A hover over the profit chart's middle brings up the library's tooltip. */
const hoverProfit = () => page.getByTestId('chart-profit').hover();

describe('the demo charts and map', { timeout: demoTestTimeout }, () => {
  it('ApexCharts: opens from the demo menu, draws four charts, a tooltip on hover, passes axe in both skins', async () => {
    const demo = new TemplateDemo(page);
    await demo.menuSection().waitFor();
    await demo.menuItem('Charts and maps').click();
    await demo.menuItem('Apex charts').click();
    await page.waitForURL(`${baseUrl()}/charts-and-maps/charts/apex-chart`);
    await page.locator('main h1', { hasText: 'ApexCharts charts' }).waitFor();
    await expectFourCharts('svg.apexcharts-svg');
    await hoverProfit();
    await page.locator('.apexcharts-tooltip.apexcharts-active', { hasText: 'Profit' }).waitFor();
    await scanBothSkins(page);
  });

  it('Chart.js: the same figures on canvas, redrawn on hover, passes axe in both skins', async () => {
    await page.goto(`${baseUrl()}/charts-and-maps/charts/chartjs`);
    await page.locator('main h1', { hasText: 'Chart.js charts' }).waitFor();
    await expectFourCharts('canvas');
    const profit = page.getByTestId('chart-profit').locator('canvas');
    const drawing = () => profit.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    const before = await drawing();
    await hoverProfit();
    await expect.poll(drawing).not.toBe(before);
    await scanBothSkins(page);
  });

  it('ECharts: the same figures through the dashboards’ wrapper, a tooltip on hover, passes axe in both skins', async () => {
    await page.goto(`${baseUrl()}/charts-and-maps/charts/echart`);
    await page.locator('main h1', { hasText: 'ECharts charts' }).waitFor();
    await expectFourCharts('.demo-chart__canvas canvas');
    await hoverProfit();
    await page.locator('main .demo-chart-tooltip', { hasText: 'Profit' }).waitFor();
    await scanBothSkins(page);
  });

  it('Leaflet: a world map with no tile server, cities by keyboard, a layer to switch on, axe in both skins', async () => {
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:'))
        tiles.push(request.url());
    });
    await page.goto(`${baseUrl()}/maps/leaflet`);
    await page.locator('main h1', { hasText: 'Leaflet map' }).waitFor();
    const map = page.getByRole('region', { name: 'World map with cities' });
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(150);

    const tokyo = map.getByRole('button', { name: 'Tokyo' });
    await tokyo.focus();
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await popup.filter({ hasText: 'Population: 37.1 million' }).waitFor();
    expect(await popup.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await map.focus();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    const paths = () => map.locator('.leaflet-overlay-pane path').count();
    const countries = await paths();
    const circles = map.getByRole('checkbox', { name: 'Population circles' });
    await circles.focus();
    await page.keyboard.press('Space');
    await expect.poll(paths).toBe(countries + 12);

    await scanBothSkins(page);
    expect(tiles).toEqual([]);
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const path of [
      '/charts-and-maps/charts/apex-chart',
      '/charts-and-maps/charts/chartjs',
      '/charts-and-maps/charts/echart',
      '/maps/leaflet',
    ]) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await phone.page.locator('main h1').waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
