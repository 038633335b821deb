import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateDemo } from '../pages/template-demo';
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
const compact = (value: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

interface CardStatistics {
  overview: { sales: number };
  trends: { ordersReceived: { series: number[] } };
}

/** Each card and UI page: its address, its heading, and one real interaction. */
const showcases: [path: string, title: string, interact: () => Promise<void>][] = [
  ['/card/card-basic', 'Basic', async () => void (await main().getByText('Grace Hopper').first().waitFor())],
  [
    '/card/card-advance',
    'Advance',
    async () => void (await main().getByText('Ada Lovelace').first().waitFor()),
  ],
  [
    '/card/statistic',
    'Statistics',
    async () => {
      const data = (await new TemplateDemo(page).call('GET', '/card/card-statistics')).body as CardStatistics;
      await main().getByText(compact(data.overview.sales), { exact: true }).first().waitFor();
    },
  ],
  [
    '/card/analytic',
    'Analytics',
    async () => {
      const data = (await new TemplateDemo(page).call('GET', '/card/card-statistics')).body as CardStatistics;
      expect(await main().getByRole('progressbar').count()).toBe(
        data.trends.ordersReceived.series.length + 1,
      );
    },
  ],
  [
    '/card/action',
    'Card actions',
    async () => {
      await main().getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect
        .poll(() => main().getByRole('button', { name: 'Refresh', exact: true }).isDisabled())
        .toBe(true);
      await expect
        .poll(() => main().getByRole('button', { name: 'Refresh', exact: true }).isDisabled())
        .toBe(false);
      await main().getByRole('button', { name: 'Collapse', exact: true }).click();
      await expect.poll(() => main().getByText('A short sample text').count()).toBe(0);
      await main().getByRole('button', { name: 'Close', exact: true }).click();
      await main().getByRole('button', { name: 'Show it again', exact: true }).click();
      await main().getByRole('button', { name: 'Refresh', exact: true }).waitFor();
    },
  ],
  [
    '/ui/typography',
    'Typography',
    async () => void (await main().getByRole('heading', { name: 'Heading 2' }).waitFor()),
  ],
  [
    '/ui/colors',
    'Colours',
    async () => {
      // The ratios follow the skin: the primary colour reads differently on the dark page.
      const ratios = () => main().locator('.demo-palette li').first().textContent();
      const light = await ratios();
      await page.getByTestId('skin-toggle').click();
      await expect.poll(ratios).not.toBe(light);
      await page.getByTestId('skin-toggle').click();
      await expect.poll(ratios).toBe(light);
    },
  ],
  [
    '/ui/feather',
    'Icons',
    async () => {
      const tiles = main().locator('.demo-icon-tile');
      expect(await tiles.count()).toBeLessThanOrEqual(48);
      await main().getByRole('searchbox', { name: 'Search icons' }).fill('bell-ring');
      await expect.poll(() => tiles.first().textContent()).toBe('bell-ring');
      await tiles.first().click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('bell-ring');
    },
  ],
];

describe('the demo card and UI showcases', { timeout: demoTestTimeout }, () => {
  for (const [path, title, interact] of showcases)
    it(`${path}: works and passes axe in both skins`, async () => {
      await openShowcase(page, path, title);
      await scanContentInBothSkins(page);
      await interact();
    });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const path of ['/card/statistic', '/ui/colors', '/ui/feather']) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await phone.page.locator('main h1').waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
