import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd-select';
import { launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';

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

const names = () => page.locator('.demo-product-name a');
const prices = async () =>
  (await page.locator('.demo-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
const search = () => page.getByRole('searchbox', { name: 'Search products' });
/** A product's own button: its action, then (for screen readers) the product's name. */
const productButton = (action: string, product: string) =>
  page.getByRole('button', { name: new RegExp(`^${action}\\s*:\\s*${product}$`) });

describe('the demo shop', { timeout: demoTestTimeout }, () => {
  it('shows 9 products a page, pages, sorts by price and searches names', async () => {
    await page.goto(`${baseUrl()}/apps/e-commerce/shop`);
    await page.getByText('Products found: 32').waitFor();
    await expect.poll(() => names().count()).toBe(9);
    await page.locator('.ant-pagination').getByText('4', { exact: true }).click();
    await expect.poll(() => names().count()).toBe(5);

    await chooseOption(page, page.getByRole('combobox', { name: 'Sort products' }), 'Lowest price');
    await expect.poll(() => names().count()).toBe(9);
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.join() === [...shown].sort((a, b) => a - b).join();
      })
      .toBe(true);

    const one = ((await names().nth(3).textContent()) ?? '').trim();
    await search().fill(one.toUpperCase());
    await search().press('Enter');
    // The old page stays on screen until the answer comes (and holds `one` too): wait for the narrowed list.
    await expect
      .poll(async () => {
        const shown = await names().allTextContents();
        return shown.length < 9 && shown.includes(one);
      })
      .toBe(true);
    await scanSkinsAndRtl(page);
  });

  // The steps below go on from one another on the same page, each with at most one axe scan of
  // three (dark, light, right-to-left): a scan takes seconds on a busy machine, two outran a test's minute.
  let first = '';

  it('opens a product by keyboard', async () => {
    await page.goto(`${baseUrl()}/apps/e-commerce/shop`);
    await page.getByText('Products found: 32').waitFor();
    first = ((await names().first().textContent()) ?? '').trim();
    await names().first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/apps\/e-commerce\/[a-z0-9-]+-1$/);
    await page.locator('main h1', { hasText: first }).waitFor();
    await page.getByText(/^Offers available: [1-4]$/).waitFor();
    await scanSkinsAndRtl(page);
  });

  it('puts the product on the wishlist and in the cart, and lists it on the wishlist', async () => {
    const wish = productButton('Wishlist', first);
    await expect.poll(() => wish.getAttribute('aria-pressed')).toBe('false');
    await wish.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => wish.getAttribute('aria-pressed')).toBe('true');
    await productButton('Add to cart', first).click();
    await page.getByRole('button', { name: 'View in cart' }).click();
    await page.waitForURL(`${baseUrl()}/apps/e-commerce/checkout`);
    await page.getByRole('spinbutton', { name: `Quantity of ${first}` }).waitFor();

    await page.goto(`${baseUrl()}/apps/e-commerce/wishlist`);
    await page.getByRole('link', { name: first }).waitFor();
    await scanSkinsAndRtl(page);
  });

  it('checkout, step 1: a changed quantity changes the total', async () => {
    await page.goto(`${baseUrl()}/apps/e-commerce/checkout`);
    const quantities = page.getByRole('spinbutton', { name: /^Quantity of / });
    await expect.poll(() => quantities.count()).toBe(3);
    const total = page.locator('.ant-descriptions-item', { hasText: 'Total' });
    const before = (await total.textContent()) ?? '';
    await quantities.first().fill('2');
    await quantities.first().press('Tab');
    await expect.poll(() => total.textContent()).not.toBe(before);
    await scanSkinsAndRtl(page);
  });

  it('checkout, step 2: the address form says what is missing', async () => {
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(6);
    await scanSkinsAndRtl(page);
  });

  it('checkout, step 3: pays on delivery, keeps the address on the way back; the cart is empty afterwards', async () => {
    const fill = { 'Full name': 'Ana Lima', 'Mobile number': '+351 912 000 000', 'Flat, house no.': '12' };
    for (const [label, value] of Object.entries(fill))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Town or city', { exact: true }).fill('Porto');
    await page.getByLabel('Postcode', { exact: true }).fill('4000-001');
    await page.getByLabel('State or region', { exact: true }).fill('Porto');
    await page.getByLabel('State or region', { exact: true }).press('Enter');

    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByText(/^To pay: /).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue()).toBe('Ana Lima');
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await page.getByRole('button', { name: 'Confirm the order' }).click();
    await page.getByText('Thank you! Your order is placed.').waitFor();
    await page.reload();
    await page.getByText('Your cart is empty').waitFor();
  });

  it('says so for a product that does not exist', async () => {
    await page.goto(`${baseUrl()}/apps/e-commerce/no-such-thing-999`);
    await page.getByText('There is no such product.').waitFor();
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const path of ['/apps/e-commerce/shop', '/apps/e-commerce/product-3', '/apps/e-commerce/checkout']) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await phone.page.locator('.demo-price').first().waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
