import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { baseUrl, signInAsAdmin } from '../support/session';
import { openShowcase, scanContentInBothSkins } from '../support/showcase-checks';

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

const sider = () => page.locator('.app-sider');
const mainClass = () => page.locator('main').getAttribute('class');
const storedLayout = () => page.evaluate(() => localStorage.getItem('cubus-layout'));

describe('the demo page layouts', { timeout: demoTestTimeout }, () => {
  it('collapse the menu on their page only, leaving the stored settings as they were', async () => {
    const storedCollapsed = async () => JSON.parse((await storedLayout()) ?? '{}').menuCollapsed ?? false;
    await openShowcase(page, '/page-layouts/collapsed-menu', 'Collapsed menu');
    await expect.poll(() => sider().getAttribute('class')).toContain('ant-layout-sider-collapsed');
    expect(await storedCollapsed()).toBe(false);
    await scanContentInBothSkins(page);
    // Leaving by a link (no reload): the operator's own layout comes back.
    await page.locator('main').getByRole('link', { name: 'Go to another page' }).click();
    await page.waitForURL(`${baseUrl()}/card/card-basic`);
    await expect.poll(() => sider().getAttribute('class')).not.toContain('ant-layout-sider-collapsed');
    expect(await storedCollapsed()).toBe(false);
  });

  it('box the content, hide the menu and empty the content area, each on its page', async () => {
    await openShowcase(page, '/page-layouts/boxed-layout', 'Boxed layout');
    await expect.poll(mainClass).toContain('content--boxed');
    await scanContentInBothSkins(page);

    await openShowcase(page, '/page-layouts/without-menu', 'Without menu');
    await expect.poll(() => sider().count()).toBe(0);
    await scanContentInBothSkins(page);

    await openShowcase(page, '/page-layouts/layout-empty', 'Empty layout');
    await expect.poll(mainClass).toContain('content--empty');
    await scanContentInBothSkins(page);
    await page.locator('main').getByRole('link', { name: 'Go to another page' }).click();
    await page.waitForURL(`${baseUrl()}/card/card-basic`);
    await expect.poll(mainClass).not.toContain('content--empty');
    expect(await sider().count()).toBe(1);
  });

  it('show the blank layout without the shell, in the full-page layout', async () => {
    await page.goto(`${baseUrl()}/page-layouts/layout-blank`);
    await page.getByRole('heading', { name: 'Blank layout', level: 1 }).waitFor();
    expect(await page.locator('.full-layout').count()).toBe(1);
    expect(await sider().count()).toBe(0);
    await scanContentInBothSkins(page);
    await page.getByRole('link', { name: 'Go to another page' }).click();
    await page.waitForURL(`${baseUrl()}/page-layouts/collapsed-menu`);
    await expect.poll(() => sider().getAttribute('class')).toContain('ant-layout-sider-collapsed');
  });
});
