import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './browser';
import { baseUrl } from './session';
import { setSkin } from './skin';

/** The content area passes axe in the dark skin and then the light one, switched without reloading. */
export async function scanContentInBothSkins(page: Page): Promise<void> {
  for (const dark of [true, false]) {
    await setSkin(page, dark);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, 'main');
  }
}

/** Opens a showcase page and waits for its heading (its menu entry's label). */
export async function openShowcase(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main h1', { hasText: title }).waitFor();
}
