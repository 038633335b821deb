import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { launchChromium } from '../support/browser';
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

const titles = () => page.locator('.demo-task-title').allTextContents();
const search = () => page.getByRole('searchbox', { name: 'Search tasks' });

describe('the demo todo app', { timeout: demoTestTimeout }, () => {
  it('keeps the product todo guards on its filter and tag routes', async () => {
    for (const path of ['/apps/todo/archived', '/apps/todo/tag/urgent']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/error-404`);
    }
    for (const path of [
      '/apps/todo/important',
      '/apps/todo/completed',
      '/apps/todo/deleted',
      '/apps/todo/tag/high',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await search().waitFor();
      expect(page.url()).toBe(`${baseUrl()}${path}`);
    }
  });

  it('filters, searches and sorts the tasks', async () => {
    await page.goto(`${baseUrl()}/apps/todo`);
    await page.locator('.demo-task-title').first().waitFor();
    const all = (await titles()).length;
    await page
      .getByRole('navigation', { name: 'Task filters' })
      .getByRole('link', { name: 'Deleted' })
      .click();
    await page.waitForURL(`${baseUrl()}/apps/todo/deleted`);
    await expect.poll(async () => (await titles()).length).toBeLessThan(all);

    await page
      .getByRole('navigation', { name: 'Task filters' })
      .getByRole('link', { name: 'All tasks' })
      .click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Sort tasks' }), 'Title A–Z');
    await expect
      .poll(async () => {
        const shown = (await titles()).map((text) => text.trim());
        return shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    const one = ((await titles())[2] ?? '').trim();
    await search().fill(one.slice(0, 12));
    await search().press('Enter');
    await expect.poll(async () => (await titles()).map((text) => text.trim())).toContain(one);
    await scanSkinsAndRtl(page);
  });

  it('adds a task by keyboard, completes it, deletes it to the Deleted filter', async () => {
    await page.goto(`${baseUrl()}/apps/todo`);
    await page.locator('.demo-task-title').first().waitFor();
    await page.getByRole('button', { name: 'Add task' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Add task' });
    await drawer.getByRole('button', { name: 'Add task' }).click();
    await expect.poll(() => drawer.getByText('This field is required').count()).toBe(2);
    await drawer.getByLabel('Title', { exact: true }).fill('Close the quarter in the cube');
    await page.keyboard.press('Tab');
    await drawer.getByLabel('Due date', { exact: true }).fill('2026-09-30');
    await drawer.getByLabel('Important', { exact: true }).check();
    await drawer.getByLabel('Title', { exact: true }).press('Enter');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Close the quarter in the cube/ }).waitFor();

    // Checked once the mock has saved it and the list has read it again.
    const done = page.getByRole('checkbox', { name: 'Done: Close the quarter in the cube' });
    await done.click();
    await expect.poll(() => done.isChecked()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Task filters' })
      .getByRole('link', { name: 'Completed' })
      .click();
    // The task is opened from the Completed list once it has been read, as a person would see it.
    await page.waitForURL(/\/apps\/todo\/completed$/);
    await expect.poll(() => page.locator('.ant-list .ant-spin-spinning').count()).toBe(0);
    await page.getByRole('button', { name: /Close the quarter in the cube/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('button', { name: /Close the quarter in the cube/ }).count())
      .toBe(0);
    await page
      .getByRole('navigation', { name: 'Task filters' })
      .getByRole('link', { name: 'Deleted' })
      .click();
    await page.getByRole('button', { name: /Close the quarter in the cube/ }).waitFor();
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/todo`);
    await phone.page.locator('.demo-task-title').first().waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
