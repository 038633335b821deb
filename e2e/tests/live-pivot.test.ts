import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage, type PivotPage } from '../pages/cubes-pages';
import { seededCredentials } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAs, wideScreen } from '../support/session';

let browser: Browser;
let viewer: Page;
let seed: ReturnType<typeof cubeSeed>;
const suffix = uniquePrefix('live');

beforeAll(async () => {
  const { demo } = await seededCredentials();
  // The writer: another session of the same user, over the API.
  seed = cubeSeed((await apiLogin(demo.login, demo.password)).accessToken);
  browser = await launchChromium();
  ({ page: viewer } = await signInAs(browser, demo.login, demo.password, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

/** A cube of two regions, `amount` 7 in R1. */
async function seedCube(name: string): Promise<string> {
  const regions = await seed.sequence(`Regions ${name}`, 2, 'R');
  const cubeId = await seed.cube(
    name,
    [{ name: 'region', refId: regions }],
    [{ name: 'amount', type: 'integer' }],
  );
  await write(cubeId, 7);
  return cubeId;
}

const write = (cubeId: string, value: number) =>
  seed.call('/api/cubes/write', { cubeId, measure: 'amount', coords: { region: 'R1' }, value });

describe("a pivot open in another operator's console", () => {
  it('shows a value written while its live stream was still connecting', async () => {
    const name = `Live ${suffix}`;
    const cubeId = await seedCube(name);
    // The stream is held back until the pivot has been read: the write lands in between, as on a busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await viewer.route(/\/api\/events\?/, async (route) => {
      await held;
      await route.continue();
    });
    const pivot: PivotPage = await new CubesPage(viewer).openCube(baseUrl(), cubeId, name);
    await expect.poll(() => pivot.cells('R1').first().textContent()).toBe('7');
    await write(cubeId, 8);
    release();
    await expect.poll(() => pivot.cells('R1').first().textContent()).toBe('8');
    // Connected now: the next write arrives as an event.
    await write(cubeId, 9);
    await expect.poll(() => pivot.cells('R1').first().textContent()).toBe('9');
    await viewer.unroute(/\/api\/events\?/);
  });
});
