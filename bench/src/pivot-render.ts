import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import type { SqlValue } from '../../packages/server/src/engine/engine';
import { rebuildHierarchy } from '../../packages/server/src/engine/warehouse/duckdb/ref-hierarchy';
import { factTable, refTable } from '../../packages/server/src/engine/warehouse/table-names';
import { call } from './cube-pivot';
import { launchBenchChromium, scrollLongTasks, signedInContext } from './grid-million';
import { signInAdmin } from './qry-select';
import { startCubus } from './server-process';

export interface PivotRender {
  rows: number;
  columns: number;
  /** From the start of the navigation to the first cell of the pivot painted. */
  firstCellsMs: number;
  /** The longest main-thread task from the pivot's request until it had settled (0: none over 50 ms). */
  loadLongestTaskMs: number;
  /** The longest before it, while the console itself started (its shell, not the pivot's cells). */
  bootLongestTaskMs: number;
  /** The longest main-thread task while scrolling down and up, then right and left. */
  scrollLongestTaskMs: number;
  longTasks: number;
  /** From Enter on an edited leaf cell until its value is stored and shown in the pivot. */
  writeVisibleMs: number;
  /** From the same Enter until the pivot, read again after the write (totals from the server), is painted. */
  rereadMs: number;
  /** From the same Enter until a second operator's open pivot of the cube shows the new value. */
  otherViewerMs: number;
}

const rowMembers = 2000;
const columnMembers = 50;
const cell = '.pivot-grid [data-cell]';
/** What the bench writes into a leaf cell (the measure shows it as 424,242.00). */
const written = 424242;

/** Flat members (no hierarchy), so the pivot opens at its leaves: `count` rows of one reference. */
const flatMembers = (prefix: string, count: number) =>
  `SELECT i AS id, '${prefix}' || i AS code, '${prefix} ' || i AS name, NULL AS parent_id, i AS ord FROM range(1, ${count + 1}) t(i)`;

/** A fact at every coordinate of item × column: 100,000 facts, constants only. */
const everyCoordinate = `SELECT r, c, round(((r * 7919 + c * 104729) % 100000) / 100.0, 2)::DOUBLE
  FROM range(1, ${rowMembers + 1}) a(r), range(1, ${columnMembers + 1}) b(c)`;

/**
 * A cube whose default pivot is 2,000 item rows × 50 column members (the first two dimensions
 * open on rows and columns at their first level), written straight into the domain's file.
 */
export async function seedWideCube(dataDir: string): Promise<{ cubeId: string; domainId: string }> {
  const cubus = await startCubus(dataDir);
  const first = await signInAdmin(dataDir, cubus.url);
  const refIds: string[] = [];
  for (const name of ['bench rows', 'bench columns'])
    refIds.push(
      (
        await call<{ row: { id: string } }>(cubus, first.accessToken, '/api/qry', {
          op: 'create',
          object: 'refs',
          values: { name },
        })
      ).row.id,
    );
  const [itemRef, columnRef] = refIds as [string, string];
  const cubeId = (
    await call<{ row: { id: string } }>(cubus, first.accessToken, '/api/qry', {
      op: 'create',
      object: 'cubes',
      values: {
        name: 'bench wide',
        dimensions: [
          { name: 'item', refId: itemRef },
          { name: 'column', refId: columnRef },
        ],
        measures: [{ name: 'amount' }],
      },
    })
  ).row.id;
  await cubus.stop();

  const file = path.join(dataDir, 'warehouse', `${first.session.domain.id}.duckdb`);
  const writer = await DuckDBInstance.create(file);
  const setup = await writer.connect();
  const query = async (sql: string, params: SqlValue[] = []) =>
    (await setup.runAndReadAll(sql, params)).getRowObjectsJS();
  for (const [id, select] of [
    [itemRef, flatMembers('I', rowMembers)],
    [columnRef, flatMembers('C', columnMembers)],
  ] as const) {
    await query(`INSERT INTO ${refTable(id)} (id, code, name, parent_id, ord) ${select}`);
    await rebuildHierarchy(query, id);
  }
  await query(`INSERT INTO ${factTable(cubeId)} ${everyCoordinate}`);
  setup.closeSync();
  writer.closeSync();
  return { cubeId, domainId: first.session.domain.id };
}

interface LoadTask {
  end: number;
  duration: number;
}

/**
 * For `page.addInitScript`: records the `performance.now()` of the frame that first paints a pivot
 * cell, and every long task from the start of the page.
 */
function pivotProbe(): void {
  const probe = window as unknown as { cubusFirstCells?: number; cubusLoadTasks: LoadTask[] };
  probe.cubusLoadTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.cubusLoadTasks.push({ end: entry.startTime + entry.duration, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.pivot-grid [data-cell]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      probe.cubusFirstCells = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Resolves with `Date.now()` once the cell at `at` shows `value` (as the pivot formats it: grouped,
 * with the measure's decimals); `whose` pivot names it in the error.
 */
function whenCellShows(page: Page, at: string, value: number, whose: string): Promise<number> {
  return page.evaluate(
    ({ at, value, whose }) =>
      new Promise<number>((resolve, reject) => {
        const began = Date.now();
        const check = () => {
          const text = document.querySelector(`.pivot-grid [data-cell="${at}"]`)?.textContent ?? '';
          if (Number(text.replace(/[^\d.-]/g, '')) === value) resolve(Date.now());
          else if (Date.now() - began > 20_000)
            reject(new Error(`${whose} cell ${at} never showed ${value}: it shows "${text}"`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { at, value, whose },
  );
}

type WriteTimes = { keyAt: number; storedAt: number; shownAt: number };

/**
 * For `page.evaluate`, before the Enter that writes: from then on, when (epoch ms, the page's own
 * clock) the key went down, the write's answer had arrived in full, and the cell at `at` showed
 * `value`. Timed inside the page, so the driver's round trips are not counted.
 */
function watchWrite({ at, value }: { at: string; value: number }): void {
  const epoch = (time: number) => performance.timeOrigin + time;
  const times = { keyAt: 0, storedAt: 0, shownAt: 0 };
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !times.keyAt) times.keyAt = epoch(event.timeStamp);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (entry.name.endsWith('/api/cubes/write')) times.storedAt = epoch(entry.responseEnd);
  }).observe({ type: 'resource' });
  const began = Date.now();
  (window as unknown as { cubusWrite: Promise<WriteTimes> }).cubusWrite = new Promise((resolve, reject) => {
    const check = () => {
      const text = document.querySelector(`.pivot-grid [data-cell="${at}"]`)?.textContent ?? '';
      if (times.keyAt && !times.shownAt && Number(text.replace(/[^\d.-]/g, '')) === value)
        times.shownAt = epoch(performance.now());
      if (times.storedAt && times.shownAt) resolve(times);
      else if (Date.now() - began > 20_000)
        reject(new Error(`the writer's cell ${at} never showed ${value}: it shows "${text}"`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * The pivot of a 2,000 × 50 cube in Chromium: first cells, the main thread while it loads and
 * while it scrolls both ways, then a leaf cell written and the time until it is stored and shown,
 * in the writer's pivot and in a second operator's.
 */
export async function pivotRender(dataDir: string): Promise<PivotRender> {
  await (await startCubus(dataDir)).stop();
  const { cubeId } = await seedWideCube(dataDir);
  const cubus = await startCubus(dataDir);
  const browser = await launchBenchChromium();
  try {
    const openPivot = async () => {
      const tokens = await signInAdmin(dataDir, cubus.url);
      const context = await signedInContext(browser, tokens);
      const page = await context.newPage();
      const url = `${cubus.url}/cubus/cubes?cube=${encodeURIComponent(cubeId)}`;
      // A first visit warms the browser's cache, as for an operator who has used the console before.
      await page.goto(url);
      await page.locator(cell).first().waitFor({ timeout: 60_000 });
      await page.addInitScript(pivotProbe);
      await page.goto(url);
      return page;
    };
    const page = await openPivot();
    const firstCells = (await (
      await page.waitForFunction(() => (window as unknown as { cubusFirstCells?: number }).cubusFirstCells)
    ).jsonValue()) as number;
    await page.waitForTimeout(1000);
    // Split at the pivot's request: before it the console starts, after it the pivot loads and renders.
    const { loadTasks, pivotAsked } = await page.evaluate(() => ({
      loadTasks: (window as unknown as { cubusLoadTasks: LoadTask[] }).cubusLoadTasks,
      pivotAsked:
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/cubes/pivot'))
          ?.startTime ?? 0,
    }));
    const longest = (tasks: LoadTask[]) => Math.max(0, ...tasks.map((task) => task.duration));
    const rows = await page.locator('.pivot-grid [role="grid"]').getAttribute('aria-rowcount');
    const columns = await page.locator('.pivot-grid [role="grid"]').getAttribute('aria-colcount');
    const down = await scrollLongTasks(page, '.pivot-grid [role="grid"]', { x: 0, y: 900 });
    const across = await scrollLongTasks(page, '.pivot-grid [role="grid"]', { x: 600, y: 0 }, 20);

    const viewer = await openPivot();
    await viewer.locator(cell).first().waitFor();
    // A leaf cell both pivots show after a scroll back to the top left.
    await page.locator('.pivot-grid').evaluate((grid) => grid.scrollTo(0, 0));
    const target = page.locator('.pivot-grid [data-cell="2:3"]');
    await target.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(written));
    const seen = whenCellShows(viewer, '2:3', written, "the second viewer's");
    // Awaited below; should the writer fail first, its rejection must not end the process unhandled.
    seen.catch(() => {});
    await page.evaluate(watchWrite, { at: '2:3', value: written });
    const reread = page
      .waitForResponse((response) => response.url().endsWith('/api/cubes/write'))
      .then(() => page.waitForResponse((response) => response.url().endsWith('/api/cubes/pivot')));
    await page.keyboard.press('Enter');
    // Shown at once by the pivot and stored: what the operator sees is what the cube holds.
    const { keyAt, storedAt, shownAt } = await page.evaluate(
      () => (window as unknown as { cubusWrite: Promise<WriteTimes> }).cubusWrite,
    );
    await (await reread).finished();
    const rereadShown = await whenCellShows(page, '2:3', written, "the writer's");
    const otherSeen = await seen;
    return {
      rows: Number(rows),
      columns: Number(columns),
      firstCellsMs: firstCells,
      loadLongestTaskMs: longest(loadTasks.filter((task) => task.end > pivotAsked)),
      bootLongestTaskMs: longest(loadTasks.filter((task) => task.end <= pivotAsked)),
      scrollLongestTaskMs: Math.max(down.longestMs, across.longestMs),
      longTasks: loadTasks.length + down.count + across.count,
      writeVisibleMs: Math.max(storedAt, shownAt) - keyAt,
      rereadMs: rereadShown - keyAt,
      otherViewerMs: otherSeen - keyAt,
    };
  } finally {
    await browser.close();
    await cubus.stop();
  }
}
