import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { buildManifest } from '../support/demo-chunks';
import { baseUrl } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/**
 * The script files of the signed-in product, from the build's manifest: each feature's screens
 * (sign-in and the error pages aside), the shell's layout and the shared screen components.
 */
function productChunks(): Map<string, string> {
  const beforeSignIn = /^src\/features\/(auth|errors)\//;
  const product = /^src\/(features\/|components\/|app\/layouts\/(app|vertical|horizontal)-layout)/;
  return new Map(
    Object.entries(buildManifest())
      .filter(([key]) => product.test(key) && !beforeSignIn.test(key))
      .map(([key, chunk]) => [`/${chunk.file}`, key]),
  );
}

describe('an anonymous visit to /', () => {
  it('loads the sign-in page and no chunk of the product before signing in', async () => {
    const product = productChunks();
    expect(product.size).toBeGreaterThan(20);
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => product.has(script)).map((script) => product.get(script))).toEqual([]);
    await context.close();
  });

  it("speaks the browser's language on a first visit, and the chosen one after it", async () => {
    const context = await browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.evaluate(() => localStorage.setItem('cubus-language', 'fr'));
    await page.reload();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await context.close();
  });
});
