import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridPage } from '../pages/grid';
import { TodoPage } from '../pages/todo-page';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: QryApi;
let grid: GridPage;
const prefix = uniquePrefix('grid');
const title = (name: string) => `${prefix} ${name}`;

beforeAll(async () => {
  api = await QryApi.asAdmin();
  const alpha = await api.createTodo({ title: title('alpha'), isImportant: true, tags: ['team'] });
  await api.createTodo({ title: title('bravo'), tags: ['high'] });
  await api.createTodo({ title: title('charlie') });
  const delta = await api.createTodo({ title: title('delta'), isImportant: true, tags: ['low'] });
  await api.createTodo({ title: title('echo'), tags: ['high', 'team'] });
  // Versions differ, so a sum over them says something.
  await api.updateTodo(await api.updateTodo(alpha, { dueDate: '2026-12-01' }), { dueDate: '2026-12-02' });
  await api.updateTodo(delta, { dueDate: '2026-12-03' });
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  grid = new GridPage(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function openGrid(): Promise<void> {
  const todo = new TodoPage(page);
  await todo.open(baseUrl());
  await todo.showGrid();
  await grid.status().filter({ hasText: 'Rows:' }).waitFor();
}

async function buildTwoLevelFilter(): Promise<void> {
  await grid.openPanel('Filter');
  await grid.addCondition(0, 'Title', 'starts with', prefix);
  await grid.addGroup(0);
  await grid.setGroupOperator(1, 'OR');
  await grid.addCondition(1, 'Important', 'equals', 'Yes');
  await grid.addCondition(1, 'Tags', 'contains', 'High');
}

const bodyIsDark = () => page.evaluate(() => document.body.classList.contains('dark-layout'));

describe('the grid', () => {
  it('filters with an OR group inside the AND root, and passes axe with the filter open in light and dark', async () => {
    await openGrid();
    await buildTwoLevelFilter();
    await grid.waitForRowCount(4);
    expect((await grid.column('title')).sort()).toEqual([
      title('alpha'),
      title('bravo'),
      title('delta'),
      title('echo'),
    ]);

    // Switching the inner group off leaves only the root's condition.
    await grid
      .filterGroups()
      .nth(1)
      .locator(':scope > legend')
      .getByRole('checkbox', { name: 'Active' })
      .uncheck();
    await grid.waitForRowCount(5);
    await grid
      .filterGroups()
      .nth(1)
      .locator(':scope > legend')
      .getByRole('checkbox', { name: 'Active' })
      .check();
    await grid.waitForRowCount(4);

    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
    await expect.poll(bodyIsDark).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
    await expect.poll(bodyIsDark).toBe(false);
  });

  it('groups with a sum and shows the aggregate rows', async () => {
    const { rows } = await api.call<{ rows: { isImportant: boolean; version: number; tags: string[] }[] }>({
      op: 'select',
      object: 'todo',
      fields: ['isImportant', 'version', 'tags'],
      search: prefix,
      limit: 100,
    });
    const kept = rows.filter((row) => row.isImportant || row.tags.includes('high'));
    const sum = (important: boolean) =>
      kept.filter((row) => row.isImportant === important).reduce((total, row) => total + row.version, 0);

    await grid.openPanel('Group');
    const panel = page.getByRole('region', { name: 'Group' });
    await panel.getByRole('button', { name: 'Add group level' }).click();
    await panel.getByRole('combobox', { name: 'Group level 1' }).selectOption({ label: 'Important' });
    await panel.getByRole('button', { name: 'Add aggregate' }).click();
    await panel.getByRole('combobox', { name: 'Aggregate 1', exact: true }).selectOption({ label: 'Sum' });
    await panel.getByRole('combobox', { name: 'Field of aggregate 1' }).selectOption({ label: 'Version' });

    await grid.status().filter({ hasText: 'Groups: 2' }).waitFor();
    const yes = grid
      .groupRows()
      .filter({ has: page.locator('[data-field="isImportant"]', { hasText: 'Yes' }) });
    const no = grid
      .groupRows()
      .filter({ has: page.locator('[data-field="isImportant"]', { hasText: 'No' }) });
    await expect(yes.locator('[data-field="sum_version"]').textContent()).resolves.toBe(String(sum(true)));
    await expect(no.locator('[data-field="sum_version"]').textContent()).resolves.toBe(String(sum(false)));
    await expect(grid.totalRow().locator('[data-field="sum_version"]').textContent()).resolves.toBe(
      String(sum(true) + sum(false)),
    );
    await expect(grid.grid().getByRole('columnheader', { name: 'Sum of Version' }).count()).resolves.toBe(1);
  });

  it('saves a view, opens it again after a reload, and applies it by default', async () => {
    const name = `${prefix} view`;
    await grid.openPanel('Views');
    const views = page.getByRole('region', { name: 'Views' });
    await views.getByRole('textbox', { name: 'View name' }).fill(name);
    await views.getByRole('button', { name: 'Save view' }).click();
    await views.getByRole('button', { name, exact: true }).waitFor();

    await page.reload();
    await new TodoPage(page).showGrid();
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    await expect(grid.groupRows().count()).resolves.toBe(0);
    await grid.openPanel('Views');
    await page.getByRole('region', { name: 'Views' }).getByRole('button', { name, exact: true }).click();
    await grid.status().filter({ hasText: 'Groups: 2' }).waitFor();

    const item = page.getByTestId('grid-view').filter({ hasText: name });
    await item.getByRole('checkbox', { name: 'Default' }).click();
    await expect.poll(() => item.getByRole('checkbox', { name: 'Default' }).isChecked()).toBe(true);
    await page.reload();
    await new TodoPage(page).showGrid();
    await grid.status().filter({ hasText: 'Groups: 2' }).waitFor();

    // Not the default any more, so the other tests open a plain grid.
    await grid.openPanel('Views');
    await page
      .getByTestId('grid-view')
      .filter({ hasText: name })
      .getByRole('checkbox', { name: 'Default' })
      .click();
    await expect
      .poll(() =>
        page
          .getByTestId('grid-view')
          .filter({ hasText: name })
          .getByRole('checkbox', { name: 'Default' })
          .isChecked(),
      )
      .toBe(false);
  });

  it('exports the current view as XLSX with the rows the grid shows', async () => {
    await openGrid();
    await buildTwoLevelFilter();
    await grid.waitForRowCount(4);
    await grid.grid().getByRole('button', { name: 'Title', exact: true }).click();
    await expect
      .poll(async () => grid.column('title'))
      .toEqual([title('alpha'), title('bravo'), title('delta'), title('echo')]);
    const shown = await grid.column('title');
    const headers = await grid.grid().getByRole('columnheader').allInnerTexts();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await grid.button('Export').click();
        await page.getByRole('menuitem', { name: 'XLSX (Excel)' }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe('todo.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    const header = values(1).map(String);
    // The grid's columns, plus the record's key the server always exports.
    expect(header.filter((name) => name !== 'id')).toHaveLength(headers.length - 1);
    expect(header).toContain('title');
    const titles = Array.from({ length: sheet.rowCount - 1 }, (_, index) =>
      String(values(index + 2)[header.indexOf('title')]),
    );
    expect(titles).toEqual(shown);
  });

  it('opens a record from the grid, passes axe in dark and light, copies its link and opens the record page', async () => {
    await page.getByTestId('skin-toggle').click();
    await expect.poll(bodyIsDark).toBe(true);
    let card = await grid.openRecordCard(1);
    await expect(card.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(title('alpha'));
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Cancel' }).last().click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('skin-toggle').click();
    await expect.poll(bodyIsDark).toBe(false);
    card = await grid.openRecordCard(1);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Get Link' }).click();
    await page.getByText('The record page’s address is on the clipboard.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}/cubus/recordpage/todo/[0-9a-f-]{36}$`));

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: /^Record .* of todo$/ }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(title('alpha'));
    await page.getByRole('button', { name: 'Record card' }).click();
    await page
      .getByRole('dialog', { name: 'Record card' })
      .getByRole('button', { name: 'Get Link' })
      .waitFor();
  });

  it('edits a cell inline and says so when someone changed the row meanwhile', async () => {
    await openGrid();
    await grid.search(prefix);
    await grid.waitForRowCount(5);
    await grid.grid().getByRole('button', { name: 'Title', exact: true }).click();
    await expect.poll(async () => (await grid.column('title'))[2]).toBe(title('charlie'));
    const cell = grid.rows().nth(2).locator('[data-field="title"]');
    await cell.dblclick();
    await cell.getByRole('textbox', { name: 'Title' }).fill(title('charlie 2'));
    await cell.getByRole('textbox', { name: 'Title' }).press('Enter');
    await expect.poll(() => cell.textContent()).toBe(title('charlie 2'));

    // Another writer moves the row on; the grid's copy is now stale.
    const { rows } = await api.call<{ rows: Record<string, unknown>[] }>({
      op: 'select',
      object: 'todo',
      fields: ['id', 'title', 'version'],
      search: title('charlie 2'),
    });
    const stale = rows[0];
    if (!stale) throw new Error('the edited task is gone');
    await api.updateTodo(stale, { title: title('charlie 3') });
    await cell.dblclick();
    await cell.getByRole('textbox', { name: 'Title' }).fill(title('charlie lost'));
    await cell.getByRole('textbox', { name: 'Title' }).press('Enter');
    await page.getByText('Someone changed this record since you opened it.', { exact: false }).waitFor();
    await expect.poll(() => cell.textContent()).toBe(title('charlie 3'));
  });

  it('moves between rows with the keyboard, selects with Space, opens with Enter and deletes the selection', async () => {
    await grid.grid().focus();
    // From the first row's first cell, wherever the last test left the active one.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await grid.status().filter({ hasText: 'selected: 1' }).waitFor();
    const chosen = (await grid.column('title'))[1];
    await grid.button('Delete').click();
    await grid.waitForRowCount(4);
    expect(await grid.column('title')).not.toContain(chosen);

    // Enter on the row's controls (the first cell: Home) opens the row; on an editable cell it edits.
    await grid.grid().focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Record card' });
    await expect(card.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(
      (await grid.column('title'))[3],
    );
  });

  it('hides and reorders fields, sorts by two keys and changes the density', async () => {
    await openGrid();
    await grid.search(prefix);
    await grid.waitForRowCount(4);
    await grid.openPanel('Fields');
    const fields = page.getByRole('region', { name: 'Fields' });
    await fields.getByRole('checkbox', { name: 'Due date' }).uncheck();
    await expect.poll(() => grid.grid().getByRole('columnheader', { name: 'Due date' }).count()).toBe(0);
    await fields.getByRole('button', { name: 'Move Tags up' }).click();
    await expect
      .poll(async () => (await grid.grid().getByRole('columnheader').allInnerTexts()).slice(1, 6))
      .toEqual(['Title', 'Assignee name', 'Tags', 'Assignee username', 'Important']);

    const expected = await api.call<{ rows: { title: string }[] }>({
      op: 'select',
      object: 'todo',
      fields: ['title'],
      search: prefix,
      orderby: { sorts: [{ field: 'isImportant', dir: 'desc' }, { field: 'title' }] },
    });
    await grid.openPanel('Sort');
    const sort = page.getByRole('region', { name: 'Sort' });
    await sort.getByRole('button', { name: 'Add sort key' }).click();
    await sort
      .getByRole('combobox', { name: 'Sort key 1', exact: true })
      .selectOption({ label: 'Important' });
    await sort
      .getByRole('combobox', { name: 'Direction of sort key 1' })
      .selectOption({ label: 'Descending' });
    await sort.getByRole('button', { name: 'Add sort key' }).click();
    await sort.getByRole('combobox', { name: 'Sort key 2', exact: true }).selectOption({ label: 'Title' });
    await expect.poll(() => grid.column('title')).toEqual(expected.rows.map((row) => row.title));

    await grid.openPanel('Settings');
    const before = await grid
      .rows()
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    await page.getByRole('region', { name: 'Settings' }).getByText('Compact', { exact: true }).click();
    await expect
      .poll(() =>
        grid
          .rows()
          .first()
          .evaluate((row) => row.getBoundingClientRect().height),
      )
      .toBeLessThan(before);

    await grid.button('Clear view').click();
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    await expect(grid.toolbar().getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('');
  });

  it('expands a group to show its rows, and collapses it again', async () => {
    await openGrid();
    await grid.search(prefix);
    await grid.waitForRowCount(4);
    const { total: important } = await api.call<{ total: number }>({
      op: 'select',
      object: 'todo',
      search: prefix,
      filter: {
        operator: { sid: 'and' },
        conditions: [{ isactive: true, field: 'isImportant', op: 'eq', value: true }],
      },
      limit: 0,
    });
    await grid.openPanel('Group');
    const panel = page.getByRole('region', { name: 'Group' });
    await panel.getByRole('button', { name: 'Add group level' }).click();
    await panel.getByRole('combobox', { name: 'Group level 1' }).selectOption({ label: 'Important' });
    await grid.status().filter({ hasText: 'Groups: 2' }).waitFor();
    await expect(grid.detailRows().count()).resolves.toBe(0);

    await grid.groupToggle('Yes').click();
    await expect.poll(() => grid.detailRows().count()).toBe(important);
    expect(await grid.groupToggle('Yes').getAttribute('aria-expanded')).toBe('true');
    expect(await grid.detailRows().locator('[data-field="title"]').allInnerTexts()).toEqual(
      expect.arrayContaining([title('alpha')]),
    );
    await expectNoSeriousA11yViolations(page);

    // A row inside the group is edited in place, as a plain row is; the group stays open.
    const cell = grid.detailRows().first().locator('[data-field="title"]');
    const before = ((await cell.textContent()) ?? '').trim();
    await cell.dblclick();
    await cell.getByRole('textbox', { name: 'Title' }).fill(`${before} edited`);
    await cell.getByRole('textbox', { name: 'Title' }).press('Enter');
    await expect
      .poll(() => grid.detailRows().locator('[data-field="title"]').allInnerTexts())
      .toContain(`${before} edited`);
    expect(await grid.groupToggle('Yes').getAttribute('aria-expanded')).toBe('true');
    // F2 edits the active row's first editable field (End is the closed group below the open one,
    // ArrowUp its last row), in place: the editor takes the focus inside that row; Escape gives it back.
    const focusIn = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="grid-detail-row"]')?.id ?? null);
    await grid.grid().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('F2');
    await expect.poll(focusIn).toBe(await grid.detailRows().last().getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect.poll(focusIn).toBeNull();

    await grid.groupToggle('Yes').click();
    await expect.poll(() => grid.detailRows().count()).toBe(0);

    // From the keyboard: the first group is the active line, ArrowRight opens it, ArrowLeft closes it.
    await grid.grid().focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => grid.detailRows().count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => grid.detailRows().count()).toBe(0);
    await grid.button('Clear view').click();
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
  });

  it('reorders fields by dragging them in the Fields panel', async () => {
    await openGrid();
    await grid.openPanel('Fields');
    expect((await grid.headers())[0]).toBe('Title');
    await grid.dragField('Tags', 'Title');
    await expect.poll(async () => (await grid.headers()).slice(0, 2)).toEqual(['Tags', 'Title']);
  });

  it('selects every matching row beyond the loaded ones, deletes them, shows them as deleted and restores them', async () => {
    const bulk = uniquePrefix('bulk');
    for (let n = 0; n < 130; n++) await api.createTodo({ title: `${bulk} ${String(n).padStart(3, '0')}` });
    const count = async (deleted: boolean) =>
      (
        await api.call<{ total: number }>({
          op: 'select',
          object: 'todo',
          search: bulk,
          ...(deleted
            ? {
                filter: {
                  operator: { sid: 'and' },
                  conditions: [{ isactive: true, field: 'deleted', op: 'notnull' }],
                },
              }
            : {}),
          limit: 0,
        })
      ).total;

    await openGrid();
    await grid.search(bulk);
    await grid.waitForRowCount(130);
    // Fewer rows are loaded than match: the grid fetches 100 at a time.
    expect(await grid.rows().count()).toBeLessThan(130);
    await grid.selectAll().check();
    await grid.status().filter({ hasText: 'selected: 130' }).waitFor();
    await grid.button('Delete').click();
    await grid.waitForRowCount(0);
    expect(await count(true)).toBe(130);

    await grid.showDeleted().click();
    await grid.waitForRowCount(130);
    await expect(grid.rows().first().getAttribute('class')).resolves.toContain('is-deleted');
    await expectNoSeriousA11yViolations(page);
    await grid.selectAll().check();
    await grid.status().filter({ hasText: 'selected: 130' }).waitFor();
    await grid.button('Restore').click();
    await page.getByText('Restored: 130').waitFor();
    await expect.poll(() => count(true)).toBe(0);
    await grid.showDeleted().click();
    await grid.waitForRowCount(130);

    // Remove asks first, and then deletes for good.
    await grid.selectAll().check();
    await grid.button('Remove').click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Remove the selected records for good (130)?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await grid.waitForRowCount(0);
    expect(await count(false)).toBe(0);
    expect(await count(true)).toBe(0);
  });
});
