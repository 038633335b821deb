import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasourcesPage, ImportsPage } from '../pages/data-in-pages';
import { GridPage } from '../pages/grid';
import { seededCredentials } from '../support/accounts';
import { chooseOption } from '../support/antd-select';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { uniquePrefix } from '../support/qry';
import { baseUrl, signInAs } from '../support/session';
import { setSkin } from '../support/skin';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = uniquePrefix('in').replace(/-/g, '_');
const tableName = `sales_${suffix}`;
const rowCount = 480_000;
/** One import's screen and one table's rows, once the upload test made them (paths with the query). */
const made: { importPath?: string; tablePath?: string } = {};

/**
 * About 17 MB (three 8 MiB chunks): a header with a space, typed columns, and at the end a line
 * with one field too many and one bad amount.
 */
function salesCsv(): Buffer {
  const regions = ['North', 'South', 'East', 'West'];
  const lines = ['Order id,Region,Amount,Day'];
  for (let i = 1; i < rowCount; i += 1)
    lines.push(`${i},${regions[i % 4]},${(i % 1000) / 10},2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
  lines.push('0,South,1,5,2024-01-02');
  lines.push(`${rowCount},North,x,2024-01-01`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

beforeAll(async () => {
  const { demo } = await seededCredentials();
  browser = await launchChromium();
  ({ context, page } = await signInAs(browser, demo.login, demo.password));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('data in: sources, uploads, imports and tables', () => {
  it('tests a data source with a clear message and saves it without showing the password back', async () => {
    const sources = new DatasourcesPage(page);
    await sources.open(baseUrl());
    const drawer = await sources.startNew();
    await drawer.getByLabel('Name', { exact: true }).fill(`Closed port ${suffix}`);
    await drawer.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await drawer.getByLabel('Port', { exact: true }).fill('1');
    await drawer.getByLabel('Password', { exact: true }).fill('not-shown-again');
    await drawer.getByRole('button', { name: 'Test' }).click();
    await drawer
      .getByTestId('datasource-test-result')
      .getByText(
        'The data source cannot be reached. Check the host and port, or ask the administrator whether the server may connect to it.',
      )
      .waitFor();
    await drawer.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Data source saved').first().waitFor();
    const saved = page.getByRole('dialog', { name: 'Data source' });
    await saved.getByRole('tab', { name: 'Browse' }).waitFor();
    await expect(saved.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('');
    await saved.getByText('A password is saved. Leave the field empty to keep it.').waitFor();
  });

  it('uploads a CSV with a pause and a resume, maps it, runs it with live progress and reads the log', async () => {
    const imports = new ImportsPage(page);
    // Each chunk takes a while on its way, so the pause lands in the middle of the upload.
    await page.route(
      (url) => url.pathname === '/api/uploadchunk' && url.searchParams.has('offset'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => undefined);
      },
    );
    await imports.open(baseUrl());
    await imports.startWizard();
    await imports.chooseFile(`sales ${suffix}.csv`, salesCsv());
    await imports.uploadStatus().filter({ hasText: 'Uploading' }).waitFor({ timeout: 30_000 });
    await imports.button('Pause').click();
    await imports.uploadStatus().filter({ hasText: 'Paused' }).waitFor();
    const [sent, size] = ((await imports.uploadBytes().textContent()) ?? '')
      .replaceAll(',', '')
      .match(/[\d.]+/g)
      ?.map(Number) ?? [0, 0];
    expect(sent).toBeLessThan(size ?? 0);
    await imports.button('Resume').click();
    await imports.uploadStatus().filter({ hasText: 'Uploading' }).waitFor();
    await page.getByText('First line holds the column names').waitFor({ timeout: 30_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await imports.button('Read the columns').click();
    await imports.mappingTable().waitFor();
    await expect(imports.targetOf('Order id').inputValue()).resolves.toBe('order_id');
    await expect(imports.targetOf('Amount').inputValue()).resolves.toBe('Amount');
    await expect(
      page.locator('.ant-select', { has: imports.typeOf('Amount') }).textContent(),
    ).resolves.toContain('Number');
    await expect(
      page.locator('.ant-select', { has: imports.typeOf('Day') }).textContent(),
    ).resolves.toContain('Date');
    await imports.targetOf('Amount').fill('amount');
    await page.getByLabel('Name of the new table').fill(tableName);
    await imports.button('Next').click();
    await page.getByText('First 20 rows; 0 would be rejected.').waitFor();
    await page.getByRole('table', { name: 'Rows as they will land' }).getByText('North').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await imports.button('Save and Run').click();

    await imports
      .progress()
      .getByText(/^(Succeeded|Failed|Cancelled)$/)
      .waitFor({ timeout: 90_000 });
    expect(await imports.progress().textContent()).toContain('Succeeded');
    await imports
      .progress()
      .getByText((rowCount - 1).toLocaleString('en'))
      .first()
      .waitFor();
    made.importPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const runs = imports.log().locator('tbody tr.ant-table-row');
    await expect.poll(() => runs.count()).toBe(1);
    await runs
      .first()
      .getByRole('button', { name: /expand/i })
      .click();
    await page.getByText(`Rows loaded into ${tableName}: ${(rowCount - 1).toLocaleString('en')}`).waitFor();
    const rejected = page.getByRole('table', { name: 'First rejected rows (2)' });
    await rejected.getByText(String(rowCount)).first().waitFor();
    await rejected.getByText('Fields in the line: 5; columns in the file: 4').waitFor();
    await rejected.getByText('0,South,1,5,2024-01-02').waitFor();

    // The target is named, a link to the table.
    await page.getByRole('link', { name: tableName, exact: true }).first().waitFor();
    await page.goto(`${baseUrl()}/cubus/tables`);
    const list = new GridPage(page);
    await list.search(tableName);
    await list.waitForRowCount(1);
    await page.getByRole('link', { name: 'Open the editor of row 1' }).click();
    await page.getByRole('heading', { level: 1, name: tableName }).waitFor();
    const rows = new GridPage(page, page.getByRole('region', { name: `Rows of ${tableName}` }));
    await rows.waitForRowCount(rowCount - 1);
    expect((await rows.column('order_id')).length).toBeGreaterThan(0);
    made.tablePath = new URL(page.url()).pathname + new URL(page.url()).search;
  }, 240_000);

  it('picks an upload up after a reload: checks what the server holds, then sends the rest', async () => {
    // A file on disk: picked again after the reload, it is the same file (name, size, time).
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'cubus-upload-')), `again ${suffix}.csv`);
    await writeFile(file, salesCsv());
    const imports = new ImportsPage(page);
    // The second chunk stays on its way until the page is reloaded, which drops it.
    let held = false;
    let reloaded = () => {};
    const reloading = new Promise<void>((resolve) => {
      reloaded = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/uploadchunk' && Number(url.searchParams.get('offset')) > 0,
      async (route) => {
        held = true;
        await reloading;
        await route.abort().catch(() => undefined);
      },
    );
    await imports.open(baseUrl());
    await imports.startWizard();
    await page.locator('.file-upload input[type="file"]').setInputFiles(file);
    await expect.poll(() => held).toBe(true);
    await page.reload({ waitUntil: 'commit' });
    reloaded();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('heading', { level: 1, name: 'New import' }).waitFor();
    // The statuses the panel shows, in order: the hash of the bytes the server holds is made again.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="upload-status"]')?.textContent;
        if (status && seen.at(-1) !== status) seen.push(status);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.locator('.file-upload input[type="file"]').setInputFiles(file);
    await page.getByText('First line holds the column names').waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toContain('Checking the file');
    expect(seen).not.toContain('Failed');
    await rm(path.dirname(file), { recursive: true, force: true });
  }, 120_000);

  it('reads a spreadsheet’s CSV from another language: its delimiter, decimal commas and days first found', async () => {
    const imports = new ImportsPage(page);
    await imports.open(baseUrl());
    await imports.startWizard();
    const written =
      '\ufeffKunde;Betrag;Datum\r\nMüller GmbH;1.234,50;31.12.2024\r\nÖztürk;-12,05;1.2.2025\r\n';
    await imports.chooseFile(`kunden ${suffix}.csv`, Buffer.from(written));
    const delimiter = page.getByRole('combobox', { name: 'Delimiter' });
    await delimiter.waitFor({ timeout: 30_000 });
    await expect(page.locator('.ant-select', { has: delimiter }).textContent()).resolves.toBe(
      'Detect from the file',
    );
    const numbers = page.getByRole('combobox', { name: 'Numbers' });
    const dates = page.getByRole('combobox', { name: 'Dates' });
    const typesAre = async (types: [string, string][]) => {
      await imports.mappingTable().waitFor();
      for (const [column, type] of types)
        await expect(
          page.locator('.ant-select', { has: imports.typeOf(column) }).textContent(),
        ).resolves.toContain(type);
    };
    // Read as its first rows write numbers and dates, which the Format step then shows.
    await imports.button('Read the columns').click();
    await typesAre([
      ['Kunde', 'Text'],
      ['Betrag', 'Number'],
      ['Datum', 'Date'],
    ]);
    await imports.button('Back').click();
    await expect(page.locator('.ant-select', { has: numbers }).textContent()).resolves.toBe(
      'Decimal comma: 1.234,56',
    );
    await expect(page.locator('.ant-select', { has: dates }).textContent()).resolves.toBe(
      'Day first: 31.12.2024',
    );
    const found = page.getByText("Found in the file's first rows");
    await found.first().waitFor();
    await expect(found.count()).resolves.toBe(2);
    // The user's choice stands over what was found: with a decimal point the amounts are text.
    await chooseOption(page, numbers, 'Decimal point: 1234.56');
    await imports.button('Read the columns').click();
    await typesAre([['Betrag', 'Text']]);
    await imports.button('Back').click();
    await chooseOption(page, numbers, 'Decimal comma: 1.234,56');
    await imports.button('Read the columns').click();
    await typesAre([
      ['Kunde', 'Text'],
      ['Betrag', 'Number'],
      ['Datum', 'Date'],
    ]);
    await page.getByLabel('Name of the new table').fill(`kunden_${suffix}`);
    await imports.button('Next').click();
    await page.getByText('First 2 rows; 0 would be rejected.').waitFor();
    const landing = page.getByRole('table', { name: 'Rows as they will land' });
    await landing.getByText('Müller GmbH').waitFor();
    await landing.getByText(/^1,?234\.5$/).waitFor();
    await landing.getByText('2025-02-01').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('passes axe on the three screens in the light and dark skins', async () => {
    const screens: { path: string; ready: () => Promise<unknown> }[] = [
      {
        path: '/cubus/datasources',
        // The editor opens over the page (and over the skin switch), so after the skin is set.
        ready: async () => {
          // The toolbar's; an empty list offers the same action in its empty state too.
          await page.getByRole('button', { name: 'New data source', exact: true }).first().click();
          await page.getByRole('button', { name: 'Test' }).waitFor();
        },
      },
      { path: '/cubus/tables', ready: () => page.getByTestId('grid-row').first().waitFor() },
      { path: '/cubus/imports', ready: () => page.getByTestId('grid-row').first().waitFor() },
      {
        path: '/cubus/imports?import=new',
        ready: () => page.getByText('Drop a file here or click to choose one').waitFor(),
      },
      ...(made.importPath
        ? [{ path: made.importPath, ready: () => page.getByTestId('import-progress').waitFor() }]
        : []),
      ...(made.tablePath
        ? [{ path: made.tablePath, ready: () => page.getByTestId('grid-row').first().waitFor() }]
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
  }, 240_000);
});
