import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { seedMillionRows } from './qry-select';
import { startCubus } from './server-process';

export interface GridMillion {
  rows: number;
  /** Per navigation: from its start to the first data row painted. */
  firstRowsRuns: number[];
  /** Per navigation: from setting the scroll position to the middle until every row in view is loaded. */
  middleJumpRuns: number[];
  /** Per navigation: the longest main-thread task while scrolling (0: none over the 50 ms long-task floor). */
  longestTaskRuns: number[];
  longTasksRuns: number[];
}

/** Navigations measured after the one that warms the cache: each figure is their median and range. */
const navigations = 5;

const grid = 'section.data-grid [role="grid"]';

/**
 * For `page.addInitScript`: records in `window.cubusFirstRows` the `performance.now()` of the
 * frame that first paints a data row of the grid (ms since the navigation started).
 */
export function firstRowsProbe(): void {
  const record = () => {
    const found = document.querySelector('[data-testid="grid-row"]');
    if (!found) return false;
    requestAnimationFrame(() => {
      (window as unknown as { cubusFirstRows: number }).cubusFirstRows = performance.now();
    });
    return true;
  };
  const observer = new MutationObserver(() => record() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
}

/** Ms from `since` (a `performance.now()` of the page; 0 = the navigation) to the first rows painted. */
export async function firstRowsMs(page: Page, since = 0): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { cubusFirstRows?: number }).cubusFirstRows,
    undefined,
    { timeout: 30_000 },
  );
  return ((await handle.jsonValue()) as number) - since;
}

/**
 * Scrolls the grid to its middle and measures, in the page, until the rows in view are all
 * loaded and sit past 40 % of `total`.
 */
export function middleJumpMs(page: Page, total: number): Promise<number> {
  return page.evaluate(
    ({ selector, total }) =>
      new Promise<number>((resolve, reject) => {
        const table = document.querySelector(selector) as HTMLElement;
        const scroller = table.parentElement as HTMLElement;
        const began = performance.now();
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
        const check = () => {
          const rows = Array.from(table.querySelectorAll('tbody > tr'));
          const first = Math.min(...rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
          const loading = table.querySelector('tbody > tr.grid-row--loading');
          if (rows.length > 0 && !loading && first > total * 0.4) resolve(performance.now() - began);
          else if (performance.now() - began > 20_000) reject(new Error('the middle rows never came'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { selector: grid, total },
  );
}

/**
 * Scrolls a grid with the mouse wheel (`delta` a step forward, then back) and reports the long
 * tasks (> 50 ms, PerformanceObserver `longtask`) the main thread had meanwhile.
 */
export async function scrollLongTasks(
  page: Page,
  selector = grid,
  delta = { x: 0, y: 900 },
  steps = 80,
): Promise<{ longestMs: number; count: number }> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { cubusLongTasks: number[] }).cubusLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 300) / 2);
  for (let step = 0; step < steps; step++) {
    const back = step < steps / 2 ? 1 : -0.8;
    await page.mouse.wheel(delta.x * back, delta.y * back);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  const durations = await page.evaluate(
    () => (window as unknown as { cubusLongTasks: number[] }).cubusLongTasks,
  );
  return { longestMs: Math.max(0, ...durations), count: durations.length };
}

/** Debian's Chromium, headless, kept off the network; the e2e tests launch it the same way. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A browser context of a signed-in operator: the tokens in local storage, as after a sign-in. */
export async function signedInContext(
  browser: Browser,
  tokens: { accessToken: string; refreshToken: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // tsx compiles with esbuild's keepNames: functions sent to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(({ accessToken, refreshToken }) => {
    localStorage.setItem('cubusToken', accessToken);
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  return context;
}

/**
 * The grid over a real 1,000,000-row warehouse table in Chromium: first rows after navigating
 * to the table, a jump to the middle, and the main thread while scrolling.
 */
export async function gridMillion(dataDir: string): Promise<GridMillion> {
  // The first start seeds the data dir; the table is written while the server is stopped.
  await (await startCubus(dataDir)).stop();
  const { tableId, rows, signIn } = await seedMillionRows(dataDir);
  const cubus = await startCubus(dataDir);
  const browser = await launchBenchChromium();
  try {
    const tokens = await signIn(cubus.url);
    const context = await signedInContext(browser, tokens);
    const page = await context.newPage();
    const url = `${cubus.url}/cubus/tables?table=${encodeURIComponent(tableId)}`;
    // A first visit warms the browser's cache, as for an operator who has used the console before.
    await page.goto(url);
    await page.locator(`${grid} [data-testid="grid-row"]`).first().waitFor({ timeout: 60_000 });
    await page.addInitScript(firstRowsProbe);
    const result: GridMillion = {
      rows,
      firstRowsRuns: [],
      middleJumpRuns: [],
      longestTaskRuns: [],
      longTasksRuns: [],
    };
    for (let run = 0; run < navigations; run++) {
      await page.goto(url);
      result.firstRowsRuns.push(await firstRowsMs(page));
      await page
        .locator('[data-testid="grid-status"]', { hasText: `Rows: ${rows.toLocaleString('en')}` })
        .waitFor();
      result.middleJumpRuns.push(await middleJumpMs(page, rows));
      const scrolling = await scrollLongTasks(page);
      result.longestTaskRuns.push(scrolling.longestMs);
      result.longTasksRuns.push(scrolling.count);
    }
    await context.close();
    return result;
  } finally {
    await browser.close();
    await cubus.stop();
  }
}
