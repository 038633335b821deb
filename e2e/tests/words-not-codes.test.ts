import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { scanBothSkins } from '../support/skin';
import { internals, jsonPattern } from '../support/words';

let browser: Browser;
let page: Page;
let seeded: Awaited<ReturnType<typeof seedObjects>>;
const suffix = uniquePrefix('words');

/** The text of every cell of the grid on the page, once its rows are in. */
async function cellTexts(grid: Locator): Promise<string[]> {
  await expect.poll(() => grid.getByTestId('grid-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return grid.locator('td, th').allInnerTexts();
}

/** The objects the test makes beside the demo's: an import with a mapping, an action after it. */
async function seedObjects(): Promise<Record<'importId' | 'actionId' | 'cubeId', string>> {
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  const form = new FormData();
  form.append('file', new Blob(['region,amount\nNorth,10\nSouth,20\n']), `words ${suffix}.csv`);
  const uploaded = await fetch(`${baseUrl()}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const { fileId } = (await uploaded.json()) as { fileId: string };
  const created = async (object: string, values: object) => {
    const answer = await apiCall('/api/qry', accessToken, { op: 'create', object, values });
    if (answer.status >= 300) throw new Error(`${object}: ${JSON.stringify(answer.body)}`);
    return (answer.body as { row: { id: string } }).row.id;
  };
  const anImport = (name: string) =>
    created('imports', {
      name,
      source: { fileId, format: 'csv' },
      target: { newTable: `${name.replace(/\W/g, '_').toLowerCase()}` },
      mapping: [
        { source: 'region', target: 'region' },
        { source: 'amount', target: 'amount', type: 'integer' },
      ],
      mode: 'append',
    });
  const first = await anImport(`Words import ${suffix}`);
  const second = await anImport(`Words again ${suffix}`);
  const actionId = await created('actions', {
    name: `Words action ${suffix}`,
    trigger: { type: 'after', kind: 'imports', objectId: first },
    steps: [
      { type: 'import', importId: second },
      { type: 'ribbon', message: 'Words loaded' },
    ],
  });
  const cubes = await apiCall('/api/qry', accessToken, { op: 'select', object: 'cubes', search: 'Sales' });
  const sales = (cubes.body as { rows: { id: string; name: string }[] }).rows.find(
    (row) => row.name === 'Sales',
  );
  return { importId: first, actionId, cubeId: sales?.id ?? '' };
}

/** Every product list, and how its grid is reached when the screen opens on something else. */
const screens: { path: string; show?: (page: Page) => Promise<void> }[] = [
  { path: '/cubus/objects' },
  { path: '/cubus/cubes' },
  { path: '/cubus/refs' },
  { path: '/cubus/tables' },
  { path: '/cubus/imports' },
  { path: '/cubus/actions' },
  { path: '/cubus/procedures' },
  { path: '/cubus/reports' },
  { path: '/cubus/mounts' },
  { path: '/cubus/datasources' },
  { path: '/admin/users' },
  { path: '/admin/invites' },
  {
    path: '/cubus/ribbon',
    show: async (page) => page.getByText('Grid', { exact: true }).click(),
  },
];

beforeAll(async () => {
  seeded = await seedObjects();
  browser = await launchChromium();
  ({ page } = await signInAsAdmin(browser, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('every object shows in words', () => {
  it('shows no UUID or JSON in any product grid, nor on the card or screen its first row opens', async () => {
    const found: string[] = [];
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen.path}`);
      await screen.show?.(page);
      const grid = page.locator('section.data-grid').first();
      await grid.getByRole('grid').waitFor();
      // A list without rows (invites, mounts on a fresh install) has nothing to say wrongly.
      await grid.getByTestId('grid-status').filter({ hasNotText: 'Loading' }).waitFor();
      if ((await grid.getByTestId('grid-row').count()) === 0) continue;
      found.push(...internals(screen.path, await cellTexts(grid)));
      const card = grid.getByRole('button', { name: 'Open the record card of row 1', exact: true });
      const editor = grid.getByRole('button', { name: 'Open row 1', exact: true });
      if ((await card.count()) > 0) {
        await card.click();
        const body = page.locator('.record-card .ant-drawer-body');
        await body.locator('form').waitFor();
        found.push(...internals(`${screen.path} card`, (await body.allInnerTexts()).join('\n').split('\n')));
        await page.keyboard.press('Escape');
        await body.waitFor({ state: 'detached' });
      } else if ((await editor.count()) > 0) {
        await editor.click();
        // Its editor's screen (`?cube=…`), or the record page of a kind without one (a saved view
        // another test made may come first in the objects' list).
        await page.waitForURL(
          (url) => url.search.length > 1 || url.pathname.startsWith('/cubus/recordpage/'),
        );
        const main = page.locator('#main-content');
        await main.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => main.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
        found.push(
          ...internals(`${screen.path} opened`, (await main.allInnerTexts()).join('\n').split('\n')),
        );
      }
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('says a cube’s structure and an import’s source, target and mapping by name', async () => {
    await page.goto(`${baseUrl()}/cubus/cubes`);
    const cubes = page.locator('section.data-grid');
    const sales = cubes
      .getByTestId('grid-row')
      .filter({ has: page.locator('[data-field="name"]', { hasText: /^Sales$/ }) })
      .first();
    await sales.waitFor();
    await expect(sales.locator('[data-field="dimensionNames"] .ant-tag').count()).resolves.toBeGreaterThan(1);
    await expect(sales.locator('[data-field="measureNames"] .ant-tag').count()).resolves.toBeGreaterThan(0);
    await scanBothSkins(page);

    await page.goto(`${baseUrl()}/cubus/imports`);
    const row = page.getByTestId('grid-row').filter({ hasText: `Words import ${suffix}` });
    await row.waitFor();
    await expect(row.locator('[data-field="sourceName"]').textContent()).resolves.toBe(`words ${suffix}.csv`);
    await expect(row.locator('[data-field="mappingNames"]').textContent()).resolves.toContain(
      'amount → amount',
    );

    await page.goto(`${baseUrl()}/cubus/actions`);
    const action = page.getByTestId('grid-row').filter({ hasText: `Words action ${suffix}` });
    await action.waitFor();
    const after = action.locator('[data-field="triggerObject"]').getByRole('link');
    await expect(after.textContent()).resolves.toBe(`Words import ${suffix}`);
    const steps = action.locator('[data-field="stepNames"]');
    await expect(steps.textContent()).resolves.toContain(`Words again ${suffix}`);
    await expect(steps.textContent()).resolves.toContain('Words loaded');
    await scanBothSkins(page);
    await after.click();
    await page.getByRole('heading', { level: 1, name: `Words import ${suffix}` }).waitFor();
  });

  it('links a report to its source by name', async () => {
    await page.goto(`${baseUrl()}/cubus/reports`);
    const source = page
      .getByTestId('grid-row')
      .first()
      .locator('[data-field="sourceName"]')
      .getByRole('link');
    const name = (await source.textContent()) ?? '';
    await source.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('edits a cube’s structure, an import’s mapping and an action’s steps with their editors, never as JSON', async () => {
    const noJsonFields = async () => {
      for (const text of await page.locator('#main-content textarea').allTextContents())
        expect(text).not.toMatch(jsonPattern);
    };
    // A record link to any of them opens its own screen, where its own editors are.
    await page.goto(`${baseUrl()}/cubus/recordpage/cubes/${seeded.cubeId}`);
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    await page.getByRole('button', { name: 'Structure' }).click();
    const structure = page.getByRole('region', { name: 'Dimensions and measures' });
    await expect(structure.getByRole('combobox').count()).resolves.toBeGreaterThan(0);
    await noJsonFields();

    await page.goto(`${baseUrl()}/cubus/recordpage/imports/${seeded.importId}`);
    await page.getByRole('heading', { level: 1, name: `Words import ${suffix}` }).waitFor();
    const mapping = page.getByRole('table', { name: 'Column mapping' });
    await mapping.getByRole('row', { name: 'amount amount Integer' }).waitFor();
    await noJsonFields();

    await page.goto(`${baseUrl()}/cubus/recordpage/actions/${seeded.actionId}`);
    await page.getByRole('heading', { level: 1, name: `Words action ${suffix}` }).waitFor();
    await page.goto(`${baseUrl()}/cubus/actions?action=${seeded.actionId}&edit=1`);
    await page.getByRole('region', { name: 'Step 2' }).waitFor();
    await noJsonFields();
    await scanBothSkins(page);
  });
});
