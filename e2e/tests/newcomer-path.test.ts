import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage, PivotPage } from '../pages/cubes-pages';
import { ImportsPage } from '../pages/data-in-pages';
import { ReportsPage } from '../pages/reports-page';
import { launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin, wideScreen } from '../support/session';
import { internals } from '../support/words';

let browser: Browser;
let page: Page;
const suffix = uniquePrefix('newcomer').replace(/-/g, '_');
const tableName = `bookings_${suffix}`;
const cubeName = `Bookings ${suffix}`;
const reportTitle = `Bookings by store ${suffix}`;

/** A year of bookings a newcomer brings: a line number, a date, three stores, actual and budget. */
const csv = () => {
  const stores = ['Lisbon', 'Porto', 'Faro'];
  const lines = ['line_no,booked_on,store,scenario,amount'];
  let line = 1;
  for (let month = 1; month <= 12; month++)
    for (const store of stores)
      for (const scenario of ['Actual', 'Budget'])
        lines.push(
          [line++, `2025-${String(month).padStart(2, '0')}-15`, store, scenario, 100 + month * 10].join(','),
        );
  return Buffer.from(`${lines.join('\n')}\n`);
};

/** The text an antd select shows for its combobox. */
const shown = (combobox: Locator) =>
  combobox
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .textContent();

const seen: string[] = [];
/** Notes any UUID or JSON the screen shows a person now. */
async function lookAt(where: string): Promise<void> {
  seen.push(
    ...internals(where, (await page.locator('#main-content').allInnerTexts()).join('\n').split('\n')),
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  ({ page } = await signInAsAdmin(browser, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('a newcomer’s path', () => {
  it('uploads a CSV, builds a cube by its date, pivots by drag, writes a cell, reads it in the Ribbon and saves a report', async () => {
    const started = Date.now();
    const imports = new ImportsPage(page);
    await imports.open(baseUrl());
    await imports.startWizard();
    await imports.chooseFile(`bookings ${suffix}.csv`, csv());
    await page.getByText('First line holds the column names').waitFor({ timeout: 30_000 });
    await lookAt('upload');
    await imports.button('Read the columns').click();
    await imports.mappingTable().waitFor();
    await page.getByLabel('Name of the new table').fill(tableName);
    await lookAt('mapping');
    await imports.button('Next').click();
    await imports.button('Save and Run').click();
    await imports.progress().getByText('Succeeded').waitFor({ timeout: 90_000 });
    await lookAt('import');

    await page.getByRole('link', { name: 'Build a cube from this table' }).click();
    const wizard = new CubesPage(page).wizard();
    await expect.poll(() => shown(wizard.getByRole('combobox', { name: 'Data table' }))).toBe(tableName);
    await wizard.getByLabel('Cube name').fill(cubeName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('table', { name: 'What each column becomes' }).waitFor();
    // The date becomes a calendar: Year ▸ Quarter ▸ Month ▸ Day.
    await expect
      .poll(() => shown(wizard.getByRole('combobox', { name: 'Reference of booked_on' })))
      .toMatch(/^New calendar: Year ▸ Quarter ▸ Month ▸ Day/);
    await new CubesPage(page).choose(
      wizard.getByRole('combobox', { name: 'Version (scenario) dimension' }),
      'scenario',
    );
    await lookAt('new cube');
    await wizard.getByRole('button', { name: 'Generate', exact: true }).click();
    await new CubesPage(page).progress().getByText('Succeeded').waitFor({ timeout: 60_000 });
    await wizard.getByRole('button', { name: 'Open the cube' }).click();
    await page.getByRole('heading', { level: 1, name: cubeName }).waitFor();

    // Laid out by hand: the stores dragged onto the rows, the scenarios onto the columns.
    const pivot = new PivotPage(page, cubeName);
    await pivot.grid().waitFor();
    await pivot.chip('Store').dragTo(page.locator('.pivot-zone--rows'));
    await pivot.chip('Scenario').dragTo(page.locator('.pivot-zone--columns'));
    await pivot.row('Lisbon').waitFor();
    await expect.poll(() => pivot.columnHeaders()).toContain('Budget');
    await lookAt('pivot');

    // Budget for Lisbon, written in its cell.
    const budget = (await pivot.columnHeaders()).indexOf('Budget');
    await pivot
      .cells('Lisbon')
      .nth(Math.max(0, budget - 1))
      .click();
    await pivot.write('4321');
    await expect.poll(() => pivot.row('Lisbon').textContent()).toContain('4,321');

    await page.goto(`${baseUrl()}/cubus/ribbon`);
    const entry = page.getByTestId('ribbon-entry').filter({ hasText: cubeName }).first();
    await expect.poll(() => entry.textContent()).toMatch(/wrote 4,321 into .*Lisbon/);
    await lookAt('ribbon');

    const reports = new ReportsPage(page);
    await reports.open(baseUrl());
    await reports.startNew();
    await reports.field('Title').fill(reportTitle);
    await reports.choose(reports.combobox('Source'), cubeName);
    await reports.values(reportTitle).waitFor();
    await reports.button('Save').click();
    await page.getByRole('heading', { level: 1, name: reportTitle }).waitFor();
    await reports.values(reportTitle).waitFor();
    await lookAt('report');

    expect(seen).toEqual([]);
    expect(Date.now() - started).toBeLessThan(180_000);
  }, 240_000);
});
