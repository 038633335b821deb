import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let page: Page;
let procedureId: string;

/** Each language by a word of its side menu, to know its strings have arrived. */
const languages = {
  en: 'References (Catalogs)',
  de: 'Referenzen (Kataloge)',
  fr: 'Références (catalogues)',
  pt: 'Referências (catálogos)',
} as const;
type Language = keyof typeof languages;

const menuLabels = '.app-sider .ant-menu-title-content, .app-sider .ant-menu-item-group-title';
const cardTitles = '.dashboard-card h2, .ant-card-head-title';

/** The visible texts under `selector` wider than their box: cut by an ellipsis, or spilling out of it. */
const cutTexts = (selector: string) =>
  page.evaluate((css) => {
    const shown = Array.from(document.querySelectorAll<HTMLElement>(css)).filter(
      (box) => box.getClientRects().length,
    );
    // Nothing measured would pass for nothing cut.
    if (shown.length === 0) return [`nothing shown under ${css}`];
    return shown
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.textContent?.trim()} (${box.scrollWidth} > ${box.clientWidth})`);
  }, selector);

async function speak(language: Language): Promise<void> {
  await page.getByTestId('language-switcher').selectOption(language);
  await page.locator('.app-sider').getByText(languages[language], { exact: true }).waitFor();
}

beforeAll(async () => {
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  const found = await apiCall('/api/qry', accessToken, {
    op: 'select',
    object: 'procedures',
    search: 'Recalculate totals',
    fields: ['id', 'name'],
  });
  procedureId = (found.body as { rows: { id: string }[] }).rows[0]?.id ?? '';
  browser = await launchChromium();
  ({ page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  // The language is kept on the account: the next tests sign in to English.
  await speak('en').catch(() => undefined);
  await page.context().close();
  await browser.close();
});

describe('labels fit their boxes', () => {
  for (const language of Object.keys(languages) as Language[]) {
    it(`in ${language}: the side menu with its submenus open, and the card titles`, async () => {
      await page.goto(`${baseUrl()}/dashboard/cubus`);
      await speak(language);
      const closed = page.locator(
        '.app-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
      );
      for (let opened = 0; opened < 20 && (await closed.count()) > 0; opened++) await closed.first().click();
      expect(await cutTexts(menuLabels), 'side menu').toEqual([]);
      await page.locator('.dashboard-card h2').first().waitFor();
      expect(await cutTexts(cardTitles), 'dashboard').toEqual([]);

      await page.goto(`${baseUrl()}/cubus/procedures?procedure=${procedureId}`);
      await page.locator('.procedure-screen__card .ant-card-head-title').first().waitFor();
      expect(await cutTexts(cardTitles), 'procedure screen').toEqual([]);
    });
  }
});
