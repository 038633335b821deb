import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('signing in and out', () => {
  it('sends a visitor without a token to the login page with "Please log in", then back where they wanted', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cubus/cubes`);
    await page.waitForURL(/\/login\?redirect=%2Fcubus%2Fcubes$/);
    const login = new LoginPage(page);
    await expect(login.pleaseLogIn().textContent()).resolves.toContain('Please log in');
    await expectNoSeriousA11yViolations(page);

    await login.signIn('admin', inject('adminPassword'));
    await page.waitForURL(`${baseUrl()}/cubus/cubes`);
    // The login page can still be on screen right after the URL changes: wait for the new heading.
    await expect.poll(() => new Shell(page).heading().textContent()).toBe('Cubes');
    await context.close();
  });

  it('refuses a wrong password with one generic message and keeps no token', async () => {
    const page = await browser.newPage();
    const login = new LoginPage(page);
    await login.open(baseUrl());
    await login.signIn('admin', 'not-the-password-at-all');
    await login.error().waitFor();
    await expect(login.error().textContent()).resolves.toContain('invalid');
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await expect(page.evaluate(() => localStorage.getItem('cubusToken'))).resolves.toBeNull();

    await login.signIn('nobody-here', 'not-the-password-at-all');
    await expect(login.error().textContent()).resolves.toContain('invalid');
    await page.close();
  });

  it('keeps the tokens under the spec keys, sends a signed-in user away from the auth pages, and signs out', async () => {
    const { context, page } = await signInAsAdmin(browser);
    const stored = await page.evaluate(() => ({
      cubus: localStorage.getItem('cubusToken'),
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
    }));
    expect(stored.cubus).toMatch(/^ey/);
    expect(stored.access).toBe(stored.cubus);
    expect(stored.refresh?.length).toBeGreaterThanOrEqual(22);

    for (const publicPath of ['/login', '/register', '/forgot-password', '/forgot-password-set-new']) {
      await page.goto(`${baseUrl()}${publicPath}`);
      await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
    }

    const shell = new Shell(page);
    await shell.logOut();
    await page.waitForURL(`${baseUrl()}/login`);
    await expect(page.evaluate(() => localStorage.getItem('refreshToken'))).resolves.toBeNull();

    // The revoked refresh token no longer works on the server either.
    const refresh = await fetch(`${baseUrl()}/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored.refresh }),
    });
    expect(refresh.status).toBe(401);
    await expect(refresh.json()).resolves.toMatchObject({ error: { message: 'Invalid refresh token' } });

    await page.goto(`${baseUrl()}/cubus/tables`);
    await page.waitForURL(/\/login\?redirect=/);
    await context.close();
  });

  it('ends a session whose token the server refuses: whoami fails, the guard goes to login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => {
      for (const key of ['cubusToken', 'accessToken']) localStorage.setItem(key, 'eyJhbGciOiJub25lIn0.e30.');
      localStorage.setItem('refreshToken', 'not-a-refresh-token');
    });
    await page.goto(`${baseUrl()}/cubus/refs`);
    await page.waitForURL(/\/login/);
    await expect(page.evaluate(() => localStorage.getItem('cubusToken'))).resolves.toBeNull();
    await context.close();
  });

  it('shows /access-control to an operator allowed to read ACL', async () => {
    const { context, page } = await signInAsAdmin(browser);
    await page.goto(`${baseUrl()}/access-control`);
    await expect(new Shell(page).heading().textContent()).resolves.toMatch(/access control/i);
    await context.close();
  });
});
