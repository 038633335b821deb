import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

/** The same flags as `launchChromium`: Debian's Chromium, kept off the closed network. */
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  /** Accessibility audits that did not pass, with the first elements each names. */
  failedAccessibility: { id: string; title: string; nodes: string[] }[];
}

type Tokens = { accessToken: string; refreshToken: string };

/**
 * Lighthouse 12 (desktop preset: the last release that runs on Node 20) over pages of a running
 * Cubus, in Debian's Chromium. With tokens the pages are seen signed in: they are put in local
 * storage under the console's keys first, and Lighthouse keeps the storage.
 * @example const [login] = await lighthouseScores(baseUrl, ['/login'])
 */
export async function lighthouseScores(
  baseUrl: string,
  paths: string[],
  tokens?: Tokens,
): Promise<PageScores[]> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    if (tokens) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.evaluate((saved) => {
        localStorage.setItem('cubusToken', saved.accessToken);
        localStorage.setItem('accessToken', saved.accessToken);
        localStorage.setItem('refreshToken', saved.refreshToken);
      }, tokens);
      await page.close();
      await browser.disconnect();
    }
    const scores: PageScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(
        `${baseUrl}${path}`,
        {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: tokens !== undefined,
        },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const failedAccessibility = (categories.accessibility?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
        .map((audit) => ({
          id: audit?.id ?? '',
          title: audit?.title ?? '',
          nodes: ((audit?.details as { items?: { node?: { snippet?: string } }[] })?.items ?? [])
            .slice(0, 3)
            .map((item) => item.node?.snippet ?? ''),
        }));
      scores.push({
        path,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        failedAccessibility,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
