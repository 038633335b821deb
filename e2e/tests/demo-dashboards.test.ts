import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateDemo } from '../pages/template-demo';
import { chooseOption } from '../support/antd-select';
import { launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';

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

/** Drawn charts: echarts paints each on a canvas of its own. */
const charts = () => page.locator('main .demo-chart__canvas canvas');
const compact = (value: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
const money = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);

interface AnalyticsFigures {
  avgSessions: Record<string, { sessions: number }>;
  supportTracker: Record<string, { totalTickets: number }>;
}
interface EcommerceFigures {
  revenue: { year: number; budget: number }[];
  companies: { name: string; revenue: number }[];
}

describe('the demo dashboards', { timeout: demoTestTimeout }, () => {
  it('analytics: opens from the demo menu, draws its charts from /analytics/data, periods change by keyboard', async () => {
    const demo = new TemplateDemo(page);
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    await demo.menuItem('Analytics').click();
    await page.waitForURL(`${baseUrl()}/dashboard/analytics`);
    await page.locator('main h1', { hasText: 'Analytics' }).waitFor();
    await expect.poll(() => charts().count()).toBe(5);

    const data = (await demo.call('GET', '/analytics/data')).body as AnalyticsFigures;
    const sessions = page.getByTestId('sessions-total');
    expect(await sessions.textContent()).toBe(compact(data.avgSessions.last7Days?.sessions ?? 0));
    // By keyboard alone: the period's select opens on the arrow key and takes the choice on Enter.
    const period = page.getByRole('combobox', { name: 'Period of Average sessions' });
    await period.focus();
    await page.keyboard.press('ArrowDown');
    const lastYear = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('Last year');
    await lastYear.waitFor();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => sessions.textContent()).toBe(compact(data.avgSessions.lastYear?.sessions ?? 0));
    // The screen reader's copy of the chart says the same as the canvas: one row a weekday.
    expect(
      await page.locator('main table.visually-hidden', { hasText: 'by weekday' }).locator('tbody tr').count(),
    ).toBe(7);

    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Period of Support tracker' }),
      'Last 28 days',
    );
    await expect
      .poll(() => page.getByTestId('tickets-total').textContent())
      .toBe(compact(data.supportTracker.last28Days?.totalTickets ?? 0));
  });

  // Apart from the steps above: three axe scans of a page of charts take a while on a busy machine.
  it('analytics: passes axe in the light and dark skins and right-to-left, its charts redrawn in each', async () => {
    await page.goto(`${baseUrl()}/dashboard/analytics`);
    await expect.poll(() => charts().count()).toBe(5);
    await scanSkinsAndRtl(page);
    await expect.poll(() => charts().count()).toBe(5);
  });

  it('e-commerce: opens from the demo menu, reads /ecommerce/data, changes year and sorts companies', async () => {
    const demo = new TemplateDemo(page);
    await demo.menuItem('eCommerce').click();
    await page.waitForURL(`${baseUrl()}/dashboard/ecommerce`);
    await page.locator('main h1', { hasText: 'eCommerce' }).waitFor();
    await expect.poll(() => charts().count()).toBe(5);

    const data = (await demo.call('GET', '/ecommerce/data')).body as EcommerceFigures;
    const [first, , last] = data.revenue;
    const budget = page.getByTestId('revenue-budget');
    expect(await budget.textContent()).toBe(`Budget: ${money(last?.budget ?? 0)}`);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Year of the revenue report' }),
      String(first?.year),
    );
    await expect.poll(() => budget.textContent()).toBe(`Budget: ${money(first?.budget ?? 0)}`);
    await page
      .locator('main table.visually-hidden', { hasText: `in ${first?.year}` })
      .waitFor({ state: 'attached' });

    // Sorting by keyboard: the column header takes Enter.
    const revenueHeader = page.getByRole('columnheader', { name: 'Revenue' });
    await revenueHeader.focus();
    await page.keyboard.press('Enter');
    const richest = [...data.companies].sort((a, b) => a.revenue - b.revenue);
    const names = () =>
      page.locator('main .ant-table-tbody .demo-two-lines > span:first-child').allTextContents();
    await expect.poll(names).toEqual(richest.map((company) => company.name));

    await page.getByRole('button', { name: 'View sales' }).press('Enter');
    await page.waitForURL(`${baseUrl()}/apps/invoice/list`);
  });

  it('e-commerce: passes axe in the light and dark skins and right-to-left', async () => {
    await page.goto(`${baseUrl()}/dashboard/ecommerce`);
    await expect.poll(() => charts().count()).toBe(5);
    await scanSkinsAndRtl(page);
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const path of ['/dashboard/analytics', '/dashboard/ecommerce']) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await expect.poll(() => phone.page.locator('main .demo-chart__canvas canvas').count()).toBe(5);
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
