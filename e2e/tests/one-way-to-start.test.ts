import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CubesPage } from '../pages/cubes-pages';
import { GridPage } from '../pages/grid';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
const suffix = uniquePrefix('start');

beforeAll(async () => {
  browser = await launchChromium();
  ({ page } = await signInAsAdmin(browser, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('one obvious way to start', () => {
  it('starts a cube with one "New cube" button, from a data table by default or empty', async () => {
    const cubes = new CubesPage(page);
    await cubes.open(baseUrl());
    const toolbar = new GridPage(page).toolbar();
    await expect(toolbar.getByRole('button', { name: /new|generate/i }).allTextContents()).resolves.toEqual([
      'New cube',
    ]);
    const dialog = page.getByRole('dialog', { name: 'New cube' });
    // The dialog in both skins (the skin toggle lies under an open dialog).
    for (const dark of [true, false]) {
      await setSkin(page, dark);
      await toolbar.getByRole('button', { name: 'New cube' }).click();
      await expect(dialog.getByRole('radio', { name: /^From a data table/ }).isChecked()).resolves.toBe(true);
      await expectNoSeriousA11yViolations(page);
      if (dark) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await cubes.wizard().waitFor();
    await page.keyboard.press('Escape');
    await cubes.wizard().waitFor({ state: 'detached' });

    await cubes.startNew('Empty');
    await page.getByRole('dialog', { name: 'New cube' }).getByLabel('Name', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    // No raw record drawer for a cube, from New or from a row.
    await expect(page.locator('.record-card').count()).resolves.toBe(0);
  }, 120_000);

  it('opens an object by its name, a real link, and from its row without a record drawer', async () => {
    await page.goto(`${baseUrl()}/cubus/cubes`);
    const grid = new GridPage(page);
    const sales = grid
      .rows()
      .locator('[data-field="name"]')
      .getByRole('link', { name: 'Sales', exact: true });
    await expect(sales.getAttribute('href')).resolves.toMatch(/^\/cubus\/cubes\?cube=/);
    await sales.click();
    await page.getByRole('grid', { name: 'Pivot of Sales' }).waitFor();

    await page.goto(`${baseUrl()}/cubus/objects`);
    await grid.rows().first().waitFor();
    await grid.grid().getByRole('button', { name: 'Open row 1', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/cubus/objects'));
    await expect(page.locator('.record-card').count()).resolves.toBe(0);
  });

  it('renames with F2, not by a click on the name', async () => {
    const { accessToken } = await apiLogin('admin', inject('adminPassword'));
    const name = `Renamed ${suffix}`;
    await cubeSeed(accessToken).sequence(`Start ${suffix}`, 2, 'S');
    await page.goto(`${baseUrl()}/cubus/refs`);
    const grid = new GridPage(page);
    await grid.search(`Start ${suffix}`);
    await grid.waitForRowCount(1);
    await grid.grid().focus();
    await page.keyboard.press('F2');
    const editor = grid.grid().getByRole('textbox');
    await editor.fill(name);
    await editor.press('Enter');
    await grid.search(name);
    await grid.waitForRowCount(1);
    await grid.rows().locator('[data-field="name"]').getByRole('link', { name }).waitFor();
  });
});
