import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
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

async function expectNotFound(path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL(`${baseUrl()}/error-404`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('routes and their guards', () => {
  it('sends / to the product dashboard', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
  });

  it('sends unknown paths and bad todo parameters to error-404', async () => {
    await expectNotFound('/no/such/screen');
    await expectNoSeriousA11yViolations(page);
    await expectNotFound('/cubus/todo/archived');
    await expectNotFound('/cubus/todo/tag/urgent');
  });

  it('opens the todo filters and tags the spec allows', async () => {
    for (const path of ['/cubus/todo/important', '/cubus/todo/completed', '/cubus/todo/deleted']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('searchbox', { name: 'Search tasks' }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}${path}`);
    }
    for (const tag of ['team', 'low', 'medium', 'high', 'update']) {
      await page.goto(`${baseUrl()}/cubus/todo/tag/${tag}`);
      await page.getByRole('searchbox', { name: 'Search tasks' }).waitFor();
    }
  });

  it('reaches every product screen from the menu, each in its own lazy chunk', async () => {
    const shell = new Shell(page);
    const screens: [string, string][] = [
      ['Cubes', '/cubus/cubes'],
      ['Data Sources', '/cubus/datasources'],
      ['Imports', '/cubus/imports'],
      ['Mounts', '/cubus/mounts'],
      ['Objects', '/cubus/objects'],
      ['Procedures', '/cubus/procedures'],
      ['References (Catalogs)', '/cubus/refs'],
      ['Reports', '/cubus/reports'],
      ['Ribbon', '/cubus/ribbon'],
      ['Data Tables', '/cubus/tables'],
      ['Actions', '/cubus/actions'],
      ['Todo', '/cubus/todo'],
    ];
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    await shell.heading().waitFor();
    for (const [label, path] of screens) {
      const chunks: string[] = [];
      const onScript = (response: { url: () => string }) => {
        if (response.url().endsWith('.js')) chunks.push(response.url());
      };
      page.on('response', onScript);
      await shell.menuItem(label).click();
      await page.waitForURL(`${baseUrl()}${path}`);
      await page.locator('main h1', { hasText: label }).waitFor();
      page.off('response', onScript);
      expect(chunks.length, `${label} loads its own chunk`).toBeGreaterThan(0);
    }
  });

  it('shows the record page in the full layout, without the menu', async () => {
    await page.goto(`${baseUrl()}/cubus/recordpage/todo/42`);
    await page.getByRole('heading', { level: 1, name: 'Record 42 of todo' }).waitFor();
    await expect(page.getByTestId('main-menu').count()).resolves.toBe(0);
  });
});
