import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/browser';
import type { Running } from './server-process';

export interface SentFile {
  path: string;
  /** Content-Encoding as sent ('' for none). */
  encoding: string;
  /** Bytes on the wire: the response's headers and its body as encoded. */
  bytes: number;
}

export interface PageVisit {
  files: SentFile[];
  totalBytes: number;
  /** The scripts alone, as sent. */
  scriptBytes: number;
}

export interface WireBytes {
  login: PageVisit;
  dashboard: PageVisit;
}

const acceptEncoding = 'br, gzip';

/** Waits until no request has been under way for `quietMs` (Playwright's networkidle comes too early for lazy chunks). */
async function settle(page: Page, inFlight: () => number, quietMs = 750): Promise<void> {
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = performance.now();
  }
}

/** Opens `path` in a fresh context (empty cache) and counts every response as sent until the page is quiet. */
async function visit(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  tokens?: { accessToken: string; refreshToken: string },
): Promise<PageVisit> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': acceptEncoding } });
  try {
    if (tokens) {
      // Signed in as the console keeps a session: the tokens in local storage (SPEC §9 keys).
      await context.addInitScript((saved) => {
        localStorage.setItem('cubusToken', saved.accessToken);
        localStorage.setItem('accessToken', saved.accessToken);
        localStorage.setItem('refreshToken', saved.refreshToken);
      }, tokens);
    }
    const page = await context.newPage();
    let pending = 0;
    const sizes: Promise<SentFile>[] = [];
    page.on('request', () => {
      pending += 1;
    });
    page.on('requestfailed', () => {
      pending -= 1;
    });
    page.on('requestfinished', (request) => {
      pending -= 1;
      sizes.push(
        Promise.all([request.sizes(), request.response()]).then(([size, response]) => ({
          path: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? '',
          bytes: size.responseHeadersSize + size.responseBodySize,
        })),
      );
    });
    await page.goto(url);
    await ready(page);
    await settle(page, () => pending);
    const files = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
    const sum = (list: SentFile[]) => list.reduce((total, file) => total + file.bytes, 0);
    return {
      files,
      totalBytes: sum(files),
      scriptBytes: sum(files.filter((file) => file.path.endsWith('.js'))),
    };
  } finally {
    await context.close();
  }
}

/**
 * Bytes as sent, measured in Chromium with `Accept-Encoding: br, gzip`: the login page of a first
 * visit (HTML, scripts, styles, icons) and a signed-in user's first visit to the dashboard (the same
 * plus its chunks and API answers), each from an empty cache.
 */
export async function wireBytes(
  cubus: Running,
  tokens: { accessToken: string; refreshToken: string },
): Promise<WireBytes> {
  const browser = await launchChromium();
  try {
    const loginVisit = await visit(browser, `${cubus.url}/login`, (page) =>
      page.getByRole('button', { name: 'Sign in' }).waitFor(),
    );
    const dashboardVisit = await visit(
      browser,
      `${cubus.url}/dashboard/cubus`,
      (page) => page.getByTestId('dashboard-counts').waitFor(),
      tokens,
    );
    return { login: loginVisit, dashboard: dashboardVisit };
  } finally {
    await browser.close();
  }
}
