import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations } from './browser';
import { signInAsAdmin } from './session';
import { scanBothSkins } from './skin';

async function setRtl(page: Page, rtl: boolean): Promise<void> {
  const shell = new Shell(page);
  await shell.openCustomizer();
  await page.getByTestId('layout-option-isRTL').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
  await shell.closeCustomizer();
}

/** A demo screen passes axe (no serious violations) in the dark and light skins and right-to-left. */
export async function scanSkinsAndRtl(page: Page): Promise<void> {
  await scanBothSkins(page);
  await setRtl(page, true);
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await setRtl(page, false);
}

/** A phone's viewport (390 × 844, as an iPhone 14), signed in. */
export const signInOnPhone = (browser: Browser) =>
  signInAsAdmin(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing on the page is wider than the screen: wide content scrolls inside its own box. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
