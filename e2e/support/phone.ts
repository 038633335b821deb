import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAsAdmin } from './session';

/** A phone's viewport (390 × 844, as an iPhone 14), signed in. */
export const signInOnPhone = (browser: Browser) =>
  signInAsAdmin(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Nothing on the page is wider than the screen: wide content scrolls inside its own box. Judged
 * against the screen's width, not `innerWidth`: a mobile browser widens its layout to fit content
 * wider than the screen, so `innerWidth` grows with the overflow it should reveal.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  // Judged once the page has laid out its charts, pictures and fonts, not on the first frame.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(screenWidth + 1);
}
