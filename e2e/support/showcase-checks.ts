import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './session';
import { setSkin } from './skin';

/** Fails on a serious or critical axe violation inside the content area (the shell has its own tests). */
async function scanContent(page: Page): Promise<void> {
  // Spinners turn for ever: only the animations that end (fades, slides) are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}

/** The content area passes axe in the dark skin and then the light one, switched without reloading. */
export async function scanContentInBothSkins(page: Page): Promise<void> {
  for (const dark of [true, false]) {
    await setSkin(page, dark);
    await page.mouse.move(0, 0);
    await scanContent(page);
  }
}

/** Opens a showcase page and waits for its heading (its menu entry's label). */
export async function openShowcase(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main h1', { hasText: title }).waitFor();
}
