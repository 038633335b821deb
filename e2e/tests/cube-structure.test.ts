import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CubesPage } from '../pages/cubes-pages';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAs, wideScreen } from '../support/session';
import { scanBothSkins, setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
let seed: ReturnType<typeof cubeSeed>;
const suffix = uniquePrefix('structure');
const call = (path: string, body: object) => seed.call(path, body);

/** A cube of this test's own: region × scenario, one measure, two facts (10 in S1, 20 in S2). */
async function seedCube(name: string): Promise<string> {
  const sequence = (title: string, prefix: string) => seed.sequence(`${title} ${suffix}`, 2, prefix);
  const region = await sequence('Regions', 'R');
  const scenario = await sequence('Scenarios', 'S');
  await sequence('Channels', 'C');
  const cubeId = await seed.cube(
    name,
    [
      { name: 'region', refId: region },
      { name: 'scenario', refId: scenario, scenario: true },
    ],
    [{ name: 'amount' }],
  );
  for (const [r, s, value] of [
    ['R1', 'S1', 10],
    ['R2', 'S2', 20],
  ] as const)
    await call('/api/cubes/write', { cubeId, measure: 'amount', coords: { region: r, scenario: s }, value });
  return cubeId;
}

beforeAll(async () => {
  const { demo } = await seededCredentials();
  seed = cubeSeed((await apiLogin(demo.login, demo.password)).accessToken);
  browser = await launchChromium();
  ({ page } = await signInAs(browser, demo.login, demo.password, wideScreen));
});
afterAll(async () => {
  await browser.close();
});

describe('a cube’s structure', () => {
  it('adds a measure and a dimension, removes the scenario keeping one member, from the keyboard', async () => {
    const name = `Plan ${suffix}`;
    const cubeId = await seedCube(name);
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    const toggle = page.getByRole('button', { name: 'Structure' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Dimensions and measures' });
    await panel.getByRole('rowheader', { name: 'scenario' }).waitFor();
    await scanBothSkins(page);
    const structure = async () =>
      (
        (await call('/api/qry', { op: 'get', object: 'cubes', id: cubeId })) as {
          row: Record<string, unknown>;
        }
      ).row;

    // A dialog covers the skin toggle: each is scanned in the skin set before it opens.
    const scanIn = async (dark: boolean) => {
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.body.classList.contains('dark-layout'))).toBe(dark);
    };
    // A measure: typed, then saved from the keyboard.
    await setSkin(page, true);
    await panel.getByRole('button', { name: 'Add measure' }).click();
    const measure = page.getByRole('dialog', { name: 'New measure' });
    await measure.getByLabel('Name').fill('units');
    await scanIn(true);
    await measure.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText("The cube's structure was changed").first().waitFor();
    await panel.getByRole('rowheader', { name: 'units' }).waitFor();

    // A dimension: the two facts go to channel C2.
    await setSkin(page, false);
    await panel.getByRole('button', { name: 'Add dimension' }).click();
    const dimension = page.getByRole('dialog', { name: 'New dimension' });
    await dimension.getByLabel('Name').fill('channel');
    await pivot.choose(dimension.getByRole('combobox', { name: 'Reference' }), `Channels ${suffix}`);
    await pivot.choose(dimension.getByRole('combobox', { name: 'Member for the existing facts' }), 'C2');
    await scanIn(false);
    await dimension.getByRole('button', { name: 'Add dimension' }).click();
    await panel.getByRole('rowheader', { name: 'channel' }).waitFor();
    await pivot.chip('channel').waitFor();

    // The scenario goes, keeping S1's facts: the dialog starts on that choice and says why.
    await setSkin(page, true);
    await panel.getByRole('button', { name: 'Remove scenario' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove the dimension scenario?' });
    await remove.getByText(/as a planner keeps Actual/).waitFor();
    expect(await remove.getByRole('radio', { name: "Keep only one member's facts" }).isChecked()).toBe(true);
    await pivot.choose(remove.getByRole('combobox', { name: 'Member to keep' }), 'S1');
    await scanIn(true);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await structure()).facts).toBe(1);
    const row = await structure();
    expect((row.dimensions as { name: string }[]).map((d) => d.name)).toEqual(['region', 'channel']);
    expect((row.measures as { name: string }[]).map((m) => m.name)).toEqual(['amount', 'units']);
    await pivot.grid().getByRole('rowheader', { name: 'R1', exact: true }).waitFor();
    await expect.poll(() => pivot.grid().getByRole('rowheader', { name: 'R2', exact: true }).count()).toBe(0);
    await scanBothSkins(page);
  });
});
