import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWalkRoutes } from '../../packages/web/src/test/demo-walk';
import { launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  page.on('pageerror', (error) => {
    // The browser's own check for a newer mock worker, cut short when the walk moves on at once;
    // the page's mocks answer all the same. Seen twice in many walks, not yet explained.
    if (!error.message.startsWith('Failed to update a ServiceWorker')) pageErrors.push(error.message);
  });
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/**
 * The areas whose own browser test judges with axe only the states an action reaches
 * (demo-pages.test.ts): the walk scans their pages at rest. The other areas' tests scan every page.
 */
const scannedAtRestHere = ['pages-', 'misc-', 'auth-', 'table-'];

/**
 * Every demo route (one sample of each parametrized one) opened in one signed-in page: it shows
 * its heading and throws nothing.
 */
describe('the demo route walk', () => {
  it('walks every demo route of the spec', () => {
    expect(demoWalkRoutes().length).toBeGreaterThan(120);
  });

  it('opens each with its heading and no page error, and scans at rest the pages no other test does', {
    timeout: demoTestTimeout * 4,
  }, async () => {
    const failed: string[] = [];
    for (const { name, path } of demoWalkRoutes()) {
      pageErrors.length = 0;
      await page.goto(`${baseUrl()}${path}`);
      const heading = page.locator('main h1').first();
      try {
        await expect.poll(async () => (await heading.textContent())?.trim() ?? '').not.toBe('');
        expect(new URL(page.url()).pathname).toBe(path);
        if (scannedAtRestHere.some((prefix) => name.startsWith(prefix))) await scanBothSkins(page);
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (pageErrors.length > 0) failed.push(`${name}: ${pageErrors.join('; ')}`);
    }
    expect(failed).toEqual([]);
  });
});
