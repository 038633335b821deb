import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
const domain = { id: '', name: uniquePrefix('Empty') };

/** The object lists of the console, with what their empty states offer (a new domain has built-in procedures). */
const lists = [
  ['/cubus/tables', 'New table', /holds rows in the warehouse/],
  ['/cubus/refs', 'New reference', /list of members/],
  ['/cubus/cubes', 'New cube', /lays a table's numbers out/],
  ['/cubus/imports', 'New import', /loads a file/],
  ['/cubus/reports', 'New report', /saved view of a cube/],
  ['/cubus/actions', 'New action', /chains steps/],
  ['/cubus/datasources', 'New data source', /connection to another database/],
  ['/cubus/mounts', 'New mount', /shows a file/],
] as const;

const switcher = () => page.getByRole('combobox', { name: 'Switch domain' });
const currentDomain = () =>
  switcher().evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
/** Switches with the navbar's select and waits until the console is in `name`. */
async function switchTo(name: string): Promise<void> {
  await switcher().selectOption({ label: name });
  await page.waitForFunction(
    (wanted) =>
      document.querySelector<HTMLSelectElement>('[data-testid="domain-switcher"]')?.selectedOptions[0]
        ?.text === wanted,
    name,
  );
}

beforeAll(async () => {
  ({ accessToken: token } = await apiLogin('admin', inject('adminPassword')));
  const created = await apiCall('/api/root/domains/create', token, { name: domain.name });
  domain.id = (created.body as { id: string }).id;
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  await switchTo(domain.name);
});
afterAll(async () => {
  // The server remembers the last domain for the next sign-in: other tests start in Demo.
  if ((await currentDomain().catch(() => 'Demo')) !== 'Demo') await switchTo('Demo');
  await context.close();
  await browser.close();
  await apiCall('/api/root/domains/delete', token, { domainId: domain.id, confirmName: domain.name });
});

describe('empty screens', () => {
  it('say what each list is for and offer the action that makes the first one', async () => {
    for (const [path, action, purpose] of lists) {
      await page.goto(`${baseUrl()}${path}`);
      const empty = page.getByTestId('empty-state');
      await empty.waitFor();
      await empty.getByText(purpose).waitFor();
      await empty.getByRole('button', { name: action }).waitFor();
    }
  });

  it('are reached from the keyboard: Tab from the grid to the first table, Enter opens its dialog', async () => {
    await page.goto(`${baseUrl()}/cubus/tables`);
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await page.getByTestId('grid').focus();
    const create = empty.getByRole('button', { name: 'New table' });
    for (
      let step = 0;
      step < 10 && !(await create.evaluate((button) => button === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('pass axe in the light and dark skins', async () => {
    await page.goto(`${baseUrl()}/cubus/reports`);
    await page.getByTestId('empty-state').waitFor();
    await scanBothSkins(page);
  });

  it('open the demo domain’s example on the same screen', async () => {
    await page.goto(`${baseUrl()}/cubus/tables`);
    await page.getByRole('button', { name: 'See the example in the Demo domain: the sales table' }).click();
    await expect.poll(currentDomain).toBe('Demo');
    await page.waitForURL(`${baseUrl()}/cubus/tables`);
    await page.getByTestId('grid').getByRole('link', { name: 'sales', exact: true }).waitFor();
    expect(await page.getByTestId('empty-state').count()).toBe(0);
  });

  it('say how rows come into a data table that has none', async () => {
    await switchTo(domain.name);
    const switched = await apiCall('/api/switch-domain', token, { domainId: domain.id });
    const inDomain = (switched.body as { accessToken: string }).accessToken;
    const created = await apiCall('/api/qry', inDomain, {
      op: 'create',
      object: 'tables',
      values: { name: 'no_rows', columns: [{ name: 'line', type: 'integer', nullable: false }], key: 'line' },
    });
    const { id } = (created.body as { row: { id: string } }).row;
    await page.goto(`${baseUrl()}/cubus/tables?table=${id}`);
    const empty = page.getByTestId('empty-state');
    await empty
      .getByText('This table has no rows yet. Add a row here, or import a file into it from Imports.')
      .waitFor();
    await empty.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  });
});
