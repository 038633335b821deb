import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';

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

const eventTitles = () => page.locator('.demo-task-title').allTextContents();

describe('the demo calendar', { timeout: demoTestTimeout }, () => {
  it('shows a month of events, filtered by calendar', async () => {
    await page.goto(`${baseUrl()}/apps/calendar`);
    await page.locator('.demo-task-title').first().waitFor();
    const all = (await eventTitles()).length;
    await page.getByRole('checkbox', { name: 'Business' }).uncheck();
    await page.getByRole('checkbox', { name: 'Holiday' }).uncheck();
    await expect.poll(async () => (await eventTitles()).length).toBeLessThan(all);
    await page.getByRole('checkbox', { name: 'Business' }).check();
    await page.getByRole('checkbox', { name: 'Holiday' }).check();
    await page.getByLabel('Month', { exact: true }).fill('2026-12');
    await page.getByText('No events this month').waitFor();
    await scanSkinsAndRtl(page);
  });

  it('adds an event, then edits and deletes it', async () => {
    await page.goto(`${baseUrl()}/apps/calendar`);
    await page.locator('.demo-task-title').first().waitFor();
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByLabel('Title', { exact: true }).fill('Plan review');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Calendar' }), 'Family');
    await dialog.getByLabel('Start', { exact: true }).fill('2026-06-18');
    await dialog.getByLabel('End', { exact: true }).fill('2026-06-10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The end cannot come before the start').waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('End', { exact: true }).fill('2026-06-19');
    await dialog.getByLabel('Title', { exact: true }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Plan review' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.getByLabel('Title', { exact: true }).fill('Plan review, moved');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Plan review, moved' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: 'Plan review, moved' }).count()).toBe(0);
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/calendar`);
    await phone.page.locator('.demo-task-title').first().waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
