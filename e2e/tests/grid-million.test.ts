import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowsMs, firstRowsProbe, middleJumpMs } from '../../bench/src/grid-million';
import { GridPage } from '../pages/grid';
import { TodoPage } from '../pages/todo-page';
import { launchChromium } from '../support/browser';
import { baseUrl, signInAsAdmin } from '../support/session';

const total = 1_000_000;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let grid: GridPage;

/** Answers the grid's row windows of `todo` with a million synthetic tasks; everything else goes through. */
async function millionRows(route: Route): Promise<void> {
  const body = route.request().postDataJSON() as {
    op?: string;
    object?: string;
    groupby?: unknown;
    offset?: number;
    limit?: number;
  };
  if (body.op !== 'select' || body.object !== 'todo' || body.groupby) return route.continue();
  const offset = body.offset ?? 0;
  const count = Math.max(0, Math.min(body.limit ?? 100, total - offset));
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(offset + i).padStart(12, '0')}`,
    title: `Row ${offset + i}`,
    tags: [],
    isImportant: false,
    isCompleted: false,
    isDeleted: false,
    version: 1,
  }));
  await route.fulfill({ json: { columns: [], rows, total } });
}

beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  await page.route('**/api/qry', millionRows);
  grid = new GridPage(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('the grid over a million rows', () => {
  it('paints the first rows, reaches the middle and the very last row', async () => {
    const todo = new TodoPage(page);
    // The same measurements as bench/src/grid-million.ts, here over synthetic rows.
    await page.addInitScript(firstRowsProbe);
    await todo.open(baseUrl());
    const started = await page.evaluate(() => performance.now());
    await todo.showGrid();
    const firstPaint = await firstRowsMs(page, started);
    await grid.rows().filter({ hasText: 'Row 0' }).first().waitFor();
    await grid.waitForRowCount(total);

    const middle = await middleJumpMs(page, total);
    expect(Number((await grid.column('title'))[5]?.replace('Row ', ''))).toBeGreaterThan(total / 2 - 1000);
    expect(Number((await grid.column('title'))[5]?.replace('Row ', ''))).toBeLessThan(total / 2 + 1000);

    await grid.grid().focus();
    await page.keyboard.press('Control+End');
    await grid
      .rows()
      .filter({ hasText: `Row ${total - 1}` })
      .waitFor();
    const last = grid.rows().filter({ hasText: `Row ${total - 1}` });
    const box = await last.boundingBox();
    const view = await grid
      .grid()
      .evaluate((table) => (table.parentElement as HTMLElement).getBoundingClientRect());
    expect(box && box.y + box.height <= view.bottom + 1).toBe(true);
    console.info(
      `a million rows: first rows ${Math.round(firstPaint)} ms after opening the grid, middle ${Math.round(middle)} ms after the jump`,
    );
  });
});
