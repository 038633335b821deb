import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/shell';
import { launchChromium } from '../support/browser';
import { QryApi } from '../support/qry';
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

describe('the shell', () => {
  it('shows a new page at once: the default transition neither hides nor animates it', async () => {
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    await page.getByTestId('dashboard-counts').waitFor();
    await new Shell(page).menuItem('Objects').click();
    await page.waitForURL(`${baseUrl()}/cubus/objects`);
    const content = await page.evaluate(() => {
      const wrapper = document.querySelector('#main-content > div');
      return wrapper
        ? { opacity: getComputedStyle(wrapper).opacity, animations: wrapper.getAnimations().length }
        : null;
    });
    expect(content).toEqual({ opacity: '1', animations: 0 });
  });

  it("names the table's two clearing buttons apart: empty the table, clear the view", async () => {
    const api = await QryApi.asAdmin();
    const { rows } = await api.call<{ rows: { id: string }[] }>({
      op: 'select',
      object: 'tables',
      fields: ['id'],
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'name', op: 'eq', value: 'sales' }] },
    });
    await page.goto(`${baseUrl()}/cubus/tables?table=${rows[0]?.id}`);
    const toolbar = page.getByRole('region', { name: 'Rows of sales' });
    await toolbar.getByRole('button', { name: 'Empty table', exact: true }).waitFor();
    await expect(toolbar.getByRole('button', { name: 'Clear view', exact: true }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: 'Clear', exact: true }).count()).resolves.toBe(0);
  });
});
