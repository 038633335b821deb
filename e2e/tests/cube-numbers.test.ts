import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PivotAnswer, pivotRow } from '../../packages/shared/src/pivot';
import { CubesPage, PivotPage } from '../pages/cubes-pages';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAs, wideScreen } from '../support/session';
import { scanBothSkins, setSkin } from '../support/skin';

let browser: Browser;
let page: Page;
let seed: ReturnType<typeof cubeSeed>;
const suffix = uniquePrefix('numbers');
const call = <T = Record<string, unknown>>(path: string, body: object) => seed.call<T>(path, body);
const sequence = (title: string, count: number, prefix: string) =>
  seed.sequence(`${title} ${suffix}`, count, prefix);

/** A cube of this test's own: region × version, `amount` (money) and `units`, values in V1. */
async function seedCube(name: string): Promise<string> {
  const cubeId = await seed.cube(
    name,
    [
      { name: 'region', refId: await sequence('Regions', 2, 'R') },
      { name: 'version', refId: await sequence('Versions', 2, 'V') },
    ],
    [
      { name: 'amount', type: 'decimal', precision: 18, scale: 2 },
      { name: 'units', type: 'integer' },
    ],
  );
  for (const measure of ['amount', 'units'])
    await call('/api/cubes/write', { cubeId, measure, coords: { region: 'R1', version: 'V1' }, value: 7 });
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

describe('numbers you can trust, in the console', () => {
  it('declares a measure’s type with pickers and marks the version dimension, which is never summed', async () => {
    const name = `Plan ${suffix}`;
    const cubeId = await seedCube(name);
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    // Money shows its two decimals; the versions are still added up, as the cube has none marked.
    await pivot.place('version', 'Columns');
    await pivot.grid().getByRole('columnheader', { name: 'Total' }).first().waitFor();
    await page.getByRole('button', { name: 'Structure' }).click();
    const panel = page.getByRole('region', { name: 'Dimensions and measures' });
    await panel.getByRole('cell', { name: 'Decimal (18, 2) · Sum' }).waitFor();
    await panel.getByRole('cell', { name: 'Integer · Sum' }).waitFor();
    await scanBothSkins(page);

    // amount becomes a decimal of 4 places, from the keyboard.
    await setSkin(page, true);
    await panel.getByRole('button', { name: 'Edit amount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Measure amount' });
    const scale = dialog.getByRole('spinbutton', { name: 'Decimals of amount' });
    await scale.fill('4');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('cell', { name: 'Decimal (18, 4) · Sum' }).waitFor();
    const measures = async () =>
      (
        await call<{ row: { measures: Record<string, unknown>[] } }>('/api/qry', {
          op: 'get',
          object: 'cubes',
          id: cubeId,
        })
      ).row.measures;
    expect((await measures())[0]).toEqual({
      name: 'amount',
      type: 'decimal',
      precision: 18,
      scale: 4,
      aggregation: 'sum',
    });
    await setSkin(page, false);

    // version becomes the version dimension: no total over it, and off the axes it opens on V1.
    await pivot.choose(panel.getByRole('combobox', { name: 'Version (scenario) dimension' }), 'version');
    await page.getByText("The cube's structure was changed").first().waitFor();
    // The pivot starts anew with the changed structure: its version chip says so.
    await pivot.chip('version').filter({ hasText: 'scenario' }).waitFor();
    await pivot.place('version', 'Columns');
    // Once the answer for the new layout is in: V1 and V2 side by side, and no total over them.
    await expect
      .poll(async () => {
        const headers = await pivot.columnHeaders();
        return headers.includes('V1') && !headers.includes('Total');
      })
      .toBe(true);
    await pivot.place('version', 'Filter');
    const filter = page.getByRole('combobox', { name: 'Members of version' });
    await expect
      .poll(
        async () =>
          (await filter.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]').textContent()) ?? '',
      )
      .toContain('V1');
    await filter.click();
    expect(await page.getByText('All members').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => pivot.cells('R1').first().textContent()).toBe('7.0000');
    await scanBothSkins(page);
  });

  it('copies a version ×1.1 after saying how many cells it replaces, exactly, and undoes it', async () => {
    const name = `Copy ${suffix}`;
    const cubeId = await seedCube(name);
    await call('/api/cubes/structure', {
      cubeId,
      version: 1,
      change: { op: 'set-scenario', name: 'version' },
    });
    // Something in V2 to be replaced.
    await call('/api/cubes/write', {
      cubeId,
      measure: 'amount',
      coords: { region: 'R2', version: 'V2' },
      value: 5,
    });
    const pivot = await new CubesPage(page).openCube(baseUrl(), cubeId, name);
    await pivot.place('version', 'Columns');
    const dialog = pivot.dialog('Copy Scenario');
    const ask = async (factor: string) => {
      await page.getByRole('button', { name: 'Copy Scenario' }).click();
      await pivot.choose(dialog.getByRole('combobox', { name: 'From scenario' }), 'V1');
      await pivot.choose(dialog.getByRole('combobox', { name: 'To scenario' }), 'V2');
      await dialog.getByLabel('Factor').fill(factor);
      await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
      await dialog
        .getByTestId('copy-scenario-confirm')
        .getByText('This replaces 1 cell of V2 with the copied cells (1).')
        .waitFor();
    };
    // The confirmation in the dark skin (the dialog covers the skin toggle), cancelled.
    await setSkin(page, true);
    await ask('1.1');
    await dialog.getByText('Undo brings the replaced cells back.').waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await setSkin(page, false);
    await ask('1.2');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    // A changed value asks again.
    await dialog.getByLabel('Factor').fill('1.1');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByRole('button', { name: 'Replace 1 cell of V2' }).click();
    await page.getByText('Copied: 1 cell').first().waitFor();
    // 7 × 1.1 is 7.70 in the money measure; the whole units round as declared: 8.
    await expect.poll(() => pivot.cells('R1').allInnerTexts()).toEqual(['7.00', '7.70']);
    const units = await call<PivotAnswer>('/api/cubes/pivot', {
      cubeId,
      rows: [{ dim: 'region' }],
      filters: [{ dim: 'version', members: ['V2'] }],
      measures: ['units'],
    });
    expect(pivotRow(units, 0)).toEqual([8]);
    // The copy changed two cells of V2 (R2's 5 replaced, R1 filled): its undo changes both back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: 2 cells restored').first().waitFor();
    await expect.poll(() => pivot.cells('R2').allInnerTexts()).toEqual(['', '5.00']);
    await expect.poll(() => pivot.cells('R1').allInnerTexts()).toEqual(['7.00', '']);
    // Two dialogs and an axe scan in each skin: about 50 s on a busy machine.
  }, 120_000);

  it('refuses a pivot too large at once, saying how large in the user’s language, and what to do', async () => {
    const name = `Large ${suffix}`;
    const cubeId = await seed.cube(
      name,
      [
        { name: 'r', refId: await sequence('Rows', 1100, 'R') },
        { name: 'c', refId: await sequence('Columns', 1100, 'C') },
      ],
      [{ name: 'v' }],
    );
    // It opens as any cube does: r down, c across: 1,101 × 1,101 headers with the totals.
    const began = Date.now();
    await page.goto(`${baseUrl()}/cubus/cubes?cube=${cubeId}`);
    await page
      .getByText(
        'This layout would show about 1,212,201 cells, more than the 1,000,000 allowed. Filter it, or collapse levels (drill up, turn off Expand all).',
      )
      .waitFor();
    expect(Date.now() - began).toBeLessThan(10_000);
    await scanBothSkins(page);
    await page.getByTestId('language-switcher').selectOption('de');
    await page.getByText(/^Dieses Layout würde etwa 1\.212\.201 Zellen zeigen/).waitFor();
    await page.getByTestId('language-switcher').selectOption('en');
    // With c off the axes the same cube answers.
    const pivot = new PivotPage(page, name);
    await pivot.place('c', 'Not shown');
    // No facts yet: the total line alone, and no refusal.
    await pivot.status().getByText('1 row × 1 column').waitFor();
    expect(await page.getByText('This layout would show about').count()).toBe(0);
  });

  it('generates from a table onto a shared reference: named counts, rejected rows with why, new members only when asked', async () => {
    // The shared reference the wizard picks by its name.
    await sequence('Shared regions', 2, 'R');
    const table = `strikes_${suffix.replaceAll('-', '_')}`;
    const { row } = await call<{ row: { id: string } }>('/api/qry', {
      op: 'create',
      object: 'tables',
      values: {
        name: table,
        columns: [
          { name: 'line', type: 'integer', nullable: false },
          { name: 'region', type: 'text' },
          { name: 'amount', type: 'decimal' },
        ],
        key: 'line',
      },
    });
    for (const [line, region, amount] of [
      [1, 'R1', 1.5],
      [2, 'R2', 2],
      [3, 'Atlantis', 4],
      [4, 'R1', 3],
    ] as const)
      await call('/api/qry', { op: 'create', object: `table:${row.id}`, values: { line, region, amount } });
    const cubes = new CubesPage(page);
    const generate = async (name: string, addMembers: boolean) => {
      await cubes.open(baseUrl());
      await cubes.startNew('From a data table');
      const wizard = cubes.wizard();
      await cubes.choose(wizard.getByRole('combobox', { name: 'Data table' }), table);
      await wizard.getByLabel('Cube name').fill(name);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await cubes.choose(
        wizard.getByRole('combobox', { name: 'Reference of region' }),
        `Shared regions ${suffix}`,
      );
      const add = wizard.getByRole('checkbox', { name: 'Add new members' });
      if (addMembers) await add.check();
      expect(await add.isChecked()).toBe(addMembers);
      await wizard.getByText(/A reference you reuse keeps its members/).waitFor();
      await wizard.getByRole('button', { name: 'Generate', exact: true }).click();
      await cubes.progress().getByText('Succeeded').waitFor({ timeout: 60_000 });
      return wizard;
    };
    const figure = (title: string) =>
      cubes.progress().locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
    await setSkin(page, true);
    const wizard = await generate(`Strict ${suffix}`, false);
    await expect.poll(() => figure('Facts written').textContent()).toBe('2');
    expect(
      await Promise.all(
        ['Rows read', 'Rows loaded', 'Rows rejected'].map((title) => figure(title).textContent()),
      ),
    ).toEqual(['4', '3', '1']);
    const rejected = wizard.getByRole('table', { name: 'Rejected rows: the first 1 of 1' });
    const line = rejected.getByRole('row').filter({ hasText: 'Atlantis' });
    await line.getByText("Not a member of the dimension's reference.").waitFor();
    expect(await line.getByRole('cell').allInnerTexts()).toEqual([
      '3',
      "Not a member of the dimension's reference.",
      'region',
      'Atlantis',
    ]);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    await setSkin(page, false);

    const grown = await generate(`Grown ${suffix}`, true);
    await expect.poll(() => figure('Rows rejected').textContent()).toBe('0');
    await grown
      .getByRole('list', { name: 'Members added' })
      .getByText(/^region: new members 1, under new-members-\d{4}-\d{2}-\d{2}$/)
      .waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await grown.getByRole('button', { name: 'Close' }).last().click();
  });
});
