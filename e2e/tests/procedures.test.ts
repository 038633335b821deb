import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProceduresPage } from '../pages/procedures-page';
import { apiCall } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = uniquePrefix('proc');
const refName = `Stores ${suffix}`;
const procedureName = `Store answer ${suffix}`;

beforeAll(async () => {
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  const generated = await apiCall('/api/refs/generate', accessToken, {
    name: refName,
    generator: { kind: 'sequence', count: 12, prefix: 'S', pad: 3 },
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(201);
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('procedures', () => {
  it('creates a procedure with a member argument, runs it, shows the result and the log', async () => {
    const procedures = new ProceduresPage(page);
    await procedures.open(baseUrl());
    await procedures.startNew();
    await procedures.field('Name').fill(procedureName);
    await procedures.button('Add argument').click();
    await procedures.field('Name of argument 1').fill('store');
    await procedures.choose(procedures.combobox('Type of argument 1'), 'Member of a reference');
    // Typed: the list is virtual, and the references other tests made can push this one out of view.
    await procedures.choose(procedures.combobox('Reference of argument 1'), refName, true);
    await page.getByRole('switch', { name: 'Argument 1 is required' }).click();
    await procedures.field('Body (SQL)').fill('SELECT $store AS store, 42 AS answer');
    await scanBothSkins(page);
    await procedures.button('Save').click();
    await page.getByRole('heading', { level: 1, name: procedureName }).waitFor();

    await procedures.button('Run').click();
    await page.getByText('Enter a value.').waitFor();
    await procedures.choose(procedures.combobox('store'), 'S003', true);
    await procedures.button('Run').click();
    await procedures.progress().getByText('Succeeded').waitFor({ timeout: 30_000 });
    await procedures.result().getByRole('cell', { name: 'S003', exact: true }).waitFor();
    await procedures.result().getByRole('cell', { name: '42', exact: true }).waitFor();
    await procedures.log().getByRole('cell', { name: 'store = S003' }).waitFor();
    await scanBothSkins(page);
  }, 90_000);

  it('shows a built-in procedure read-only, with Run only', async () => {
    const { accessToken } = await apiLogin('admin', inject('adminPassword'));
    const found = await apiCall('/api/qry', accessToken, {
      op: 'select',
      object: 'procedures',
      search: 'Recalculate totals',
      fields: ['id', 'name'],
    });
    const rows = (found.body as { rows: { id: string; name: string }[] }).rows;
    const builtin = rows.find((row) => row.name === 'Recalculate totals');
    expect(builtin).toBeDefined();
    await page.goto(`${baseUrl()}/cubus/procedures?procedure=${builtin?.id}`);
    await page.getByRole('heading', { level: 1, name: 'Recalculate totals' }).waitFor();
    const procedures = new ProceduresPage(page);
    await procedures.button('Run').waitFor();
    await page.getByText('Built-in', { exact: true }).waitFor();
    // Its argument is titled in words, not by its name in the procedure.
    await page.getByLabel('Cube (all when empty)').waitFor();
    expect(await procedures.button('Edit').count()).toBe(0);
  });
});
