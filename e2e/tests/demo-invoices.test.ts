import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoInvoicesPage } from '../pages/demo-invoices-page';
import { chooseOption } from '../support/antd-select';
import { launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let invoices: DemoInvoicesPage;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  invoices = new DemoInvoicesPage(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const firstId = async () => Number((await invoices.rowLinks().first().textContent())?.slice(1));

describe('the demo invoice app', { timeout: demoTestTimeout }, () => {
  it('lists 10 a page, filters by status, searches, sorts and pages', async () => {
    await page.goto(`${baseUrl()}/apps/invoice/list`);
    await invoices.waitForRows();
    expect(await invoices.rowLinks().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 50 entries').waitFor();

    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Past due');
    await expect
      .poll(() => page.getByRole('table').locator('.status-tag').allTextContents())
      .toSatisfy((tags: string[]) => tags.length > 0 && tags.every((tag) => tag === 'Past due'));
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Any status');
    await page.getByText('Showing 1 to 10 of 50 entries').waitFor();

    // Sorted by # ascending at first: one click turns it around.
    await page.getByRole('columnheader', { name: '#' }).click();
    await expect.poll(firstId).toBe(5036);
    await page.locator('.ant-pagination').getByText('2', { exact: true }).click();
    await expect.poll(firstId).toBe(5026);

    const client =
      (await page.getByRole('table').locator('.demo-two-lines span').first().textContent()) ?? '';
    await invoices.search().fill(client.toLowerCase());
    await invoices.search().press('Enter');
    await expect.poll(() => invoices.rowLinks().count()).toBeLessThan(10);
    await expect(page.getByRole('table').getByText(client).first().isVisible()).resolves.toBe(true);
    await scanSkinsAndRtl(page);
  });

  it('opens an invoice by keyboard, edits it and shows the change, kept across a reload', async () => {
    await page.goto(`${baseUrl()}/apps/invoice/list`);
    await invoices.waitForRows();
    await invoices.rowLinks().first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/apps/invoice/preview/4987`);
    await page.locator('main h1', { hasText: 'Invoice #4987' }).waitFor();
    await page.getByText('Payment details').waitFor();
    await page.getByText('IBAN').waitFor();
    await scanSkinsAndRtl(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/edit/4987`);
    const service = page.getByLabel('Service', { exact: true });
    await expect.poll(() => service.inputValue()).not.toBe('');
    await service.fill('Quarterly audit');
    await service.press('Enter');
    await page.waitForURL(`${baseUrl()}/apps/invoice/preview/4987`);
    await page.getByText('Quarterly audit').waitFor();
    await page.reload();
    await page.getByText('Quarterly audit').waitFor();
  });

  it('adds an invoice after the form has said what is missing', async () => {
    await page.goto(`${baseUrl()}/apps/invoice/add`);
    await page.locator('main h1', { hasText: 'New invoice' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThan(3);
    await scanSkinsAndRtl(page);

    await page.getByRole('combobox', { name: 'Fill in from a client' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect.poll(() => page.getByLabel('Client name', { exact: true }).inputValue()).not.toBe('');
    await page.getByLabel('Service', { exact: true }).fill('Cube model review');
    await page.getByLabel('Issued', { exact: true }).fill('2026-06-01');
    await page.getByLabel('Due', { exact: true }).fill('2026-05-01');
    await page.getByLabel('Total', { exact: true }).fill('1200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The due date cannot come before the issue date').waitFor();
    await page.getByLabel('Due', { exact: true }).fill('2026-07-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/apps\/invoice\/preview\/5037$/);
    await page.getByText('Cube model review').waitFor();

    await page.goto(`${baseUrl()}/apps/invoice/list`);
    await page.getByText('Showing 1 to 10 of 51 entries').waitFor();
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/invoice/list`);
    await new DemoInvoicesPage(phone.page).waitForRows();
    await expectNoSidewaysScroll(phone.page);
    await phone.page.goto(`${baseUrl()}/apps/invoice/preview/4990`);
    await phone.page.getByText('Payment details').waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
