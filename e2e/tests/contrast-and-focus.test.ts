import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CubesPage, pivotChip } from '../pages/cubes-pages';
import { TodoPage } from '../pages/todo-page';
import { launchChromium } from '../support/browser';
import { type Contrast, placeholders, tabThroughRings, textContrastInStates } from '../support/contrast';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { scanStateInBothSkins, setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
const cubeName = `Contrast ${uniquePrefix('focus')}`;
let cubeId: string;

const primaryButtons = '.ant-btn-variant-solid.ant-btn-color-primary:visible, .btn--primary:visible';
const below = (limit: number) => (measured: Contrast[]) => measured.filter((one) => one.ratio < limit);

/**
 * In both skins: every focus ring the keyboard reaches is 3:1 on what is behind it, each primary
 * button's text 4.5:1 at rest, hovered and focused, and every placeholder 4.5:1 (labelled or not: it is text).
 */
async function checkScreen(
  setDark: (dark: boolean) => Promise<void>,
  scope: Page | Locator = page,
): Promise<void> {
  const failing: Record<string, Contrast[]> = {};
  for (const dark of [false, true]) {
    await setDark(dark);
    const skin = dark ? 'dark' : 'light';
    failing[`${skin} focus rings`] = below(3)(await tabThroughRings(page));
    const states: Contrast[] = [];
    for (const button of (await scope.locator(primaryButtons).all()).slice(0, 3))
      states.push(...Object.values(await textContrastInStates(button)));
    failing[`${skin} primary buttons`] = below(4.5)(states);
    failing[`${skin} placeholders`] = below(4.5)(await placeholders(page));
  }
  expect(Object.fromEntries(Object.entries(failing).filter(([, list]) => list.length > 0))).toEqual({});
}
const inShell = (dark: boolean) => setSkin(page, dark);

beforeAll(async () => {
  const seed = cubeSeed((await apiLogin('admin', inject('adminPassword'))).accessToken);
  cubeId = await seed.cube(
    cubeName,
    [{ name: 'region', refId: await seed.sequence(`Regions ${cubeName}`, 3, 'R') }],
    [{ name: 'amount' }],
  );
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('contrast and focus', () => {
  it('on the sign-in page', async () => {
    const context = await browser.newContext();
    page = await context.newPage();
    await checkScreen(async (dark) => {
      await page.goto(`${baseUrl()}/login`);
      await page.evaluate((skin) => localStorage.setItem('cubus-skin', skin), dark ? 'dark' : 'light');
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    });
    await context.close();
  });

  describe('signed in', () => {
    beforeAll(async () => {
      ({ page } = await signInAsAdmin(browser, wideScreen));
    });
    afterAll(async () => {
      await page.context().close();
    });

    it('on the dashboard', async () => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await checkScreen(inShell);
    });

    it('on a grid', async () => {
      const todo = new TodoPage(page);
      await todo.open(baseUrl());
      await todo.showGrid();
      await checkScreen(inShell);
    });

    it('on a pivot', async () => {
      await new CubesPage(page).openCube(baseUrl(), cubeId, cubeName);
      await checkScreen(inShell);
    });

    it('in a dialog', async () => {
      await new CubesPage(page).open(baseUrl());
      const dialog = page.getByRole('dialog', { name: 'New cube' });
      // The dialog covers the skin switch: each skin is set first, then the dialog opened in it.
      await checkScreen(async (dark) => {
        if (await dialog.isVisible()) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        await setSkin(page, dark);
        await page.getByRole('button', { name: 'New cube', exact: true }).click();
        await dialog.waitFor();
      }, dialog);
    });

    it('passes axe with a drop-down or a menu open', async () => {
      await new CubesPage(page).openCube(baseUrl(), cubeId, cubeName);
      const format = page.getByRole('combobox', { name: 'Number format' });
      await scanStateInBothSkins(page, async () => {
        await format.click();
        await page.locator('.ant-select-dropdown:visible').waitFor();
      });
      await scanStateInBothSkins(page, async () => {
        await pivotChip(page, 'region').click();
        await page.getByRole('menuitem', { name: 'Move to columns' }).waitFor();
      });
    });

    it('passes axe with a dialog open, and a button hovered', async () => {
      await new CubesPage(page).open(baseUrl());
      const newCube = page.getByRole('button', { name: 'New cube', exact: true });
      await scanStateInBothSkins(page, async () => {
        await newCube.click();
        await page.getByRole('dialog', { name: 'New cube' }).waitFor();
      });
      await scanStateInBothSkins(
        page,
        () => newCube.hover(),
        () => page.mouse.move(0, 0),
      );
    });
  });
});
