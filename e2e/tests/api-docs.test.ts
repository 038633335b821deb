import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

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

describe('the API documentation at /api/docs', () => {
  it('asks an anonymous visitor to sign in first', async () => {
    const anonymous = await browser.newContext();
    const visit = await anonymous.newPage();
    await visit.goto(`${baseUrl()}/api/docs`);
    await visit.waitForURL(`${baseUrl()}/login?redirect=%2Fapi%2Fdocs`);
    const answer = await visit.request.get(`${baseUrl()}/api/openapi.json`);
    expect(answer.status()).toBe(401);
    await anonymous.close();
  });

  it('shows every call with who may make it, its body, answer and errors, and the error codes', async () => {
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('heading', { level: 1, name: 'API documentation' }).waitFor();
    await page.getByRole('button', { name: /^refs \(\d+\)$/ }).click();
    const move = page.getByRole('region', { name: 'POST /api/refs/move' });
    await move.getByText('Users with the right “update” on “refs”').waitFor();
    await expect(move.getByRole('definition').filter({ hasText: 'application/json' }).count()).resolves.toBe(
      2,
    );
    // Its errors by status, each code of the call leading to its meaning.
    await move
      .getByRole('listitem')
      .filter({ hasText: /^403/ })
      .getByRole('link', { name: 'forbidden' })
      .click();
    await expect.poll(() => page.url()).toContain('#api-docs-code-forbidden');
    await expect(move.getByRole('link', { name: 'job_running' }).count()).resolves.toBe(0);
    const codes = page.getByRole('table');
    await codes
      .getByRole('row', { name: /validation_failed/ })
      .getByText('Some fields are not valid')
      .waitFor();
    await expect(codes.getByRole('row').count()).resolves.toBeGreaterThan(100);
  });

  it('downloads the description as OpenAPI 3.1', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the description (OpenAPI 3.1)' }).click(),
    ]);
    const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(saved.openapi).toBe('3.1.0');
    expect(Object.keys(saved.paths)).toContain('/api/qry');
  });

  // The page is long (every error code in a table): each scan takes a while on a busy machine.
  it('passes axe in the light and dark skins, a group open', async () => {
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('button', { name: /^cubes \(\d+\)$/ }).click();
    await page.getByRole('region', { name: 'POST /api/cubes/pivot' }).waitFor();
    await scanBothSkins(page);
  }, 240_000);
});
