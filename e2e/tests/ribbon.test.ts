import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GridPage } from '../pages/grid';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: QryApi;
const prefix = uniquePrefix('ribbon');

beforeAll(async () => {
  api = await QryApi.asAdmin();
  await api.createTodo({ title: `${prefix} before` });
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const feed = () => page.getByTestId('ribbon-feed');
const entry = (text: string) => feed().getByTestId('ribbon-entry').filter({ hasText: text });

describe('the ribbon', () => {
  it('shows the activity feed, and a new entry arrives live without a reload', async () => {
    await page.goto(`${baseUrl()}/cubus/ribbon`);
    await entry(`${prefix} before`).waitFor();
    await expect(
      entry(`${prefix} before`)
        .getByRole('link', { name: `${prefix} before` })
        .count(),
    ).resolves.toBe(1);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    await api.createTodo({ title: `${prefix} live` });
    await entry(`${prefix} live`).waitFor({ timeout: 10_000 });
    await expect(entry(`${prefix} live`).textContent()).resolves.toContain('created');
    expect(navigations).toEqual([]);
  });

  it('filters the feed by kind and user', async () => {
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Views' });
    await expect.poll(() => entry(`${prefix} before`).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Tasks' });
    await entry(`${prefix} before`).waitFor();
    const { rows } = await api.call<{ rows: { id: string }[] }>({
      op: 'select',
      object: 'users',
      fields: ['id'],
      filter: {
        operator: { sid: 'and' },
        conditions: [{ field: 'username', op: 'eq', value: 'admin' }],
      },
    });
    await page.getByRole('combobox', { name: 'User' }).selectOption(rows[0]?.id ?? '');
    await entry(`${prefix} before`).waitFor();
    // By the object's name: part of it, any case.
    await page.getByRole('textbox', { name: 'Object' }).fill(`${prefix} LIVE`.toLowerCase());
    await expect.poll(() => entry(`${prefix} before`).count()).toBe(0);
    await entry(`${prefix} live`).waitFor();
    // Nothing left: said as the filters', not as an empty log.
    await page.getByRole('textbox', { name: 'Object' }).fill(`${prefix} nowhere`);
    await page.getByText('No activity matches these filters.').waitFor();
    await page.getByRole('textbox', { name: 'Object' }).fill('');
    await entry(`${prefix} before`).waitFor();
  });

  it('filters the feed by day, typed and cleared from the keyboard', async () => {
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    // A day after every entry, whatever the machine's time zone.
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    await from.fill(nextYear);
    await from.press('Enter');
    await page.getByText('No activity matches these filters.').waitFor();
    await expect(from.inputValue()).resolves.toBe(nextYear);
    // The field's clear button comes next in the tab order.
    await from.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Clear');
    await page.keyboard.press('Enter');
    await entry(`${prefix} before`).waitFor();
    await expect(from.inputValue()).resolves.toBe('');
  });

  it('passes axe in light and dark, and shows the same log as a grid without edit or delete', async () => {
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('dark-layout'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();

    await page.getByText('Grid', { exact: true }).click();
    const grid = new GridPage(page);
    await grid.status().filter({ hasText: 'Rows:' }).waitFor();
    await expect(grid.button('New').count()).resolves.toBe(0);
    await expect(grid.button('Delete').count()).resolves.toBe(0);
    await expect(grid.button('Remove').count()).resolves.toBe(0);
    await grid.search(`${prefix} live`);
    await grid.waitForRowCount(1);
    // The action said as its sentence, never as its code.
    const [said] = await grid.column('action');
    expect(said).toContain(' created ');
    expect(said).toContain(`${prefix} live`);
  });
});
