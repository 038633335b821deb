import type { Browser, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Shell } from '../pages/shell';
import { launchChromium } from '../support/browser';
import { apiLogin, baseUrl } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('an expired access token', () => {
  it('makes two parallel failing calls wait for one refresh, then replays both', async () => {
    const tokens = await apiLogin('admin', inject('adminPassword'));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    // A token the server refuses with 401 (bad signature) beside a valid refresh token.
    const refused = `${tokens.accessToken.slice(0, -4)}AAAA`;
    await page.evaluate(
      ([access, refresh]) => {
        localStorage.setItem('cubusToken', access as string);
        localStorage.setItem('accessToken', access as string);
        localStorage.setItem('refreshToken', refresh as string);
      },
      [refused, tokens.refreshToken],
    );

    const sent: { path: string; bearer: string }[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') || path.startsWith('/jwt/')) {
        sent.push({ path, bearer: request.headers().authorization ?? '' });
      }
    });

    // Hold the first whoami and the refresh, so both 401s are in before the refresh answers.
    const whoamiHeld = gate();
    const refreshHeld = gate();
    const logoutFailed = gate();
    let whoamiSeen = 0;
    await page.route('**/api/whoami', async (route: Route) => {
      whoamiSeen += 1;
      if (whoamiSeen === 1) await whoamiHeld.opened;
      await route.continue();
    });
    await page.route('**/jwt/refresh-token', async (route: Route) => {
      await refreshHeld.opened;
      await route.continue();
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/logout' && response.status() === 401)
        logoutFailed.open();
    });

    // The guard's whoami goes out (held); the logout is the second call, failing with 401 at once.
    await page.goto(`${baseUrl()}/cubus/cubes`);
    await new Shell(page).userMenu().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await logoutFailed.opened;
    whoamiHeld.open();
    await expect.poll(() => sent.filter((call) => call.path === '/api/whoami').length).toBe(1);
    // Give the whoami's 401 time to arrive and join the queue behind the one refresh.
    await page.waitForResponse(
      (response) => response.url().endsWith('/api/whoami') && response.status() === 401,
    );
    refreshHeld.open();

    await page.waitForURL(/\/login/);
    await expect.poll(() => sent.filter((call) => call.path === '/api/logout').length).toBe(2);
    const refreshes = sent.filter((call) => call.path === '/jwt/refresh-token');
    expect(refreshes).toHaveLength(1);
    const replays = sent.filter(
      (call) =>
        (call.path === '/api/whoami' || call.path === '/api/logout') && call.bearer !== `Bearer ${refused}`,
    );
    expect(replays.map((call) => call.path).sort()).toEqual(['/api/logout', '/api/whoami']);
    await context.close();
  });

  it('ends the session when the refresh fails too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => {
      localStorage.setItem('cubusToken', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl');
      localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl');
      localStorage.setItem('refreshToken', 'a-refresh-token-the-server-never-made');
    });
    const refreshAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/jwt/refresh-token')) refreshAnswers.push(response.status());
    });
    await page.goto(`${baseUrl()}/cubus/mounts`);
    await page.waitForURL(/\/login/);
    expect(refreshAnswers).toEqual([401]);
    await expect(page.evaluate(() => localStorage.getItem('refreshToken'))).resolves.toBeNull();
    await context.close();
  });
});
