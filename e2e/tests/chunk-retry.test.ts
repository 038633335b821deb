import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { signInAsAdmin } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('a screen whose chunk fails to load', () => {
  it('shows a recoverable error with Retry instead of a blank page', async () => {
    const { context, page } = await signInAsAdmin(browser);
    const shell = new Shell(page);
    await shell.heading().waitFor();
    // Every chunk not loaded yet fails, as after a deploy or a dropped connection.
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await shell.menuItem('Reports').click();
    const error = page.getByTestId('route-error');
    await error.waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/assets/*.js');
    await error.getByRole('button', { name: /retry/i }).click();
    await page.locator('main h1', { hasText: 'Reports' }).waitFor();
    await expect(shell.heading().textContent()).resolves.toBe('Reports');
    await context.close();
  });
});
