import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionsPage } from '../pages/actions-page';
import { launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = uniquePrefix('act');
const actionName = `Totals then tell ${suffix}`;
const message = `Totals refreshed ${suffix}`;

beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('actions', () => {
  it('creates an action with two steps, reorders them by keyboard, runs it and reads the Log', async () => {
    const actions = new ActionsPage(page);
    await actions.open(baseUrl());
    await actions.startNew();
    await actions.field('Name').fill(actionName);
    // A new action starts with one Ribbon step.
    await actions.field('Message of step 1').fill(message);
    await actions.button('Add step').click();
    await actions.choose(actions.combobox('Type of step 2'), 'Run procedure');
    await actions.choose(actions.combobox('Procedure of step 2'), 'Recalculate totals', true);

    // The handle moves a step with the arrow keys, and says so.
    await actions.button('Move step 2').focus();
    await page.keyboard.press('ArrowUp');
    await actions.announce().getByText('Step moved to position 1.').waitFor();
    await expect.poll(() => actions.stepType(1).textContent()).toContain('Run procedure');
    await expect.poll(() => actions.field('Message of step 2').inputValue()).toBe(message);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move step 1');
    await scanBothSkins(page);

    await actions.button('Save').click();
    await page.getByRole('heading', { level: 1, name: actionName }).waitFor();
    // Each step says what it runs.
    await page.getByTestId('action-steps').getByText('Run procedure: Recalculate totals').waitFor();

    // Run from the keyboard.
    await actions.button('Run').focus();
    await page.keyboard.press('Enter');
    // The run's state, not its figure ("2 of 2 succeeded"), which follows with the steps' outcomes.
    await actions.progress().getByText('Succeeded', { exact: true }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        actions
          .progress()
          .getByText(/of 2 succeeded$/)
          .textContent(),
      )
      .toBe('2 of 2 succeeded');
    await actions.runSteps().getByRole('cell', { name: '1. Recalculate totals', exact: true }).waitFor();
    await actions
      .runSteps()
      .getByRole('cell', { name: `2. ${message}`, exact: true })
      .waitFor();
    await expect.poll(() => actions.runSteps().getByText('Succeeded', { exact: true }).count()).toBe(2);
    await actions.log().getByText('2 of 2 succeeded').waitFor();
    await scanBothSkins(page);

    // A step's job opens on its procedure's screen, that run open in its Log.
    await actions.runSteps().getByRole('link', { name: 'Open the run of 1. Recalculate totals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recalculate totals' }).waitFor();
    expect(new URL(page.url()).searchParams.get('run')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByTestId('procedure-log').getByRole('button', { name: 'Collapse row' }).waitFor();
  }, 120_000);
});
