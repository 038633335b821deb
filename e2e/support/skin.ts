import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './browser';

/** Switches the console to the dark skin or the light one with the navbar's toggle. */
export async function setSkin(page: Page, dark: boolean): Promise<void> {
  const isDark = () => page.evaluate(() => document.body.classList.contains('dark-layout'));
  if ((await isDark()) === dark) return;
  await page.getByTestId('skin-toggle').click();
  await expect.poll(isDark).toBe(dark);
}

/** Fails on a serious axe violation in the dark skin, then in the light one it leaves the page in. */
export async function scanBothSkins(page: Page): Promise<void> {
  for (const dark of [true, false]) {
    await setSkin(page, dark);
    // A hovered button (the toggle, Run) takes antd's lighter hover colour: judge the page at rest.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
  }
}

/**
 * Fails on a serious axe violation of a state the page is put in (a dialog or a drop-down open, a
 * button hovered), in the dark skin, then the light one. The skin is set first and the state made
 * in it: an open dialog covers the toggle, and a click on it closes a drop-down.
 */
export async function scanStateInBothSkins(
  page: Page,
  enter: () => Promise<void>,
  leave: () => Promise<void> = () => page.keyboard.press('Escape'),
): Promise<void> {
  for (const dark of [true, false]) {
    await setSkin(page, dark);
    await enter();
    await expectNoSeriousA11yViolations(page);
    await leave();
  }
}
