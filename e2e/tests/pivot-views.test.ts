import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage } from '../pages/cubes-pages';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAs, wideScreen } from '../support/session';
import { setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
const suffix = uniquePrefix('views');
const name = `Plan ${suffix}`;
let cubeId: string;

beforeAll(async () => {
  const { demo } = await seededCredentials();
  const seed = cubeSeed((await apiLogin(demo.login, demo.password)).accessToken);
  cubeId = await seed.cube(
    name,
    [
      { name: 'region', refId: await seed.sequence(`Regions ${suffix}`, 3, 'R') },
      { name: 'month', refId: await seed.sequence(`Months ${suffix}`, 4, 'M') },
    ],
    [{ name: 'amount' }, { name: 'units' }],
  );
  await seed.call('/api/cubes/write', { cubeId, measure: 'amount', coords: {}, value: 1200 });
  browser = await launchChromium();
  ({ page } = await signInAs(browser, demo.login, demo.password, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('a pivot laid out by hand', () => {
  it('is saved as a named view that its own link opens', async () => {
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    // By keyboard: the chip's menu moves month to the rows, then adds a measure.
    await pivot.chip('month').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to rows', exact: true }).click();
    await pivot.chip('units').click();
    await page.getByRole('menuitem', { name: 'Show as a measure', exact: true }).click();
    await expect.poll(() => pivot.columnHeaders()).toEqual(expect.arrayContaining(['amount', 'units']));

    // The dialog covers the skin switch: each skin is set first, then the dialog opened in it.
    const dialog = pivot.dialog('Save the layout as a view');
    for (const dark of [true, false]) {
      await setSkin(page, dark);
      await page.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Save as view…' }).click();
      await dialog.getByLabel('Name').waitFor();
      await expectNoSeriousA11yViolations(page);
      if (dark) {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await dialog.getByLabel('Name').fill('Both measures');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/[?&]view=/);
    // The view's own pivot, once it has opened (named after the view).
    await page.getByRole('grid', { name: `Pivot of ${name} · Both measures` }).waitFor();
    const link = page.url();

    // Moved on, then opened from the link: the view's layout, not the one kept since.
    await pivot.chip('units').click();
    await page.getByRole('menuitem', { name: 'Do not show', exact: true }).click();
    await expect.poll(async () => (await pivot.columnHeaders()).includes('units')).toBe(false);
    await page.goto(`${baseUrl()}/cubus/cubes?cube=${cubeId}`);
    await pivot.grid().waitFor();
    await page.goto(link);
    await pivot.grid().waitFor();
    await expect.poll(() => pivot.columnHeaders()).toEqual(expect.arrayContaining(['amount', 'units']));
    await page.getByRole('button', { name: 'Views' }).click();
    // The menu names the view by a real link to its address (a new tab, a copied link).
    const { pathname, search } = new URL(link);
    await expect(
      page.getByRole('menuitem', { name: 'Both measures' }).getByRole('link').getAttribute('href'),
    ).resolves.toBe(`${pathname}${search}`);
    await page.keyboard.press('Escape');
  });

  it('opens at the cell a Ribbon line names', async () => {
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    // As the cube first opens: regions on rows, months on columns.
    await page.getByRole('button', { name: 'Reset layout' }).click();
    await expect.poll(() => pivot.columnHeaders()).toContain('M1');
    await pivot.cells('R2').first().click();
    await pivot.write('777');
    await page
      .getByText(/^Saved: [\d,]+ cells? changed$/)
      .first()
      .waitFor();
    await page.goto(`${baseUrl()}/cubus/ribbon`);
    const line = page.getByRole('link', { name }).first();
    await line.click();
    await page.waitForURL(/[?&]at=region%3AR2/);
    // The cell's members are the pivot's filters: it shows that one value.
    await pivot.grid().waitFor();
    await expect.poll(() => pivot.grid().getByRole('gridcell').allInnerTexts()).toContain('777.00');
    expect(page.url()).toContain('at=month%3AM1');
  });

  it('shows its chart as one image, described in our words', async () => {
    await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    await page.getByRole('button', { name: 'Reset layout' }).click();
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    const chart = page.getByRole('img', { name: 'Chart of the pivot' });
    const description = () =>
      chart.evaluate(
        (image) => document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent,
      );
    // Regions are the categories, months the series, of the one measure shown.
    await expect
      .poll(description)
      .toBe('Bar chart of amount over 3 categories, showing M1, M2, M3, M4. The table holds every value.');
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
  });
});
