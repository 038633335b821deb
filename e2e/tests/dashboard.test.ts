import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const prefix = uniquePrefix('dash');

beforeAll(async () => {
  const api = await QryApi.asAdmin();
  const { rows } = await api.call<{ rows: { id: string }[] }>({
    op: 'select',
    object: 'users',
    fields: ['id'],
    filter: { operator: { sid: 'and' }, conditions: [{ field: 'username', op: 'eq', value: 'admin' }] },
  });
  await api.createTodo({ title: `${prefix} mine`, assigneeId: rows[0]?.id, isImportant: true });
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('the dashboard', () => {
  it('shows counts, the day’s jobs, the ribbon and my tasks from one call, each card linking to its screen', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      // The pinned reports ask for theirs (`/api/dashboard/tiles`) in their own chunk, after.
      if (new URL(request.url()).pathname === '/api/dashboard') calls.push(request.url());
    });
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    const counts = page.getByTestId('dashboard-counts');
    await counts.waitFor();
    // The demo domain's Sales cube and sales table.
    await expect(counts.getByRole('link', { name: /Cubes/ }).textContent()).resolves.toMatch(/Cubes\s*[1-9]/);
    await expect(counts.getByRole('link', { name: /Data tables/ }).textContent()).resolves.toMatch(/[1-9]/);
    await page.getByTestId('dashboard-tasks').getByText(`${prefix} mine`).waitFor();
    await page.getByTestId('dashboard-ribbon').getByRole('listitem').first().waitFor();
    expect(calls).toHaveLength(1);
    // The runs chart: an image named and described, its legend clear of the plot, its figures a
    // table that opens from the keyboard.
    const figure = page.getByTestId('dashboard-runs').getByRole('figure');
    const chart = figure.getByRole('img', { name: 'Runs per day' });
    await expect
      .poll(() =>
        chart.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent()),
      )
      .toMatch(/^From .+ to .+: [\d,]+ runs? succeeded, \d+ failed\.$/);
    const legend = await figure.getByRole('list').boundingBox();
    const plot = await chart.boundingBox();
    expect((legend?.y ?? 0) + (legend?.height ?? 0)).toBeLessThanOrEqual(plot?.y ?? 0);
    await figure.getByText('Show the figures').focus();
    await page.keyboard.press('Enter');
    const table = figure.getByRole('table', { name: 'Runs per day' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(15);

    await counts.getByRole('link', { name: /Cubes/ }).click();
    await page.waitForURL(`${baseUrl()}/cubus/cubes`);
    await page.goBack();
    await page.getByTestId('dashboard-tasks').getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`${baseUrl()}/cubus/todo`);
  });

  it('passes axe in the light and dark skins', async () => {
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    await page.getByTestId('dashboard-counts').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('dark-layout'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
  });

  it('shows itself after a reload whose whoami answers while the dashboard’s own call is on its way', async () => {
    // A reload knows no session until whoami answers: the session it then brings must keep the
    // call the screen made meanwhile, not cancel it and leave the screen at "Loading…".
    const reloaded = await context.newPage();
    let sent = () => {};
    const dashboardSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    await reloaded.route('**/api/whoami', async (route) => {
      await dashboardSent;
      await route.continue();
    });
    await reloaded.route('**/api/dashboard', async (route) => {
      const whoamiAnswered = reloaded.waitForResponse((response) => response.url().endsWith('/api/whoami'));
      sent();
      await whoamiAnswered;
      await route.continue();
    });
    await reloaded.goto(`${baseUrl()}/dashboard/cubus`);
    await reloaded.getByTestId('dashboard-counts').waitFor({ timeout: 15_000 });
    await reloaded.close();
  });
});
