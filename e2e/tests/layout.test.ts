import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: Shell;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  shell = new Shell(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const bodyHasClass = (name: string) => page.evaluate((cls) => document.body.classList.contains(cls), name);

describe('the console shell', () => {
  it('passes an axe scan in the light skin, and keeps the dark skin across a reload', async () => {
    await page.goto(`${baseUrl()}/cubus/cubes`);
    await shell.heading().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('skin-toggle').click();
    await expect.poll(() => bodyHasClass('dark-layout')).toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('cubus-skin'))).resolves.toContain('dark');
    await page.reload();
    await shell.heading().waitFor();
    await expect.poll(() => bodyHasClass('dark-layout')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('skin-toggle').click();
    await expect.poll(() => bodyHasClass('dark-layout')).toBe(false);
  });

  it('switches the language at runtime and remembers it', async () => {
    await page.goto(`${baseUrl()}/cubus/cubes`);
    await shell.menuItem('Cubes').waitFor();
    await page.getByTestId('language-switcher').selectOption('de');
    await shell.menuItem('Würfel').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await page.reload();
    await shell.menuItem('Würfel').waitFor();
    await page.getByTestId('language-switcher').selectOption('en');
    await shell.menuItem('Cubes').waitFor();
  });

  it('turns the document right-to-left from the customizer, and back', async () => {
    await page.goto(`${baseUrl()}/cubus/imports`);
    await shell.openCustomizer();
    await page.getByTestId('layout-option-isRTL').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shell.openCustomizer();
    await page.getByTestId('layout-option-isRTL').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await shell.closeCustomizer();
  });

  it('switches to the horizontal layout, where semi-dark falls back to light', async () => {
    await page.goto(`${baseUrl()}/cubus/reports`);
    await shell.openCustomizer();
    await shell.chooseLayoutOption('skin', 'Semi dark');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cubus-skin'))).toContain('semi-dark');
    await shell.chooseLayoutOption('type', 'Horizontal');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cubus-skin'))).toContain('light');
    await shell.closeCustomizer();
    await expect.poll(() => bodyHasClass('horizontal-layout')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect.poll(() => bodyHasClass('horizontal-layout')).toBe(true);
    await shell.openCustomizer();
    await shell.chooseLayoutOption('type', 'Vertical');
    await shell.closeCustomizer();
    await expect.poll(() => bodyHasClass('horizontal-layout')).toBe(false);
  });

  it('offers scroll-to-top only past 250 px, and it scrolls back up', async () => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`${baseUrl()}/cubus/procedures`);
    await shell.heading().waitFor();
    // A screen taller than the window, whatever the placeholder's height.
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const button = page.getByTestId('scroll-to-top');
    await expect(button.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
