import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage } from '../pages/cubes-pages';
import { GridPage } from '../pages/grid';
import { TodoPage } from '../pages/todo-page';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { QryApi, uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: QryApi;
let grid: GridPage;
const prefix = uniquePrefix('sheet');
const title = (name: string) => `${prefix} ${name}`;

/** What a spreadsheet puts on the clipboard, handed to the element as a paste (headless clipboards vary). */
const pasteInto = (target: Locator, tsv: string) =>
  target.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, tsv);

/** What a copy from the element puts on the clipboard: its TSV and its HTML. */
const copyFrom = (target: Locator) =>
  target.evaluate((element) => {
    const data = new DataTransfer();
    element.dispatchEvent(
      new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    return { text: data.getData('text/plain'), html: data.getData('text/html') };
  });

/** The field of the grid's active cell, as `aria-activedescendant` names it ("controls" for the row's first cell). */
const activeField = () =>
  grid.grid().evaluate((table) => {
    const cell = document.getElementById(table.getAttribute('aria-activedescendant') ?? '');
    return (
      cell?.getAttribute('data-field') ??
      (cell?.classList.contains('grid-cell--controls') ? 'controls' : null)
    );
  });

beforeAll(async () => {
  api = await QryApi.asAdmin();
  for (const name of ['alpha', 'bravo', 'charlie']) await api.createTodo({ title: title(name) });
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser, wideScreen));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  grid = new GridPage(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function openSortedGrid(): Promise<void> {
  const todo = new TodoPage(page);
  await todo.open(baseUrl());
  await todo.showGrid();
  await grid.search(prefix);
  await grid.waitForRowCount(3);
  await grid.grid().getByRole('button', { name: 'Title', exact: true }).click();
  await expect.poll(() => grid.column('title')).toEqual([title('alpha'), title('bravo'), title('charlie')]);
}

describe('the grid works like a spreadsheet', () => {
  it('is reached from the top in a few Tabs, and its keys move between cells', async () => {
    // From the top of a freshly loaded list screen: the shell's skip links come first.
    await page.goto(`${baseUrl()}/cubus/tables`);
    await page.getByRole('grid').first().waitFor();
    const skip = page.getByRole('link', { name: /^Skip to the grid/ });
    const focused = () => skip.evaluate((link) => link === document.activeElement);
    let tabs = 0;
    while (tabs < 5 && !(await focused())) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .getByRole('grid')
          .first()
          .evaluate((table) => table === document.activeElement),
      )
      .toBe(true);

    await openSortedGrid();
    await grid.grid().focus();

    await page.keyboard.press('Control+Home');
    expect(await activeField()).toBe('controls');
    await page.keyboard.press('ArrowRight');
    expect(await activeField()).toBe('title');
    await page.keyboard.press('End');
    const last = await activeField();
    expect(last).not.toBe('title');
    await page.keyboard.press('Home');
    expect(await activeField()).toBe('controls');
    // Tab moves along the row (Shift+Tab back), past its ends it leaves the grid.
    await page.keyboard.press('Tab');
    expect(await activeField()).toBe('title');
    await page.keyboard.press('Shift+Tab');
    expect(await activeField()).toBe('controls');
    await page.keyboard.press('Control+End');
    expect(await activeField()).toBe(last);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    // Enter edits the active cell; Escape gives the keys back to the grid.
    await page.keyboard.press('Enter');
    const editor = grid.rows().first().getByRole('textbox', { name: 'Title' });
    await editor.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => editor.count()).toBe(0);
    // Shift with arrows picks a range; it shows and is said in the status line.
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await grid.status().filter({ hasText: 'cells picked: 2 × 2' }).waitFor();
    await scanBothSkins(page);
    // Escape drops the range (the skin switch took the focus: it comes back first).
    await grid.grid().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => grid.status().textContent()).not.toContain('cells picked');
  });

  it('copies picked cells as TSV and HTML, pastes a block from a sheet, refuses bad cells and undoes a paste at once', async () => {
    await openSortedGrid();
    // A drag from alpha's title down to bravo's picks two cells.
    await grid.rows().nth(0).locator('[data-field="title"]').hover();
    await page.mouse.down();
    await grid.rows().nth(1).locator('[data-field="title"]').hover();
    await page.mouse.up();
    await grid.status().filter({ hasText: 'cells picked: 2 × 1' }).waitFor();
    const copied = await copyFrom(grid.grid());
    expect(copied.text).toBe(`${title('alpha')}\r\n${title('bravo')}`);
    expect(copied.html).toContain(`<td>${title('alpha')}</td>`);

    // As Excel puts it: CRLF lines, a last line end, a quoted cell with doubled quotes.
    await grid.rows().nth(0).locator('[data-field="title"]').click();
    await pasteInto(grid.grid(), `${title('alpha 2')}\r\n"${title('say ""bravo""')}"\r\n`);
    await expect
      .poll(() => grid.column('title'))
      .toEqual([title('alpha 2'), title('say "bravo"'), title('charlie')]);

    // A block that does not fit is refused whole, each cell named with its code.
    await pasteInto(grid.grid(), `${title('never')}\r\n\r\n${title('beyond')}\r\n${title('past')}`);
    const refused = page.getByRole('dialog').filter({ hasText: 'Nothing was pasted' });
    await refused.getByText('[required]').waitFor();
    await refused.getByText('[beyond_rows]').waitFor();
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole('button', { name: 'OK' }).click();
    expect(await grid.column('title')).toEqual([title('alpha 2'), title('say "bravo"'), title('charlie')]);

    // One undo puts the whole paste back.
    await grid.grid().focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => grid.column('title')).toEqual([title('alpha'), title('bravo'), title('charlie')]);
    expect(await grid.button('Undo paste').count()).toBe(0);
  });
});

describe('the pivot works like a spreadsheet', () => {
  it('pastes a block onto leaf cells as one change, refuses totals, and one Undo takes it back', async () => {
    const { demo } = await seededCredentials();
    const seed = cubeSeed((await apiLogin(demo.login, demo.password)).accessToken);
    const name = `Paste ${prefix}`;
    const cubeId = await seed.cube(
      name,
      [
        { name: 'region', refId: await seed.sequence(`Regions ${prefix}`, 2, 'R') },
        { name: 'version', refId: await seed.sequence(`Versions ${prefix}`, 2, 'V') },
      ],
      [
        { name: 'amount', type: 'decimal', precision: 18, scale: 2 },
        { name: 'units', type: 'integer' },
      ],
    );
    await seed.call('/api/cubes/structure', {
      cubeId,
      version: 1,
      change: { op: 'set-scenario', name: 'version' },
    });
    for (const measure of ['amount', 'units'])
      await seed.call('/api/cubes/write', {
        cubeId,
        measure,
        coords: { region: 'R1', version: 'V1' },
        value: 7,
      });
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    // Empty cells show, and versions go across: every value cell is a leaf, a region of one version.
    await page.getByRole('switch', { name: 'Hide empty' }).click();
    await pivot.place('version', 'Columns');
    await expect.poll(() => pivot.columnHeaders()).toContain('V2');
    const values = async () => [
      ...(await pivot.cells('R1').allInnerTexts()),
      ...(await pivot.cells('R2').allInnerTexts()),
    ];
    await expect.poll(values).toEqual(['7.00', '', '', '']);

    // Copied with Ctrl+C from a picked range: the numbers as a sheet reads them.
    await pivot.cells('R1').first().click();
    await page.keyboard.press('Shift+ArrowRight');
    expect((await copyFrom(pivot.grid().locator('td.is-active'))).text).toBe('7\t');

    await page.keyboard.press('Escape');
    await pivot.cells('R1').first().click();
    await pasteInto(pivot.grid().locator('td.is-active'), '1.5\t2\n3\t4\n');
    await expect.poll(values).toEqual(['1.50', '2.00', '3.00', '4.00']);

    // A total is not a leaf: nothing is written.
    await pivot.cells('Total').first().click();
    await pasteInto(pivot.grid().locator('td.is-active'), '9');
    await page.getByText('Totals and consolidated cells cannot be pasted into').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(values).toEqual(['7.00', '', '', '']);
  });
});
