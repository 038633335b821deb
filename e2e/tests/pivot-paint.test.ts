import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCredentials } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAs, wideScreen } from '../support/session';

const rowMembers = 2000;
const columnMembers = 50;
/** Spread by one write over the 100,000 empty leaves: 10 in each. */
const grandTotal = rowMembers * columnMembers * 10;

let browser: Browser;
let page: Page;
let cubeId: string;
const suffix = uniquePrefix('paint');

interface LongTask {
  start: number;
  duration: number;
}

/** For `page.addInitScript`: every main-thread task over 50 ms from the start of the page. */
function longTaskProbe(): void {
  const probe = window as unknown as { cubusLongTasks: LongTask[] };
  probe.cubusLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.cubusLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * For `page.evaluate`: resolves once the cell at `at` shows the seeded 10 (in any locale's
 * decimals) and two more frames have been painted, so the cells are on screen; with `performance.now()` then.
 */
function whenPainted(at: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const check = () => {
      const text = document.querySelector(`.pivot-grid [data-cell="${at}"]`)?.textContent ?? '';
      if (/^10([.,]0+)?$/.test(text))
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else if (Date.now() - began > 30_000)
        reject(new Error(`cell ${at} never showed 10: it shows "${text}"`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

beforeAll(async () => {
  const { demo } = await seededCredentials();
  const seed = cubeSeed((await apiLogin(demo.login, demo.password)).accessToken);
  cubeId = await seed.cube(
    `Wide ${suffix}`,
    [
      { name: 'item', refId: await seed.sequence(`Items ${suffix}`, rowMembers, 'I') },
      { name: 'column', refId: await seed.sequence(`Columns ${suffix}`, columnMembers, 'C') },
    ],
    [{ name: 'amount' }],
  );
  // One write on the grand total fills every leaf: a seed of one call rather than 100,000.
  await seed.call('/api/cubes/write', { cubeId, measure: 'amount', coords: {}, value: grandTotal });
  browser = await launchChromium();
  ({ page } = await signInAs(browser, demo.login, demo.password, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('a 2,000 × 50 pivot with totals', () => {
  it('is parsed and painted with no main-thread task over 50 ms', async () => {
    const url = `${baseUrl()}/cubus/cubes?cube=${cubeId}`;
    const firstCell = page.locator('.pivot-grid [data-cell="0:0"]');
    // A first visit warms the browser's cache, as for an operator who has used the console before.
    await page.goto(url);
    await expect.poll(() => firstCell.textContent(), { timeout: 30_000 }).toMatch(/\d/);
    await page.addInitScript(longTaskProbe);
    const grid = page.locator('.pivot-grid [role="grid"]');
    // Up to three visits, the best one counting: on a shared 2-core runner a stray collection or
    // another process can stretch one task past 50 ms, while the fault this guards against (the
    // grid mounted in one task) shows in every visit.
    const visits: string[][] = [];
    for (let visit = 0; visit < 3 && !visits.some((tasks) => tasks.length === 0); visit++) {
      await page.goto(url);
      // Waited for inside the page, frame by frame: the driver's own queries would add main-thread tasks.
      const painted = await page.evaluate(whenPainted, '0:0');
      const { tasks, asked } = await page.evaluate(() => ({
        tasks: (window as unknown as { cubusLongTasks: LongTask[] }).cubusLongTasks,
        asked:
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/cubes/pivot'))
            ?.startTime ?? Number.NaN,
      }));
      expect(asked).not.toBeNaN();
      const overBudget = tasks
        .filter((task) => task.start + task.duration > asked && task.start < painted)
        .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start - asked)} ms`);
      // Every item and the total row below the header lines; every column and its total beside the label.
      expect(Number(await grid.getAttribute('aria-rowcount'))).toBe(rowMembers + 1 + 2);
      expect(Number(await grid.getAttribute('aria-colcount'))).toBe(columnMembers + 1 + 1);
      console.info(
        `2,000 × 50 pivot, visit ${visit + 1}: painted ${Math.round(painted - asked)} ms after its request; tasks over 50 ms: ${overBudget.join(', ') || 'none'}`,
      );
      visits.push(overBudget);
    }
    expect(
      visits.find((tasks) => tasks.length === 0),
      visits.map((tasks) => tasks.join(', ')).join(' | '),
    ).toEqual([]);
  });
});
