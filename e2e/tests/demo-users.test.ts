import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { setSkin } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const rows = () => page.getByRole('table').locator('tbody tr.ant-table-row');
const userLinks = () => page.getByRole('table').locator('tbody .demo-two-lines a');

describe('the demo user app', { timeout: demoTestTimeout }, () => {
  it('lists 10 a page, filters by role, plan and status, searches and sorts', async () => {
    await page.goto(`${baseUrl()}/apps/users/list`);
    await userLinks().first().waitFor();
    expect(await rows().count()).toBe(10);
    await page.getByText('Showing 1 to 10 of 48 entries').waitFor();

    await chooseOption(page, page.getByRole('combobox', { name: 'Role' }), 'Editor');
    await expect
      .poll(async () =>
        (await rows().locator('td:nth-child(3)').allTextContents()).every((r) => r === 'Editor'),
      )
      .toBe(true);
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Active');
    await expect
      .poll(async () => (await rows().locator('.status-tag').allTextContents()).every((s) => s === 'Active'))
      .toBe(true);
    await chooseOption(page, page.getByRole('combobox', { name: 'Role' }), 'Any role');
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Any status');
    await page.getByText('Showing 1 to 10 of 48 entries').waitFor();

    const someone = (await userLinks().nth(3).textContent()) ?? '';
    // Sorted across all users, not only the page shown.
    await page.getByRole('columnheader', { name: 'User' }).click();
    const sorted = (names: string[]) =>
      names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|');
    await expect.poll(async () => sorted(await userLinks().allTextContents())).toBe(true);
    await expect.poll(() => userLinks().first().textContent()).toBe('Aiden Wunsch-Schiller');

    const search = page.getByRole('searchbox', { name: 'Search by name, username or email' });
    await search.fill(someone);
    await search.press('Enter');
    await expect.poll(() => userLinks().allTextContents()).toContain(someone);
    await scanSkinsAndRtl(page);
  });

  it('opens a user by keyboard, edits the role and shows it', async () => {
    await page.goto(`${baseUrl()}/apps/users/list`);
    await userLinks().first().focus();
    const name = (await userLinks().first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/apps/users/view/1`);
    await page.locator('main h1', { hasText: name }).waitFor();
    await scanSkinsAndRtl(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl()}/apps/users/edit/1`);
    await expect.poll(() => page.getByLabel('Username', { exact: true }).inputValue()).not.toBe('');
    await chooseOption(page, page.getByRole('combobox', { name: 'Role' }), 'Maintainer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl()}/apps/users/view/1`);
    await page.locator('main .ant-descriptions').getByText('Maintainer', { exact: true }).waitFor();
  });

  it('adds a user after the form has said what is wrong; a missing user shows a notice', async () => {
    await page.goto(`${baseUrl()}/apps/users/list`);
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    // The skin toggle sits under the dialog's mask: each skin is set before the dialog opens.
    for (const dark of [true, false]) {
      await setSkin(page, dark);
      await page.getByRole('button', { name: 'Add user' }).click();
      await dialog.getByLabel('Username', { exact: true }).fill('a b');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('3 to 40 letters, digits, dots, dashes or underscores').waitFor();
      await expect.poll(() => dialog.getByText('This field is required').count()).toBeGreaterThan(0);
      // Judged at rest, not under the pointer's hover colour.
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page);
      if (dark) {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await dialog.getByLabel('User', { exact: true }).fill('Ines Duarte');
    await dialog.getByLabel('Username', { exact: true }).fill('ines.duarte');
    await dialog.getByLabel('Email', { exact: true }).fill('ines@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl()}/apps/users/view/49`);
    await page.locator('main h1', { hasText: 'Ines Duarte' }).waitFor();

    await page.goto(`${baseUrl()}/apps/users/view/4242`);
    await page.getByText('There is no user 4242.').waitFor();
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/users/list`);
    await phone.page.getByRole('table').locator('tbody .demo-two-lines a').first().waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
