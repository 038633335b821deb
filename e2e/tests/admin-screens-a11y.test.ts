import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { apiCall } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';
import { setSkin } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  // The skin is kept per user on the server: whatever happened above, the admin leaves in light.
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  await apiCall('/api/account/update-profile', accessToken, { skin: 'light' });
  await context.close();
  await browser.close();
});

/** Each new screen, with what marks it as loaded. */
const screens: { path: string; ready: (target: Page) => Promise<unknown> }[] = [
  {
    path: '/admin/users',
    ready: (p) => p.getByRole('grid', { name: 'Users' }).getByTestId('row-actions').nth(2).waitFor(),
  },
  {
    path: '/admin/invites',
    ready: (p) => p.getByRole('grid', { name: 'Invites' }).getByTestId('row-actions').first().waitFor(),
  },
  { path: '/admin/domain-settings', ready: (p) => p.getByLabel('Domain name').waitFor() },
  {
    path: '/cubus/domains',
    ready: (p) => p.getByRole('grid', { name: 'Domains' }).getByTestId('row-actions').first().waitFor(),
  },
  {
    path: '/access-control',
    ready: (p) => p.getByTestId('acl-role-viewer').locator('tbody tr.ant-table-row').first().waitFor(),
  },
  {
    path: '/root/users',
    ready: (p) => p.getByRole('grid', { name: 'All users' }).getByTestId('row-actions').first().waitFor(),
  },
  {
    path: '/root/system-status',
    // The server's card, then the install's: its stores and the job queue of each domain.
    ready: async (p) => {
      await p.getByText('Running', { exact: true }).waitFor();
      await p.getByTestId('install-status').getByText('PGlite (embedded)').waitFor();
      await p.getByRole('columnheader', { name: 'Queued jobs' }).waitFor();
    },
  },
  { path: '/pages/account-setting', ready: (p) => p.getByTestId('profile-form').waitFor() },
];

describe('the new screens pass axe in light and dark skins', () => {
  for (const dark of [false, true]) {
    const skin = dark ? 'dark' : 'light';

    it(`register page with an invite (${skin})`, async () => {
      const { accessToken } = await apiLogin('admin', inject('adminPassword'));
      const created = await apiCall('/api/admin/invites/create', accessToken, {
        role: 'viewer',
        expiresInDays: 1,
      });
      const link = new URL((created.body as { link: string }).link);
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${baseUrl()}${link.pathname}${link.search}`);
      await visitor.getByTestId('register-invite').waitFor();
      await setSkin(visitor, dark);
      await expectNoSeriousA11yViolations(visitor);
      // The messages of an empty submit are part of the page too.
      await visitor.getByLabel('Email', { exact: true }).fill('');
      await visitor.getByRole('button', { name: 'Sign up' }).click();
      await visitor.getByText('Please enter your username.').waitFor();
      await expectNoSeriousA11yViolations(visitor);
      await visitorContext.close();
    });

    for (const screen of screens)
      it(`${screen.path} (${skin})`, async () => {
        await page.goto(`${baseUrl()}${screen.path}`);
        await page.getByTestId('navbar').waitFor();
        await setSkin(page, dark);
        await screen.ready(page);
        await expectNoSeriousA11yViolations(page);
      });

    it(`the two-factor setup and the invite dialog (${skin})`, async () => {
      await page.goto(`${baseUrl()}/pages/account-setting`);
      await page.getByTestId('navbar').waitFor();
      await setSkin(page, dark);
      await page.getByRole('tab', { name: 'Two-factor sign-in' }).click();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.goto(`${baseUrl()}/admin/invites`);
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await page.getByRole('dialog', { name: 'Invite someone to this domain' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      // The admin's skin is kept on the server: leave it light for the other tests.
      await setSkin(page, false);
    });
  }
});
