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
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const main = () => page.locator('main');
const button = (name: string) => main().getByRole('button', { name, exact: true });
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Each component page: its address, its heading, and one real interaction with its live examples. */
const showcases: [slug: string, title: string, interact: () => Promise<void>][] = [
  [
    'alert',
    'Alert',
    async () => {
      await main().getByRole('button', { name: 'Close' }).click();
      await button('Show it again').click();
      await main().getByText('This alert can be closed.').waitFor();
      // The code beside an example is the example's own source.
      await main().getByRole('button', { name: 'Code of Types' }).click();
      await expect
        .poll(() => main().getByRole('region', { name: 'Code of Types' }).textContent())
        .toContain('function AlertTypes()');
    },
  ],
  [
    'aspect',
    'Aspect',
    async () => {
      const box = await main().locator('.demo-ratio', { hasText: '16 / 9' }).boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    },
  ],
  ['avatar', 'Avatar', async () => void (await main().getByText('+2').waitFor())],
  [
    'badge',
    'Badge',
    async () => {
      await button('Add').click();
      await main().getByRole('button', { name: 'Notifications: 6' }).waitFor();
    },
  ],
  [
    'breadcrumb',
    'Breadcrumb',
    async () => void (await main().getByRole('link', { name: 'Library' }).first().waitFor()),
  ],
  [
    'button',
    'Button',
    async () => {
      await button('Save').click();
      await main()
        .getByRole('button', { name: /Loading/ })
        .first()
        .waitFor();
      await button('Save').waitFor();
    },
  ],
  [
    'button-group',
    'Button group',
    async () => {
      await main().locator('.ant-radio-button-wrapper').nth(2).click();
      await expect
        .poll(() =>
          main()
            .locator('p', { hasText: 'A short sample text' })
            .evaluate((p) => p.style.textAlign),
        )
        .toBe('right');
    },
  ],
  [
    'button-toolbar',
    'Button toolbar',
    async () => {
      await button('Bold').press('Enter');
      await expect.poll(() => button('Bold').getAttribute('aria-pressed')).toBe('true');
    },
  ],
  [
    'calendar',
    'Calendar',
    async () => {
      await main().locator('.ant-picker-cell-in-view').nth(10).click();
      await main()
        .getByText(/^Chosen: /)
        .waitFor();
    },
  ],
  [
    'carousel',
    'Carousel',
    async () => {
      await main().locator('.slick-next').first().click();
      await expect.poll(() => main().locator('.slick-current').first().textContent()).toBe('Slide 2');
    },
  ],
  [
    'collapse',
    'Collapse',
    async () => {
      const second = main().getByRole('button', { name: 'Item 2' }).first();
      await second.click();
      await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    },
  ],
  [
    'dropdown',
    'Dropdown',
    async () => {
      // An entry of the open menu is chosen with Enter.
      await main().getByRole('button', { name: /^Open/ }).click();
      await page.getByRole('menuitem', { name: 'Messages' }).waitFor();
      await page.getByRole('menuitem', { name: 'Messages' }).press('Enter');
      await main().getByText('Chosen: Messages').waitFor();
    },
  ],
  [
    'embed',
    'Embed',
    async () => {
      await page
        .frameLocator('main iframe')
        .getByRole('heading', { name: 'A page made in the browser' })
        .waitFor();
    },
  ],
  [
    'image',
    'Image',
    async () => {
      await main().getByAltText('Picture 1').click();
      const preview = page.locator('.ant-image-preview');
      await preview.waitFor();
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
    },
  ],
  [
    'list-group',
    'List group',
    async () => {
      await button('Item 2').click();
      await expect.poll(() => button('Item 2').getAttribute('aria-pressed')).toBe('true');
    },
  ],
  ['media', 'Media objects', async () => void (await main().getByText('Grace Hopper').first().waitFor())],
  [
    'modal',
    'Modal',
    async () => {
      await button('Open the dialog').click();
      const dialog = page.getByRole('dialog', { name: 'A dialog' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(focusedText).toBe('Open the dialog');
    },
  ],
  [
    'nav',
    'Navs',
    async () => {
      const settings = main().getByRole('menuitem', { name: 'Settings' }).first();
      await settings.click();
      await expect.poll(() => settings.getAttribute('class')).toContain('selected');
    },
  ],
  [
    'overlay',
    'Overlay',
    async () => {
      await main().getByRole('switch', { name: 'Busy' }).click();
      await expect.poll(() => main().locator('.ant-card[aria-busy]').getAttribute('aria-busy')).toBe('false');
    },
  ],
  [
    'pagination',
    'Pagination',
    async () => {
      await main().getByRole('listitem', { name: '2' }).first().click();
      await main().getByText('Page 2', { exact: true }).waitFor();
    },
  ],
  [
    'pagination-nav',
    'Pagination nav',
    async () => {
      await main().getByRole('link', { name: '3', exact: true }).click();
      await page.waitForURL(/\?page=3$/);
      await main().getByText('Page 3', { exact: true }).waitFor();
    },
  ],
  [
    'pill',
    'Pill',
    async () => {
      const library = main().locator('.ant-tag-checkable', { hasText: 'Library' });
      await library.click();
      await expect.poll(() => library.getAttribute('class')).toContain('checked');
    },
  ],
  [
    'pill-badge',
    'Pill badge',
    async () => void (await main().getByText('Primary', { exact: true }).waitFor()),
  ],
  [
    'popover',
    'Popover',
    async () => {
      await button('On click').click();
      await page.locator('.ant-popover', { hasText: 'A popover' }).waitFor();
      await button('On click').click();
      await page.locator('.ant-popover', { hasText: 'A popover' }).waitFor({ state: 'hidden' });
    },
  ],
  [
    'progress',
    'Progress',
    async () => {
      await button('Add').click();
      await expect
        .poll(() => main().getByRole('progressbar').first().getAttribute('aria-valuenow'))
        .toBe('50');
    },
  ],
  [
    'sidebar',
    'Sidebar',
    async () => {
      await button('Left').click();
      const panel = page.getByRole('dialog', { name: 'A side panel' });
      await panel.waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(focusedText).toBe('Left');
    },
  ],
  ['spinner', 'Spinner', async () => expect(await main().getByRole('status').count()).toBeGreaterThan(1)],
  [
    'tab',
    'Tabs',
    async () => {
      await button('Add').click();
      await expect
        .poll(() => main().getByRole('tab', { name: 'Tab 3' }).nth(1).getAttribute('aria-selected'))
        .toBe('true');
    },
  ],
  [
    'time',
    'Time',
    async () => {
      const clock = main().locator('time.demo-clock');
      const first = await clock.textContent();
      await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);
    },
  ],
  ['timeline', 'Timeline', async () => void (await main().getByText('Step 3').first().waitFor())],
  [
    'toasts',
    'Toasts',
    async () => {
      await button('Success').click();
      await page.locator('.ant-message', { hasText: 'Saved.' }).waitFor();
    },
  ],
  [
    'tooltip',
    'Tooltip',
    async () => {
      await main().getByRole('button', { name: 'More information' }).focus();
      await page.locator('.ant-tooltip', { hasText: 'A short hint' }).waitFor();
    },
  ],
];

describe('the demo component showcases', { timeout: demoTestTimeout }, () => {
  for (const [slug, title, interact] of showcases)
    it(`${slug}: its examples work and pass axe in both skins`, async () => {
      await openShowcase(page, `/components/${slug}`, title);
      await scanContentInBothSkins(page);
      await interact();
    });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const slug of ['alert', 'button-toolbar', 'calendar', 'carousel', 'tab']) {
      await phone.page.goto(`${baseUrl()}/components/${slug}`);
      await phone.page.locator('main h1').waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
