import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ReportsPage } from '../pages/reports-page';
import { apiCall } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { apiLogin, baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const pinned = () => page.getByTestId('pinned-reports');
const tiles = () => pinned().getByTestId('pinned-tile');
/** The pinned reports' titles, in the order shown. */
const order = () => tiles().locator('h3').allTextContents();
/** How many of the four columns each tile spans, in the order shown. */
const widths = () =>
  tiles().evaluateAll((sections) =>
    sections.map((section) => (section as HTMLElement).style.getPropertyValue('--tile-span')),
  );
const arrange = (title: string) => pinned().getByRole('button', { name: `Arrange ${title}` });

async function forgetArrangement(): Promise<void> {
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  await apiCall('/api/dashboard/tiles/reset', accessToken, {});
}

beforeAll(async () => {
  await forgetArrangement();
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser, wideScreen));
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await forgetArrangement();
});

describe('reports pinned on the dashboard', () => {
  it('opens the demo domain with its two reports as live charts, below counters that show real sizes', async () => {
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    const storage = page.getByTestId('dashboard-counts').getByRole('link', { name: /Storage/ });
    await expect.poll(() => storage.textContent()).toMatch(/Storage\s*[1-9][\d.,]*\s*(kB|MB|GB)/);
    await expect.poll(order).toEqual(['Sales by region', 'Sales by month']);
    await pinned().getByRole('img', { name: 'Chart of Sales by region' }).waitFor();
    await pinned().getByRole('img', { name: 'Chart of Sales by month' }).waitFor();
  });

  it('describes each chart in our words, in the console language', async () => {
    /** The chart's description, as a screen reader gets it. */
    const described = (name: string) =>
      pinned()
        .getByRole('img', { name })
        .evaluate(
          (image) => document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent,
        );
    expect(await described('Chart of Sales by region')).toMatch(
      /^(Bar|Line|Area|Pie) chart of Sales by region over \d+ categories, showing /,
    );
    // The grouped table report's aggregate is named in words, not by its column (`sum_amount`).
    expect(await described('Chart of Sales by month')).toMatch(/, showing Sum of amount\./);
    try {
      await page.getByTestId('language-switcher').selectOption('de');
      await expect
        .poll(() => described('Diagramm von Sales by region').catch(() => ''))
        .toMatch(/^\p{L}+diagramm zu Sales by region über \d+ Kategorien, mit /u);
      await expect
        .poll(() => described('Diagramm von Sales by month').catch(() => ''))
        .toMatch(/, mit Summe von amount\./);
    } finally {
      await page.getByTestId('language-switcher').selectOption('en');
    }
  });

  it('moves and resizes a tile from the keyboard, and says so', async () => {
    await arrange('Sales by region').focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(order).toEqual(['Sales by month', 'Sales by region']);
    await pinned().getByRole('status').getByText('Sales by region: place 2 of 2').waitFor();
    await arrange('Sales by region').focus();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect.poll(widths).toEqual(['2', '3']);
    await pinned().getByRole('status').getByText('Sales by region: 3 of 4 columns wide').waitFor();
  });

  it('moves and resizes a tile with its menu and by drag', async () => {
    await arrange('Sales by month').click();
    await page.getByRole('menuitem', { name: 'Narrower' }).click();
    await expect.poll(widths).toEqual(['1', '3']);
    // The closing menu lies over the narrow first tile; a drop on it would land on the menu.
    await page.getByRole('menuitem', { name: 'Narrower' }).waitFor({ state: 'hidden' });

    await tiles().nth(1).locator('header').dragTo(tiles().nth(0));
    await expect.poll(order).toEqual(['Sales by region', 'Sales by month']);

    // The first tile's right edge, dragged one column to the left.
    const edge = tiles().nth(0).getByTestId('tile-edge');
    const box = await edge.boundingBox();
    const grid = await pinned().locator('.pinned-reports__grid').boundingBox();
    if (!box || !grid) throw new Error('the tiles are not shown');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - grid.width / 4, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(widths).toEqual(['2', '1']);

    // Kept for the user: the arrangement is there after a reload.
    await page.reload();
    await expect.poll(order).toEqual(['Sales by region', 'Sales by month']);
    await expect.poll(widths).toEqual(['2', '1']);
  });

  it('pins a report from its own screen', async () => {
    await arrange('Sales by month').click();
    await page.getByRole('menuitem', { name: 'Unpin' }).click();
    await expect.poll(order).toEqual(['Sales by region']);

    const reports = new ReportsPage(page);
    await reports.open(baseUrl());
    await page.getByRole('link', { name: 'Sales by month', exact: true }).click();
    await page.getByRole('button', { name: 'Pin to dashboard' }).click();
    await page.getByText('Pinned to the dashboard').waitFor();
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    await expect.poll(order).toEqual(['Sales by region', 'Sales by month']);
  });

  it('passes axe in the light and dark skins, tiles included', async () => {
    await pinned().getByRole('img', { name: 'Chart of Sales by month' }).waitFor();
    await scanBothSkins(page);
  });
});
