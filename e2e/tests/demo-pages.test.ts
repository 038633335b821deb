import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins, setSkin } from '../support/skin';

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

const open = async (path: string) => {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main h1').first().waitFor();
};
const status = () => page.getByRole('status');
const productTokens = () =>
  page.evaluate(() => ['accessToken', 'refreshToken', 'cubusToken'].map((key) => localStorage.getItem(key)));

/**
 * The demo's pages, tables and sign-in samples (issue 21): one real interaction each. The route walk
 * (demo-walk.test.ts) scans these pages at rest; here axe judges the states only an action reaches.
 */
describe('the demo pages, tables and sign-in samples', { timeout: demoTestTimeout }, () => {
  it('FAQ: the search asks the mock, which keeps the questions that match', async () => {
    await open('/pages/faq');
    const questions = page.locator('.ant-collapse-header');
    await questions.first().waitFor();
    const all = await questions.count();
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('instalments');
    await search.press('Enter');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    await search.fill('no such question at all');
    await search.press('Enter');
    await page.getByText('No question matches').waitFor();
  });

  it('knowledge base: a category, one of its questions; an unknown one goes to error-404', async () => {
    await open('/pages/knowledge-base');
    await page.getByRole('link', { name: 'Sales automation' }).click();
    await page.waitForURL(`${baseUrl()}/pages/knowledge-base/sales-automation`);
    await page.locator('main h1', { hasText: 'Sales automation' }).waitFor();
    const question = page.locator('main .ant-list-item a').first();
    const title = (await question.textContent()) ?? '';
    await question.click();
    await page.locator('main h1', { hasText: title }).waitFor();
    for (const path of [
      '/pages/knowledge-base/no-such-category',
      '/pages/knowledge-base/sales-automation/nope',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/error-404`);
    }
  });

  it('pricing: yearly billing shows 40 and 80 a month, 480 and 960 a year; Standard is popular', async () => {
    await open('/pages/pricing');
    await expect.poll(() => page.getByTestId('price-standard').textContent()).toBe('$49.00 a month');
    await page.getByRole('switch', { name: 'Pay by the year' }).press('Space');
    await expect.poll(() => page.getByTestId('price-standard').textContent()).toBe('$40.00 a month');
    expect(await page.getByTestId('total-standard').textContent()).toBe('$480.00 a year');
    expect(await page.getByTestId('price-enterprise').textContent()).toBe('$80.00 a month');
    expect(await page.getByTestId('total-enterprise').textContent()).toBe('$960.00 a year');
    expect(await page.getByTestId('price-basic').textContent()).toBe('$0.00 a month');
    await page.locator('.demo-plan--popular', { hasText: 'Standard' }).getByText('Popular').waitFor();
  });

  it('account settings: a notification switch saved through the mock stays after a reload', async () => {
    await open('/pages/demo/account-setting');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const follow = page.getByRole('switch', { name: 'Email me when someone follows me' });
    const before = await follow.getAttribute('aria-checked');
    await follow.click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    await open('/pages/demo/account-setting');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect.poll(() => follow.getAttribute('aria-checked')).not.toBe(before);
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('tabpanel').getByLabel('Email', { exact: true }).fill('not an email');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await scanBothSkins(page);
  });

  it('blog: a category from the sidebar, a post, its edit saved as Draft; an unknown post is error-404', async () => {
    await open('/pages/blog/list');
    const posts = page.locator('.demo-blog-card');
    await posts.first().waitFor();
    const all = await posts.count();
    await page.getByRole('complementary').getByRole('link', { name: /^Food/ }).click();
    await page.waitForURL(`${baseUrl()}/pages/blog/list?category=food`);
    await expect.poll(() => posts.count()).toBeLessThan(all);
    await posts.first().getByRole('link').click();
    await page.getByRole('link', { name: 'Edit the post' }).click();
    await page.locator('main h1', { hasText: 'Blog Edit' }).waitFor();
    await page.getByLabel('Title').fill('A walk through the demo');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('main h1', { hasText: 'A walk through the demo' }).waitFor();
    await page.goto(`${baseUrl()}/pages/blog/999`);
    await page.waitForURL(`${baseUrl()}/error-404`);
  });

  it('profile: liking a post', async () => {
    await open('/pages/profile');
    const like = page.getByRole('button', { name: /^Likes:/ }).first();
    const pressed = await like.getAttribute('aria-pressed');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).not.toBe(pressed);
  });

  it('coming soon: a full page without the shell whose form takes an address', async () => {
    await open('/pages/miscellaneous/coming-soon');
    expect(await page.getByTestId('main-menu').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Your email' }).fill('ana@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await status().filter({ hasText: 'ana@example.com' }).waitFor();
  });

  it('antd table: "Showing … of … entries", search, sorting by salary, selection and its dialog', async () => {
    await open('/table/bs-table');
    await page.getByText('Showing 1 to 10 of 60 entries').waitFor();
    await page.getByRole('columnheader', { name: 'Salary' }).click();
    const salaries = async () =>
      (await page.locator('tbody td.ant-table-cell:nth-child(5)').allTextContents()).map((text) =>
        Number(text.replace(/[^0-9.]/g, '')),
      );
    await expect
      .poll(async () => {
        const shown = await salaries();
        return (
          shown.length > 0 && shown.every((value, index) => index === 0 || value >= (shown[index - 1] ?? 0))
        );
      })
      .toBe(true);
    await page.locator('tbody tr.ant-table-row').first().getByRole('checkbox').check();
    await page.getByText('Selected: 1').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    await search.fill('no-one-by-this-name');
    await search.press('Enter');
    // antd shows no pager, and so no "Showing" line, over an empty table.
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(0);
    await search.fill('');
    await search.press('Enter');
    await page.getByText('Showing 1 to 10 of 60 entries').waitFor();
    // The open dialog covers the skin toggle: the skin is switched with the dialog closed.
    for (const dark of [true, false]) {
      await setSkin(page, dark);
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
  });

  it('TanStack table: sorting by its header button, a page of selection, the next page', async () => {
    await open('/table/vue-good-table');
    await page.getByText('Showing 1 to 10 of 60 entries').waitFor();
    const salaryHeader = page.getByRole('columnheader', { name: 'Salary' });
    await salaryHeader.getByRole('button').click();
    await expect.poll(() => salaryHeader.getAttribute('aria-sort')).toBe('ascending');
    await salaryHeader.getByRole('button').click();
    await expect.poll(() => salaryHeader.getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
    await page.getByText('Selected: 10').waitFor();
    await page.getByRole('listitem', { name: '2' }).click();
    await page.getByText('Showing 11 to 20 of 60 entries').waitFor();
  });

  it('sign-in samples: the mock answers with its messages, and the product session stays as it was', async () => {
    await page.goto(`${baseUrl()}/dashboard/cubus`);
    const tokens = await productTokens();
    expect(tokens[0]).not.toBeNull();
    await open('/pages/authentication/login-v1');
    expect(await page.getByTestId('main-menu').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email or Password is Invalid').waitFor();
    await scanBothSkins(page);
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await status().filter({ hasText: 'Signed in to the sample as John Doe (admin)' }).waitFor();
    expect(await productTokens()).toEqual(tokens);

    await open('/pages/authentication/register-v2');
    await page.getByLabel('Username').fill('johndoe');
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('This username is already in use.').waitFor();
    await page.getByText('This email is already in use.').waitFor();

    await open('/pages/authentication/reset-password-v2');
    await page.getByLabel('Email').fill('client@demo.com');
    await page.getByLabel('New password').fill('fresh-start');
    await page.getByLabel('Confirm the password').fill('other');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await page.getByLabel('Confirm the password').fill('fresh-start');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await status().filter({ hasText: 'Password changed' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.waitForURL(`${baseUrl()}/pages/authentication/login-v2`);
    await page.getByLabel('Email').fill('client@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('fresh-start');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await status().filter({ hasText: 'Jane Doe (client)' }).waitFor();

    await open('/pages/authentication/forgot-password-v1');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await status().filter({ hasText: 'nobody@example.com' }).waitFor();
    expect(await productTokens()).toEqual(tokens);
    await open('/dashboard/cubus');
    expect(new URL(page.url()).pathname).toBe('/dashboard/cubus');
  });

  it('fit a phone without sideways scroll', async () => {
    const phone = await signInOnPhone(browser);
    try {
      for (const path of [
        '/pages/pricing',
        '/pages/demo/account-setting',
        '/pages/blog/list',
        '/table/vue-good-table',
        '/table/bs-table',
        '/pages/authentication/login-v2',
        '/pages/miscellaneous/coming-soon',
      ]) {
        await phone.page.goto(`${baseUrl()}${path}`);
        await phone.page.locator('main h1').first().waitFor();
        await expect.poll(() => phone.page.locator('.ant-skeleton').count()).toBe(0);
        await expectNoSidewaysScroll(phone.page);
      }
    } finally {
      await phone.context.close();
    }
  });
});
