import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage, PivotPage } from '../pages/cubes-pages';
import { ImportsPage } from '../pages/data-in-pages';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { baseUrl, signInAs, wideScreen } from '../support/session';
import { scanBothSkins, setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
const suffix = uniquePrefix('guided').replace(/-/g, '_');
const tableName = `shipments_${suffix}`;

/** 48 shipments a fortnight apart over 2023–2024: an id, a date, few carriers, prose, two numbers. */
const shipments = Array.from({ length: 48 }, (_, i) => {
  const day = new Date(Date.UTC(2023, 0, 1 + i * 15)).toISOString().slice(0, 10);
  return {
    id: `SHP-${1000 + i}`,
    day,
    carrier: ['Carrier North', 'Carrier South', 'Carrier East'][i % 3] as string,
    note: `Left the depot on time; the driver signed for crate ${i} at the gate`,
    revenue: 1000 + i * 37.25,
    weight: 10 + (i % 7) * 2.5,
  };
});
const csv = () =>
  Buffer.from(
    `${[
      'shipment_id,shipped_on,carrier,note,revenue,weight_kg',
      ...shipments.map((s) => [s.id, s.day, s.carrier, s.note, s.revenue, s.weight].join(',')),
    ].join('\n')}\n`,
  );
/** The revenue of the shipments whose day starts with `period`, as the cube's format shows it. */
const euros = (period: (day: string) => boolean) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(shipments.filter((s) => period(s.day)).reduce((sum, s) => sum + s.revenue, 0));
const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;

/** The text an antd select shows for its combobox. */
const shown = (combobox: Locator) =>
  combobox
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .textContent();

beforeAll(async () => {
  const { demo } = await seededCredentials();
  browser = await launchChromium();
  ({ page } = await signInAs(browser, demo.login, demo.password, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('guided modelling: from an import to a formatted pivot', () => {
  it('imports a CSV, builds a cube from its table with proposed roles, a calendar and captions, and pivots it formatted', async () => {
    const imports = new ImportsPage(page);
    await imports.open(baseUrl());
    await imports.startWizard();
    await imports.chooseFile(`shipments ${suffix}.csv`, csv());
    await page.getByText('First line holds the column names').waitFor({ timeout: 30_000 });
    await imports.button('Read the columns').click();
    await imports.mappingTable().waitFor();
    await page.getByLabel('Name of the new table').fill(tableName);
    await imports.button('Next').click();
    await imports.button('Save and Run').click();
    await imports.progress().getByText('Succeeded').waitFor({ timeout: 90_000 });

    // The result leads on to a cube of the table it filled.
    await page.getByRole('link', { name: 'Build a cube from this table' }).click();
    await page.waitForURL(/\/cubus\/cubes\?new=table&table=[0-9a-f-]{36}$/);
    const link = new URL(page.url()).pathname + new URL(page.url()).search;
    const cubes = new CubesPage(page);
    const wizard = cubes.wizard();
    // The link opens New cube straight in its "from a data table" way, the table chosen.
    await expect.poll(() => shown(wizard.getByRole('combobox', { name: 'Data table' }))).toBe(tableName);
    const cubeName = `Shipments ${suffix}`;
    await expect.poll(() => wizard.getByLabel('Cube name').inputValue()).toMatch(/^Shipments guided/);
    await wizard.getByLabel('Cube name').fill(cubeName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('table', { name: 'What each column becomes' }).waitFor();

    // Roles as the table's statistics suggest them; the date becomes a new calendar down to days.
    const role = (column: string) => shown(wizard.getByRole('combobox', { name: `Role of ${column}` }));
    await expect.poll(() => role('carrier')).toBe('Dimension');
    expect(
      await Promise.all(['shipment_id', 'shipped_on', 'note', 'revenue', 'weight_kg'].map(role)),
    ).toEqual(['Not used', 'Dimension', 'Not used', 'Measure', 'Measure']);
    await wizard.getByText('An identifier: left out').waitFor();
    await wizard.getByText('Free text: left out').waitFor();
    expect(await shown(wizard.getByRole('combobox', { name: 'Reference of shipped_on' }))).toBe(
      'New calendar: Year ▸ Quarter ▸ Month ▸ Day (2023–2024)',
    );
    const caption = (column: string) => wizard.getByRole('textbox', { name: `Caption of ${column}` });
    expect(await caption('weight_kg').inputValue()).toBe('Weight kg');
    expect(await caption('shipped_on').inputValue()).toBe('Shipped on');
    await caption('weight_kg').fill('Weight (kg)');
    await caption('revenue').fill('Revenue (EUR)');

    // Revenue in whole euros, picked from the keyboard where it can be.
    await cubes.choose(wizard.getByRole('combobox', { name: 'Number format of revenue' }), 'Currency');
    expect(await shown(wizard.getByRole('combobox', { name: 'Currency of revenue' }))).toBe('EUR');
    await wizard.getByRole('spinbutton', { name: 'Shown decimals of revenue' }).focus();
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await wizard.getByText('e.g. €1,234,568').waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await wizard.getByRole('button', { name: 'Generate', exact: true }).click();
    await cubes.progress().getByText('Succeeded').waitFor({ timeout: 60_000 });
    await wizard.getByRole('button', { name: 'Open the cube' }).click();
    await page.getByRole('heading', { level: 1, name: cubeName }).waitFor();

    // Years on the rows (the calendar's roots), carriers across; the total column in euros.
    const pivot = new PivotPage(page, cubeName);
    // A member with children is named with its drill button first ("Drill down into 2023 2023").
    const row = (label: string) =>
      pivot
        .grid()
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`(^| )${label}$`) }) });
    const total = (label: string) => row(label).getByRole('gridcell').last().textContent();
    await row('2023').waitFor();
    await expect.poll(() => total('2023')).toBe(euros((day) => day.startsWith('2023')));
    expect(await total('2024')).toBe(euros((day) => day.startsWith('2024')));
    // Year ▸ Quarter: each quarter's total is the shipments of its months.
    await pivot.drill('down', '2024').click();
    await row('Q3 2024').waitFor();
    expect(await total('Q3 2024')).toBe(euros((day) => quarterOf(day) === '2024-Q3'));
    await page.getByRole('button', { name: 'Structure' }).click();
    const panel = page.getByRole('region', { name: 'Dimensions and measures' });
    await panel.getByText('Revenue (EUR)').waitFor();
    await panel.getByText('Weight (kg)').waitFor();
    await scanBothSkins(page);

    // The wizard's columns step in the dark skin too (the skin switch is behind an open dialog).
    await setSkin(page, true);
    await page.goto(`${baseUrl()}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Cubes' }).waitFor();
    await expect.poll(() => shown(wizard.getByRole('combobox', { name: 'Data table' }))).toBe(tableName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => role('carrier')).toBe('Dimension');
    // The calendar made for the first cube covers these dates down to days: it is reused.
    expect(await shown(wizard.getByRole('combobox', { name: 'Reference of shipped_on' }))).toBe(
      `${cubeName}: Shipped on (matched by Day)`,
    );
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    await setSkin(page, false);
  }, 240_000);
});
