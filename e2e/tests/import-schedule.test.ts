import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let importId: string;

beforeAll(async () => {
  // An import of its own, reading the demo import's file, so no other test sees its schedule.
  const api = await QryApi.asAdmin();
  const { rows } = await api.call<{ rows: { source: unknown }[] }>({
    op: 'select',
    object: 'imports',
    search: 'Sales targets',
    fields: ['source'],
  });
  const { row } = await api.call<{ row: { id: string } }>({
    op: 'create',
    object: 'imports',
    values: {
      name: uniquePrefix('scheduled'),
      source: rows[0]?.source,
      target: { newTable: uniquePrefix('scheduled').replaceAll('-', '_') },
    },
  });
  importId = row.id;
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the schedule of an import', () => {
  it('refuses a cron that is not one, previews the next runs, saves and shows the next run', async () => {
    await page.goto(`${baseUrl()}/cubus/imports?import=${importId}`);
    const nextRun = page.getByTestId('import-next-run');
    await expect.poll(() => nextRun.textContent()).toContain('Not scheduled');
    await page.getByLabel('Run on a schedule').click();
    const cron = page.getByLabel('Cron expression');
    const save = page.getByRole('button', { name: 'Save the schedule' });
    // Once a year, so it never fires while the browser tests run.
    await cron.fill('61 3 1 1 *');
    await page.getByText('Not a cron expression').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await cron.fill('0 3 1 1 *');
    await page.getByTestId('schedule-preview').waitFor();
    await scanBothSkins(page);
    await save.click();
    await page.getByText('Schedule saved').waitFor();
    await expect.poll(() => nextRun.textContent()).toMatch(/Next run: .*\d/);

    await page.reload();
    await expect.poll(() => page.getByLabel('Cron expression').inputValue()).toBe('0 3 1 1 *');
    await expect.poll(() => nextRun.textContent()).not.toContain('Not scheduled');
    // Switched off from the keyboard: the expression stays, nothing is scheduled.
    await page.getByLabel('Run on a schedule').focus();
    await page.keyboard.press('Space');
    await save.click();
    await page.getByText('Schedule saved').first().waitFor();
    await expect.poll(() => nextRun.textContent()).toContain('Not scheduled');
  });
});
