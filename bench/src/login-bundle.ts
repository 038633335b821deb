import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/support/browser';
import type { Running } from './server-process';

export interface LoginBundle {
  files: { name: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit to /login really loads, measured in Chromium: every script the page
 * fetched until the network went quiet, gzipped at level 9 as a server would send it.
 */
export async function loginBundle(cubus: Running): Promise<LoginBundle> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(response.url(), response.body());
    });
    await page.goto(`${cubus.url}/login`, { waitUntil: 'networkidle' });
    const files = await Promise.all(
      [...scripts].map(async ([url, body]) => ({
        name: new URL(url).pathname.split('/').pop() ?? url,
        gzipBytes: gzipSync(await body, { level: 9 }).length,
      })),
    );
    return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
