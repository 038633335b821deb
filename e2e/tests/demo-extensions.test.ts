import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { openShowcase, scanContentInBothSkins } from '../support/showcase-checks';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const main = () => page.locator('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

/** Each extension page: its address, its heading, and one real interaction. */
const showcases: [slug: string, title: string, interact: () => Promise<void>][] = [
  [
    'sweet-alert',
    'Confirm dialogs',
    async () => {
      await button('Delete').click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Delete this item?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await main().getByText('Deleted.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    },
  ],
  [
    'drag-drop',
    'Drag and drop',
    async () => {
      // By keyboard: Space picks the first item up, ArrowDown moves it, Space drops it.
      const rows = () => main().locator('.demo-sortable > span').allTextContents();
      expect((await rows())[0]).toBe('Item 1');
      await main().getByRole('button', { name: 'Item 1' }).focus();
      await page.keyboard.press('Space');
      await main().locator('.demo-sortable--dragging').waitFor();
      // dnd-kit listens for the arrows from a timer set at pick-up, and Chromium may deliver a key
      // before a timer: a timer set now fires after that one.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      await page.keyboard.press('ArrowDown');
      // The screen reader's announcements say where the item is.
      await page.getByText('Item 1 is over Item 2.').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await expect.poll(async () => (await rows()).slice(0, 2)).toEqual(['Item 2', 'Item 1']);
    },
  ],
  [
    'swiper',
    'Swiper',
    async () => {
      const first = main().locator('.swiper').first();
      await first.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => first.locator('.swiper-slide-active').textContent()).toBe('Slide 2');
    },
  ],
  [
    'clipboard',
    'Clipboard',
    async () => {
      await main().getByRole('button', { name: 'Copy npm run build' }).click();
      await expect.poll(clipboard).toBe('npm run build');
    },
  ],
  [
    'context-menu',
    'Context menu',
    async () => {
      await main().locator('.demo-context-area').focus();
      await page.keyboard.press('Shift+F10');
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      await main().getByText('Chosen: Rename').waitFor();
    },
  ],
  [
    'toastification',
    'Toast positions',
    async () => {
      await main().getByText('Bottom left', { exact: true }).click();
      await button('Warning').click();
      await page.locator('.ant-notification-bottomLeft', { hasText: 'Warning' }).waitFor();
    },
  ],
  [
    'i18n',
    'Languages',
    async () => {
      await main().getByText('Deutsch', { exact: true }).click();
      await main().getByRole('heading', { name: 'Willkommen bei Cubus!' }).waitFor();
      // Only the card changed: the console stays in English.
      await main().getByRole('heading', { name: 'Languages', level: 1 }).waitFor();
    },
  ],
  [
    'slider',
    'Slider',
    async () => {
      await main().getByRole('slider', { name: 'Volume' }).first().focus();
      await page.keyboard.press('ArrowRight');
      await main().getByText('Value: 31').waitFor();
    },
  ],
  [
    'tour',
    'Tour',
    async () => {
      await button('Start the tour').click();
      await page.locator('.ant-tour', { hasText: 'Saves what you changed.' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.locator('.ant-tour', { hasText: 'Sends a link to a colleague.' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.ant-tour').waitFor({ state: 'hidden' });
    },
  ],
];

describe('the demo extension showcases', { timeout: demoTestTimeout }, () => {
  for (const [slug, title, interact] of showcases)
    it(`${slug}: works and passes axe in both skins`, async () => {
      await openShowcase(page, `/extensions/${slug}`, title);
      await scanContentInBothSkins(page);
      await interact();
    });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const slug of ['swiper', 'drag-drop', 'toastification']) {
      await phone.page.goto(`${baseUrl()}/extensions/${slug}`);
      await phone.page.locator('main h1').waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
