import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeInPivot } from '../pages/cubes-pages';
import { ReportsPage } from '../pages/reports-page';
import { seededCredentials } from '../support/accounts';
import { chooseOption } from '../support/antd-select';
import { launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAs, wideScreen } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
const title = `Regions ${uniquePrefix('rep')}`;

const fileBytes = async (download: { path(): Promise<string | null> }) =>
  readFileSync((await download.path()) ?? '');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('reports', () => {
  let link = '';

  it('builds a report over the cube, opens it and downloads XLSX, CSV, PNG and PDF', async () => {
    const { admin } = await seededCredentials();
    const { page } = await signInAs(browser, admin.login, admin.password, wideScreen);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const reports = new ReportsPage(page);
    await reports.open(baseUrl());
    await page.getByText('Sales by region', { exact: true }).first().waitFor();
    await reports.startNew();
    await reports.field('Title').fill(title);
    // Exactly the demo cube: other tests make cubes whose names start with Sales.
    await chooseOption(page, reports.combobox('Source'), 'Sales');
    await placeInPivot(page, 'product', 'Not shown');
    await page.getByRole('radio', { name: 'Bars' }).check();
    await reports.values(title).getByRole('cell', { name: 'North', exact: true }).waitFor();
    await reports.chart(title).waitFor();
    await scanBothSkins(page);
    await reports.button('Save').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await reports.values(title).getByRole('cell', { name: 'North', exact: true }).waitFor();
    await reports.chart(title).waitFor();
    await scanBothSkins(page);

    // Keyboard: Get Link is reached with Tab and pressed with Enter; the link is on the clipboard.
    await page.getByRole('button', { name: 'Duplicate', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Get Link');
    await page.keyboard.press('Enter');
    await page.getByText(/The link to this report is copied/).waitFor();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/cubus\/reports\?report=[0-9a-f-]{36}$/);

    const xlsx = await reports.download('Excel (XLSX)');
    expect(xlsx.suggestedFilename()).toBe(`${title}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await fileBytes(xlsx)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getCell(1, 1).value).toBe('region');
    expect(sheet?.getColumn(1).values).toContain('North');

    const csv = await reports.download('CSV');
    expect(csv.suggestedFilename()).toBe(`${title}.csv`);
    const text = (await fileBytes(csv)).toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('region,amount');
    expect(text).toMatch(/\r\nNorth,\d/);

    const png = await reports.download('Chart as PNG');
    expect(png.suggestedFilename()).toBe(`${title}.png`);
    expect([...(await fileBytes(png)).subarray(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);

    const pdf = await reports.download('Report as PDF');
    expect(pdf.suggestedFilename()).toBe(`${title}.pdf`);
    const pdfBytes = await fileBytes(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.length).toBeGreaterThan(5000);

    await reports.button('Duplicate').click();
    await page.getByRole('heading', { level: 1, name: `Copy of ${title}` }).waitFor();
  }, 180_000);

  it('names a grouped table report’s aggregate in words on its table, its chart and its XLSX', async () => {
    const qry = await QryApi.asAdmin();
    const { rows } = await qry.call<{ rows: { id: string }[] }>({
      op: 'select',
      object: 'reports',
      search: 'Sales by month',
    });
    const { viewer } = await seededCredentials();
    const { page } = await signInAs(browser, viewer.login, viewer.password, wideScreen);
    const reports = new ReportsPage(page);
    await page.goto(`${baseUrl()}/cubus/reports?report=${rows[0]?.id}`);
    const values = reports.values('Sales by month');
    await values.getByRole('columnheader', { name: 'Sum of amount', exact: true }).waitFor();
    expect(await values.getByRole('columnheader', { name: 'sum_amount' }).count()).toBe(0);
    // The chart's legend and its description name the series the same way.
    await reports.chart('Sales by month').waitFor();
    await page.getByText(/, showing Sum of amount\./).waitFor({ state: 'attached' });
    const xlsx = await reports.download('Excel (XLSX)');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await fileBytes(xlsx)) as unknown as ArrayBuffer);
    expect([book.worksheets[0]?.getCell(1, 1).value, book.worksheets[0]?.getCell(1, 2).value]).toEqual([
      'month',
      'Sum of amount',
    ]);
    await page.getByTestId('language-switcher').selectOption('fr');
    try {
      await page.getByRole('columnheader', { name: 'Somme de amount', exact: true }).waitFor();
    } finally {
      await page.getByTestId('language-switcher').selectOption('en');
    }
  }, 120_000);

  it('opens the link read-only for a viewer of the domain, who can still download', async () => {
    expect(link).not.toBe('');
    const { viewer } = await seededCredentials();
    const { page } = await signInAs(browser, viewer.login, viewer.password, wideScreen);
    const reports = new ReportsPage(page);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await reports.values(title).getByRole('cell', { name: 'North', exact: true }).waitFor();
    expect(await reports.button('Edit').count()).toBe(0);
    expect(await reports.button('Duplicate').count()).toBe(0);
    const csv = await reports.download('CSV');
    expect((await fileBytes(csv)).toString('utf8')).toContain('North');
    await page.goto(`${link}&edit=1`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await reports.button('Save').count()).toBe(0);
    await scanBothSkins(page);
    // An id this domain does not have is the 404 page, never data.
    await page.goto(`${baseUrl()}/cubus/reports?report=00000000-0000-4000-8000-000000000000`);
    await page.waitForURL(`${baseUrl()}/error-404`);
  }, 120_000);
});
