import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasourcesPage, ImportsPage } from '../pages/data-in-pages';
import { GridPage } from '../pages/grid';
import { LoginPage } from '../pages/login-page';
import { MountsPage } from '../pages/mounts-page';
import { seededCredentials } from '../support/accounts';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { baseUrl } from '../support/session';
import { setSkin } from '../support/skin';

/** The CI PostgreSQL (trust auth); the test's rows live in a schema of their own, dropped after. */
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const target = new URL(pgUrl);
const suffix = uniquePrefix('mnt').replace(/-/g, '_').toLowerCase();
const schema = `e2e_${suffix}`;
const table = 'orders';
const sourceName = `Warehouse PG ${suffix}`;
const mountName = `Orders ${suffix}`;
const cities = ['Oslo', 'Lima', 'Kyiv', 'Porto'];
const rowCount = 12;
const made: { mountPath?: string } = {};

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onPostgres(`create schema ${schema}`);
  const values = Array.from(
    { length: rowCount },
    (_, i) =>
      `(${i + 1}, '${cities[i % 4]}', ${(i + 1) * 10}.5, '2024-02-${String(i + 1).padStart(2, '0')}')`,
  );
  await onPostgres(
    `create table ${schema}.${table} (id integer primary key, city text, amount numeric(8,2), day date);
     insert into ${schema}.${table} values ${values.join(', ')}`,
  );
  const { demo } = await seededCredentials();
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open(baseUrl());
  await login.signIn(demo.login, demo.password);
  await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await onPostgres(`drop schema if exists ${schema} cascade`).catch(() => undefined);
});

describe('mounts: a live PostgreSQL table, refreshed, materialised, and imported through the wizard', () => {
  it('saves a PostgreSQL source that tests fine', async () => {
    const sources = new DatasourcesPage(page);
    await sources.open(baseUrl());
    const drawer = await sources.startNew();
    await drawer.getByLabel('Name', { exact: true }).fill(sourceName);
    await drawer.getByLabel('Host', { exact: true }).fill(target.hostname);
    await drawer.getByLabel('Port', { exact: true }).fill(target.port || '5432');
    await drawer.getByLabel('Database', { exact: true }).fill(target.pathname.slice(1));
    await drawer.getByLabel('User name', { exact: true }).fill(decodeURIComponent(target.username));
    await drawer.getByRole('button', { name: 'Test' }).click();
    await drawer.getByTestId('datasource-test-result').getByText('Connected').waitFor();
    await drawer.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Data source saved').first().waitFor();
  });

  it('mounts a table, browses its rows with a filter, and refreshes its schema', async () => {
    const mounts = new MountsPage(page);
    await mounts.open(baseUrl());
    const drawer = await mounts.startNew();
    await drawer.getByLabel('Name', { exact: true }).fill(mountName);
    await mounts.chooseTable(drawer, `${sourceName} (PostgreSQL)`, schema, table);
    await drawer.getByTestId('mount-form-reads').getByText(`Reads the table ${schema}.${table}`).waitFor();
    await drawer.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: mountName }).waitFor();
    made.mountPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(mounts.reads().textContent()).resolves.toBe(`${schema}.${table}`);

    const rows = new GridPage(page, page.getByRole('region', { name: `Rows of ${mountName}` }));
    await rows.waitForRowCount(rowCount);
    // Read-only: no New, no cell editing, no Delete.
    await expect(rows.button('New').count()).resolves.toBe(0);
    await rows.openPanel('Filter');
    await rows.addCondition(0, 'City', 'equals', 'Oslo');
    await rows.waitForRowCount(rowCount / 4);
    expect(new Set(await rows.column('city'))).toEqual(new Set(['Oslo']));

    await onPostgres(`alter table ${schema}.${table} add column note text`);
    await mounts.button('Refresh schema').click();
    await page.getByText('Schema refreshed. Columns: 5').first().waitFor();
    await page.getByRole('region', { name: `Rows of ${mountName}` }).waitFor();
    await rows.waitForRowCount(rowCount);
    const headers = await rows.headers();
    expect(headers).toContain('Note');
  }, 120_000);

  it('materialises the mount into a new data table with live progress', async () => {
    const mounts = new MountsPage(page);
    // A row opens the mount's own screen, not the generic record card.
    await mounts.open(baseUrl());
    await page.getByRole('button', { name: 'Open row 1', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: mountName }).waitFor();
    await mounts.button('Materialise').click();
    const dialog = mounts.materialiseDialog();
    await dialog.waitFor();
    const name = `mat_${suffix}`;
    await dialog.getByLabel('Name of the new data table').fill(name);
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await mounts
      .materialiseProgress()
      .getByText(/^(Succeeded|Failed|Cancelled)$/)
      .waitFor({ timeout: 60_000 });
    expect(await mounts.materialiseProgress().textContent()).toContain('Succeeded');
    await dialog.getByRole('link', { name: `Open the table ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const rows = new GridPage(page, page.getByRole('region', { name: `Rows of ${name}` }));
    await rows.waitForRowCount(rowCount);
  }, 120_000);

  it('imports the source’s table through the wizard', async () => {
    const imports = new ImportsPage(page);
    await imports.open(baseUrl());
    await imports.startWizard();
    await page.getByRole('tab', { name: 'From a data source' }).click();
    const mounts = new MountsPage(page);
    await mounts.pick(page.getByRole('combobox', { name: 'Data source' }), sourceName);
    await mounts.pick(page.getByRole('combobox', { name: 'Schema' }), schema);
    await page.getByRole('button', { name: `Choose ${table}`, exact: true }).click();
    await imports.button('Next').click();
    await page.getByText(`Reads the table ${schema}.${table} of ${sourceName}.`).waitFor();
    await imports.button('Read the columns').click();
    await imports.mappingTable().waitFor();
    await expect(imports.targetOf('city').inputValue()).resolves.toBe('city');
    const name = `imp_${suffix}`;
    await page.getByLabel('Name of the new table').fill(name);
    await imports.button('Next').click();
    await page.getByText(`First ${rowCount} rows; 0 would be rejected.`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await imports.button('Save and Run').click();
    await imports
      .progress()
      .getByText(/^(Succeeded|Failed|Cancelled)$/)
      .waitFor({ timeout: 60_000 });
    expect(await imports.progress().textContent()).toContain('Succeeded');
    await imports.progress().getByText(String(rowCount)).first().waitFor();
  }, 120_000);

  it('passes axe on the mounts screens in the light and dark skins', async () => {
    const screens: { path: string; ready: () => Promise<unknown> }[] = [
      { path: '/cubus/mounts', ready: () => page.getByTestId('grid-row').first().waitFor() },
      {
        path: '/cubus/mounts',
        // The editor opens over the page (and over the skin switch), so after the skin is set.
        ready: async () => {
          const mounts = new MountsPage(page);
          await mounts.chooseTable(await mounts.startNew(), `${sourceName} (PostgreSQL)`, schema, table);
          // Judged at rest: the pointer left on the chosen button would show its hover colour.
          await page.mouse.move(0, 0);
        },
      },
      ...(made.mountPath
        ? [{ path: made.mountPath, ready: () => page.getByTestId('grid-row').first().waitFor() }]
        : []),
    ];
    for (const dark of [false, true])
      for (const screen of screens) {
        await page.goto(`${baseUrl()}${screen.path}`);
        await page.getByTestId('navbar').waitFor();
        await setSkin(page, dark);
        await screen.ready();
        await expectNoSeriousA11yViolations(page);
      }
    await setSkin(page, false);
  }, 180_000);
});
