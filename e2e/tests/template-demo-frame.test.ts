import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DemoInvoicesPage } from '../pages/demo-invoices-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { TemplateDemo } from '../pages/template-demo';
import { launchChromium } from '../support/browser';
import { type RunningCubus, startCubus } from '../support/cubus-server';
import { allScriptFiles, scriptsHolding, templateDemoChunkFiles } from '../support/demo-chunks';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

/** The script files the page fetched while `act` ran, by path. */
async function scriptsLoadedBy(page: Page, act: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  const onResponse = (response: { url: () => string }) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  };
  page.on('response', onResponse);
  await act();
  page.off('response', onResponse);
  return scripts;
}

describe('the template demo area, on (the default with the demo data)', () => {
  it('loads none of its chunks, and no worker, on the login page and the product dashboard', async () => {
    const demoChunks = templateDemoChunkFiles();
    expect(demoChunks.size).toBeGreaterThan(3);
    const context = await browser.newContext();
    const page = await context.newPage();
    const shell = new Shell(page);
    const loaded = await scriptsLoadedBy(page, async () => {
      const login = new LoginPage(page);
      await login.open(baseUrl());
      await page.getByLabel('Password', { exact: true }).waitFor();
      await login.signIn('admin', inject('adminPassword'));
      await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
      await shell.heading().waitFor();
      await new TemplateDemo(page).menuSection().waitFor();
    });
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => demoChunks.has(file))).toEqual([]);
    // The chart types only the demo's dashboards draw (echarts registers them as series.<type>).
    const demoChartTypes = ['series.radar', 'series.gauge'];
    const chartScripts = scriptsHolding(allScriptFiles(), demoChartTypes);
    expect(chartScripts.length).toBeGreaterThan(0);
    expect(chartScripts.filter((file) => !demoChunks.has(file))).toEqual([]);
    expect(scriptsHolding(loaded, demoChartTypes)).toEqual([]);
    // The libraries only the demo's showcases use, each by a mark it leaves in its chunk: the
    // carousel, drag and drop, the icon set, the chart bindings, the map, the editor, the input mask.
    for (const mark of [
      'swiper-slide-active',
      'DndDescribedBy',
      'ArrowDownAZ',
      'apexcharts-svg',
      'radialLinear',
      'leaflet-control-layers',
      'ProseMirror-focused',
      'thousandsSeparator',
    ]) {
      const holders = scriptsHolding(allScriptFiles(), [mark]);
      expect(holders.length, mark).toBeGreaterThan(0);
      expect(
        holders.filter((file) => !demoChunks.has(file)),
        mark,
      ).toEqual([]);
      expect(scriptsHolding(loaded, [mark]), mark).toEqual([]);
    }
    expect(loaded).not.toContain('/mockServiceWorker.js');
    expect(await new TemplateDemo(page).registeredWorkers()).toBe(0);
    await context.close();
  });

  it('opens from its own menu section, after the product sections, and starts its mocks', async () => {
    const { context, page } = await signInAsAdmin(browser);
    const demo = new TemplateDemo(page);
    await demo.menuSection().waitFor();
    const menu = (await page.getByTestId('main-menu').textContent()) ?? '';
    for (const product of ['Todo', 'ADMIN MENU', 'ROOT MENU'])
      expect(menu.indexOf(product), product).toBeLessThan(menu.indexOf('TEMPLATE DEMO'));
    await demo.menuItem('Invoice').click();
    await page.waitForURL(`${baseUrl()}/apps/invoice/list`);
    await page.locator('main h1', { hasText: 'Invoices' }).waitFor();
    await new DemoInvoicesPage(page).waitForRows();
    expect(await demo.mocksActive()).toBe(true);
    await context.close();
  });

  it('never answers a product call from a mock: unmatched calls reach the server untouched', async () => {
    const { context, page } = await signInAsAdmin(browser);
    const demo = new TemplateDemo(page);
    await page.goto(`${baseUrl()}/apps/invoice/list`);
    await new DemoInvoicesPage(page).waitForRows();
    expect(await demo.mocksActive()).toBe(true);

    const health = await demo.call('GET', '/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    // The spec lists /jwt/refresh-token among the template's mocks too: the product's own wins.
    const refresh = await demo.call('POST', '/jwt/refresh-token', { refreshToken: 'not-a-token' });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ error: { code: expect.any(String) } });
    const unknown = await demo.call('GET', '/apps/invoice/no-such-call');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const config = await demo.call('GET', '/api/console-config');
    expect(config.body).toEqual({ templateDemo: true });

    // The product's screens still work with the worker in charge of the page.
    const shell = new Shell(page);
    await shell.menuItem('Cubes').click();
    await page.waitForURL(`${baseUrl()}/cubus/cubes`);
    await page.locator('main h1', { hasText: 'Cubes' }).waitFor();
    await context.close();
  });

  it("answers the template's sign-in calls in the page: admin and client, the spec's messages, its own refresh", async () => {
    const { context, page } = await signInAsAdmin(browser);
    const demo = new TemplateDemo(page);
    await page.goto(`${baseUrl()}/apps/invoice/list`);
    await new DemoInvoicesPage(page).waitForRows();
    expect(await demo.mocksActive()).toBe(true);

    type SignedIn = { userData: { role: string; ability: unknown[] }; refreshToken: string };
    const admin = await demo.call('POST', '/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(admin.status).toBe(200);
    expect((admin.body as SignedIn).userData).toMatchObject({
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    const client = await demo.call('POST', '/jwt/login', { email: 'client@demo.com', password: 'client' });
    expect((client.body as SignedIn).userData.role).toBe('client');
    expect(await demo.call('POST', '/jwt/login', { email: 'admin@demo.com', password: 'wrong' })).toEqual({
      status: 400,
      body: { error: { email: ['Email or Password is Invalid'] } },
    });
    const taken = await demo.call('POST', '/jwt/register', { username: 'x', email: 'admin@demo.com' });
    expect(taken).toMatchObject({
      status: 400,
      body: { error: { email: ['This email is already in use.'], password: ['Please enter password'] } },
    });
    // The mock's own refresh token is answered by the mock; the product's refresh stays the server's.
    const renewed = await demo.call('POST', '/jwt/refresh-token', {
      refreshToken: (client.body as SignedIn).refreshToken,
    });
    expect(renewed).toMatchObject({ status: 200, body: { userData: { role: 'client' } } });
    const product = await demo.call('POST', '/jwt/refresh-token', { refreshToken: 'not-a-token' });
    expect(product).toMatchObject({ status: 401, body: { error: { code: expect.any(String) } } });
    await context.close();
  });
});

describe('the template demo area, switched off alone (CUBUS_TEMPLATE_DEMO=0)', () => {
  let off: RunningCubus;
  beforeAll(async () => {
    off = await startCubus({ CUBUS_TEMPLATE_DEMO: '0' });
  });
  afterAll(() => off?.stop());

  it('answers 404 for its pages and worker, says so in the console config', async () => {
    const page = await fetch(`${off.baseUrl}/apps/invoice/list`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect((await fetch(`${off.baseUrl}/mockServiceWorker.js`)).status).toBe(404);
    expect(await (await fetch(`${off.baseUrl}/api/console-config`)).json()).toEqual({ templateDemo: false });
    expect((await fetch(`${off.baseUrl}/dashboard/cubus`, { headers: { accept: 'text/html' } })).status).toBe(
      200,
    );
  });

  it('shows no demo menu, sends its routes to error-404 and loads none of its chunks', async () => {
    const demoChunks = templateDemoChunkFiles();
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open(off.baseUrl);
    await login.signIn('admin', off.adminPassword);
    await page.waitForURL(`${off.baseUrl}/dashboard/cubus`);
    const shell = new Shell(page);
    await shell.menuItem('Cubes').waitFor();
    await expect(new TemplateDemo(page).menuSection().count()).resolves.toBe(0);
    const loaded = await scriptsLoadedBy(page, async () => {
      await page.evaluate(() => {
        history.pushState(null, '', '/apps/invoice/list');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL(`${off.baseUrl}/error-404`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    expect(loaded.filter((file) => demoChunks.has(file))).toEqual([]);
    expect(await new TemplateDemo(page).registeredWorkers()).toBe(0);
    await context.close();
  });
});
