import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations } from './browser';
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

/**
 * A demo screen test's budget: its three axe scans (dark, light, right-to-left) of a full page have
 * taken 45 s on the shared two-core machine, which leaves the default minute no room for the steps.
 */
export const demoTestTimeout = 120_000;
