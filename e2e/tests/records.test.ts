import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridPage } from '../pages/grid';
import { TodoPage } from '../pages/todo-page';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: QryApi;
const prefix = uniquePrefix('records');

beforeAll(async () => {
  api = await QryApi.asAdmin();
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A viewer of Demo, registered through an invite, signed in over the API. */
async function viewerTokens(): Promise<{ accessToken: string; refreshToken: string }> {
  const { accessToken } = await apiLogin('admin', (await import('vitest')).inject('adminPassword'));
  const email = `${prefix}@example.test`;
  const invited = await fetch(`${baseUrl()}/api/admin/invites/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ email, role: 'viewer', expiresInDays: 1 }),
  });
  const { link } = (await invited.json()) as { link: string };
  const invite = new URL(link).searchParams.get('invite') ?? '';
  const registered = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      username: prefix.replace(/[^a-z0-9]/gi, ''),
      password: 'viewer-Pass-phrase-77',
      invite,
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  return (await registered.json()) as { accessToken: string; refreshToken: string };
}

describe('records and objects', () => {
  it('lists the objects of the domain in the grid, without New for a kind made elsewhere', async () => {
    await page.goto(`${baseUrl()}/cubus/objects`);
    const grid = new GridPage(page);
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    await expect(grid.button('New').count()).resolves.toBe(0);
    await expect(grid.button('Refresh').count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  it('lists objects of every kind and opens one in the screen of its kind', async () => {
    const name = `${prefix} procedure`;
    const { row } = await api.call<{ row: { id: string } }>({
      op: 'create',
      object: 'procedures',
      values: { name, description: '', arguments: [], body: 'SELECT 1 AS one' },
    });
    await page.goto(`${baseUrl()}/cubus/objects`);
    const grid = new GridPage(page);
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    // The demo domain's own objects are listed (searched for: other tests' objects fill the view).
    await grid.search('Sales targets');
    await grid.rows().locator('[data-field="name"]', { hasText: 'Sales targets' }).first().waitFor();
    await grid.search(name);
    await grid.waitForRowCount(1);
    // The kind in words, not its code.
    await expect(grid.column('kind')).resolves.toEqual(['Procedures']);
    await page.getByRole('link', { name: 'Open the editor of row 1' }).click();
    await page.waitForURL((url) => url.pathname === '/cubus/procedures' && url.search.includes(row.id));
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('creates records from the card: Create and Clear, then Create & Update, Reset fields and Save', async () => {
    const todo = new TodoPage(page);
    await todo.open(baseUrl());
    await todo.showGrid();
    const grid = new GridPage(page);
    await grid.button('New').click();
    const card = page.getByRole('dialog', { name: 'New record' });
    await card.getByRole('button', { name: 'Create and Clear' }).click();
    await card.getByText('Please fill in this field.').waitFor();
    await card.getByRole('textbox', { name: 'Title' }).fill(`${prefix} first`);
    await card.getByRole('button', { name: 'Create and Clear' }).click();
    await expect.poll(() => card.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');

    await card.getByRole('textbox', { name: 'Title' }).fill(`${prefix} second`);
    await card.getByRole('button', { name: 'Create & Update' }).click();
    const opened = page.getByRole('dialog', { name: 'Record card' });
    await opened.getByRole('button', { name: 'Get Link' }).waitFor();
    const title = opened.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue()).toBe(`${prefix} second`);
    await title.fill('changed by mistake');
    await opened.getByRole('button', { name: 'Reset fields' }).click();
    await expect.poll(() => title.inputValue()).toBe(`${prefix} second`);
    await title.fill(`${prefix} second, saved`);
    await opened.getByRole('button', { name: 'Save' }).click();
    await opened.waitFor({ state: 'hidden' });

    await grid.search(prefix);
    await grid.waitForRowCount(2);
    expect((await grid.column('title')).sort()).toEqual([`${prefix} first`, `${prefix} second, saved`]);
  });

  it('shows any object’s record on its page, read-only where the object is', async () => {
    const { rows } = await api.call<{ rows: { id: string }[] }>({
      op: 'select',
      object: 'users',
      fields: ['id'],
      filter: { operator: { sid: 'and' }, conditions: [{ field: 'username', op: 'eq', value: 'admin' }] },
    });
    await page.goto(`${baseUrl()}/cubus/recordpage/users/${rows[0]?.id}`);
    await page.getByRole('heading', { level: 1, name: /^Record .* of users$/ }).waitFor();
    await page.getByText('admin', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('hides New, Delete and Remove from a viewer', async () => {
    const tokens = await viewerTokens();
    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await viewerPage.goto(`${baseUrl()}/login`);
    await viewerPage.evaluate((t) => {
      localStorage.setItem('cubusToken', t.accessToken);
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    const todo = new TodoPage(viewerPage);
    await todo.open(baseUrl());
    await todo.showGrid();
    const grid = new GridPage(viewerPage);
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    await expect(grid.button('Refresh').count()).resolves.toBe(1);
    for (const name of ['New', 'Delete', 'Restore', 'Remove'])
      await expect(grid.button(name).count(), name).resolves.toBe(0);
    await viewer.close();
  });
});
