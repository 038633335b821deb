import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AccountPage } from '../pages/account-page';
import { InvitesPage } from '../pages/admin-pages';
import { ForgotPasswordPage, RegisterPage } from '../pages/auth-pages';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { apiCall, mailedLink, totpCode, totpStep } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, login: string, password: string): Promise<LoginPage> {
  const form = new LoginPage(page);
  await form.open(baseUrl());
  await form.signIn(login, password);
  return form;
}

const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// One user walks through the whole account life: invited, registered, reset, second factor.
const newcomer = {
  email: `newcomer-${Date.now()}@example.com`,
  username: `newcomer${Date.now() % 100_000}`,
  fullName: 'Nina Newcomer',
  password: 'first-Passphrase-for-nina',
  newPassword: 'second-Passphrase-for-nina',
};

describe('accounts in the browser', () => {
  it('registers through an invite link: signed in, in Demo, as viewer', async () => {
    const { context, page } = await signInAsAdmin(browser);
    contexts.push(context);
    const invites = new InvitesPage(page);
    await invites.open(baseUrl());
    const link = await invites.create({ email: newcomer.email, role: 'Viewer', days: 3 });
    expect(link).toMatch(/\/register\?invite=[\w-]{20,}/);
    await expect.poll(() => invites.table().textContent()).toContain(newcomer.email);

    const visitor = await freshPage();
    await visitor.goto(`${baseUrl()}${new URL(link).pathname}${new URL(link).search}`);
    const register = new RegisterPage(visitor);
    await expect
      .poll(() => register.invite().textContent())
      .toBe('You are invited to the domain Demo as Viewer.');
    // The spec's messages for missing fields.
    await visitor.getByLabel('Email', { exact: true }).fill('');
    await register.submit();
    await visitor.getByText('Please enter your email.').waitFor();
    await visitor.getByText('Please enter your username.').waitFor();
    await visitor.getByText('Please enter password').waitFor();

    await register.fill({ ...newcomer });
    await register.submit();
    await visitor.waitForURL(`${baseUrl()}/dashboard/cubus`);
    await expect.poll(() => visitor.getByTestId('current-domain').textContent()).toContain('Demo');
    await expect.poll(() => new Shell(visitor).userMenu().textContent()).toContain('Viewer');
  });

  it('refuses a used email and a used username with the spec messages', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl()}/register`);
    const register = new RegisterPage(page);
    // Invite-only by default: without a link the page says so.
    await expect.poll(() => register.unavailable().textContent()).toContain('invitation only');

    const { accessToken } = await apiLogin('admin', inject('adminPassword'));
    const created = await apiCall('/api/admin/invites/create', accessToken, {
      role: 'editor',
      expiresInDays: 1,
    });
    expect(created.status).toBe(200);
    const link = new URL((created.body as { link: string }).link);
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await register.invite().waitFor();
    await register.fill({
      email: newcomer.email,
      username: 'someone-else',
      password: 'a-Passphrase-long-enough',
    });
    await register.submit();
    await expect.poll(() => register.notice().textContent()).toBe('This email is already in use.');
    await register.fill({
      email: 'someone-else@example.com',
      username: newcomer.username,
      password: 'a-Passphrase-long-enough',
    });
    await register.submit();
    await expect.poll(() => register.notice().textContent()).toBe('This username is already in use.');
  });

  it('resets a forgotten password with the mailed link, then signs in with the new one', async () => {
    const page = await freshPage();
    const forgot = new ForgotPasswordPage(page);
    // The same answer whether the address is known or not.
    await forgot.requestLink(baseUrl(), 'nobody-at-all@example.com');
    const unknownAnswer = await forgot.sent().textContent();
    await forgot.requestLink(baseUrl(), newcomer.email);
    await expect.poll(() => forgot.sent().textContent()).toBe(unknownAnswer);

    const link = await mailedLink(newcomer.email, '/forgot-password-set-new?token=');
    await page.goto(`${baseUrl()}${link}`);
    await forgot.setNew(newcomer.newPassword, 'does-not-match-at-all');
    await page.getByText('The passwords do not match.').waitFor();
    await forgot.setNew(newcomer.newPassword);
    await page.waitForURL(`${baseUrl()}/login`);
    const login = new LoginPage(page);
    await expect.poll(() => login.notice().textContent()).toContain('Your password is set');

    // The link works once.
    await page.goto(`${baseUrl()}${link}`);
    await forgot.setNew('third-Passphrase-for-nina');
    await forgot.invalid().waitFor();

    await signIn(page, newcomer.username, newcomer.newPassword);
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
  });

  it('enables two-factor sign-in from the account page, then signs in with a code and with a recovery code', async () => {
    const page = await freshPage();
    await signIn(page, newcomer.email, newcomer.newPassword);
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);

    const account = new AccountPage(page);
    await account.open(baseUrl());
    // An avatar: checked in the browser first (type, 64 KiB), then kept on the server.
    await account.chooseAvatar({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg/>'),
    });
    await page.getByText('Choose a PNG, JPEG or WebP image.').waitFor();
    await account.chooseAvatar({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: Buffer.from(onePixelPng, 'base64'),
    });
    await account.saveProfile();
    await page.getByText('Your profile is saved.').waitFor();
    await expect
      .poll(() => new Shell(page).userMenu().locator('img').getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);

    const secret = await account.startTwoFactorSetup();
    const enabledAt = totpStep();
    const recoveryCodes = await account.confirmTwoFactor(totpCode(secret, enabledAt), newcomer.newPassword);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByTestId('two-factor-on').waitFor();

    const shell = new Shell(page);
    await shell.logOut();
    await page.waitForURL(`${baseUrl()}/login`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cubusToken'))).toBeNull();
    const login = await signIn(page, newcomer.username, newcomer.newPassword);
    await login.secondFactorForm().waitFor();
    // A code is accepted once: the next time step's code (±1 step is allowed) signs in.
    await login.enterSecondFactor('000000');
    await expect.poll(() => login.error().textContent()).toContain('not valid');
    await login.enterSecondFactor(totpCode(secret, Math.max(totpStep(), enabledAt + 1)));
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);

    await shell.logOut();
    await page.waitForURL(`${baseUrl()}/login`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cubusToken'))).toBeNull();
    await signIn(page, newcomer.email, newcomer.newPassword);
    await login.secondFactorForm().waitFor();
    await login.enterSecondFactor(recoveryCodes[3]?.toUpperCase() ?? '');
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
    await expect.poll(() => shell.userMenu().textContent()).toContain(newcomer.fullName);
  });

  it('says how long to wait when sign-ins are throttled (429 with Retry-After)', async () => {
    // A made-up account: its own account+address counter backs off, nobody real is locked out.
    const login = 'throttle-probe-nobody';
    // Five attempts are free, then the block doubles: 1 s, 2 s, 4 s. Eight counted attempts block for 4 s.
    let counted = 0;
    while (counted < 8) {
      const answer = await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login, password: 'not-the-password-at-all' }),
      });
      if (answer.status === 429)
        await new Promise((resolve) =>
          setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000 + 50),
        );
      else counted += 1;
    }
    const page = await freshPage();
    const form = await signIn(page, login, 'not-the-password-at-all');
    await expect.poll(() => form.error().textContent()).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
  });
});
