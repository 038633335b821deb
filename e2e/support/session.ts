import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { LoginPage } from '../pages/login-page';

export const baseUrl = (): string => inject('baseUrl');

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/** One sign-in setup for every test that needs a session: a fresh context, signed in through the form. */
export async function signInAs(
  browser: Browser,
  login: string,
  password: string,
  options: BrowserContextOptions = {},
): Promise<SignedIn> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const form = new LoginPage(page);
  await form.open(baseUrl());
  await form.signIn(login, password);
  await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
  return { context, page };
}

/** Wider than Playwright's 1280×720, for screens with a pivot or a chart beside a table. */
export const wideScreen: BrowserContextOptions = { viewport: { width: 1400, height: 900 } };

export const signInAsAdmin = (browser: Browser, options: BrowserContextOptions = {}): Promise<SignedIn> =>
  signInAs(browser, 'admin', inject('adminPassword'), options);

/** Signs in over the API, for tests that set up tokens by hand. */
export async function apiLogin(login: string, password: string) {
  const answer = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { accessToken: string; refreshToken: string };
}
