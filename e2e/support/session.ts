import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { LoginPage } from '../pages/login-page';

export const baseUrl = (): string => inject('baseUrl');

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/** One sign-in setup for every test that needs a session: a fresh context, signed in through the form. */
export async function signInAsAdmin(browser: Browser): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open(baseUrl());
  await login.signIn('admin', inject('adminPassword'));
  await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
  return { context, page };
}

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
