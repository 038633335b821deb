import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseOption, DomainsPage, UsersPage } from '../pages/admin-pages';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { apiCall, seededCredentials } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { apiLogin, baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('cubusToken') ?? '');

async function sessionDomain(page: Page): Promise<string> {
  const answer = await apiCall('/api/whoami', await storedToken(page), { token: await storedToken(page) });
  return (answer.body as { session: { domain: { name: string } } }).session.domain.name;
}

describe('domains and roles in the browser', () => {
  it('switches the admin from Demo to Sandbox in the navbar, and back from the Domains screen', async () => {
    const { context, page } = await signInAsAdmin(browser);
    contexts.push(context);
    const switcher = page.getByRole('combobox', { name: 'Switch domain' });
    // The domain the navbar's select shows (its text holds every domain's name).
    const current = () => switcher.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
    await expect.poll(current).toBe('Demo');
    const tokenInDemo = await storedToken(page);

    await switcher.selectOption({ label: 'Sandbox' });
    await expect.poll(current).toBe('Sandbox');
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);
    expect(await storedToken(page)).not.toBe(tokenInDemo);
    await expect.poll(() => sessionDomain(page)).toBe('Sandbox');

    // The server remembers the domain for the next sign-in: go back, so other tests start in Demo.
    const domains = new DomainsPage(page);
    await domains.open(baseUrl());
    await domains.switchTo('Demo');
    await expect.poll(current).toBe('Demo');
    await expect.poll(() => sessionDomain(page)).toBe('Demo');
  });

  it('shows a viewer no ADMIN MENU, no New or Delete on Domains, no access control, and the API refuses them', async () => {
    const { viewer } = await seededCredentials();
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open(baseUrl());
    await login.signIn(viewer.login, viewer.password);
    await page.waitForURL(`${baseUrl()}/dashboard/cubus`);

    const shell = new Shell(page);
    await shell.menuItem('Cubes').waitFor();
    const menu = (await shell.mainMenu().textContent()) ?? '';
    expect(menu).not.toContain('ADMIN MENU');
    expect(menu).not.toContain('ROOT MENU');
    expect(menu).toContain('Domains');

    const domains = new DomainsPage(page);
    await domains.open(baseUrl());
    await expect.poll(() => domains.table().textContent()).toContain('Demo');
    expect(await page.getByRole('button', { name: 'New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Rename/ }).count()).toBe(0);
    // Their own domains on the shared grid: the current one marked, no other domain listed.
    expect(await domains.table().getByTestId('grid-row').count()).toBe(1);
    // The role is named, not shown as its stored value.
    expect(await domains.table().getByTestId('grid-row').textContent()).toContain('Viewer');
    await scanBothSkins(page);

    // Access control needs read on ACL, which a viewer lacks: the screen refuses, nothing to change.
    await page.goto(`${baseUrl()}/access-control`);
    await page.waitForURL(`${baseUrl()}/pages/miscellaneous/not-authorized`);
    for (const path of ['/admin/users', '/admin/invites', '/admin/domain-settings', '/root/users']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/pages/miscellaneous/not-authorized`);
    }

    const { accessToken } = await apiLogin(viewer.login, viewer.password);
    for (const [path, body] of [
      ['/api/qry', { op: 'select', object: 'invites' }],
      ['/api/admin/invites/create', { role: 'admin', expiresInDays: 1 }],
      ['/api/acl/matrix', {}],
      ['/api/acl/grant', { role: 'viewer', kind: 'cubes', actions: ['create'] }],
      ['/api/qry', { op: 'select', object: 'domains' }],
      ['/api/root/domains/create', { name: 'Viewer domain' }],
    ] as const) {
      const answer = await apiCall(path, accessToken, body);
      expect(answer.status, path).toBe(403);
    }
  });

  it('lets an admin grant an extra action on the access-control matrix, marked apart from role defaults', async () => {
    const { context, page } = await signInAsAdmin(browser);
    contexts.push(context);
    await page.goto(`${baseUrl()}/access-control`);
    const viewerTable = page.getByTestId('acl-role-viewer');
    await viewerTable.waitFor();
    const cell = viewerTable.getByRole('checkbox', { name: 'Viewer may Create Reports' });
    expect(await cell.isChecked()).toBe(false);
    await cell.click();
    await expect.poll(() => cell.isChecked()).toBe(true);
    // Role defaults are marks, not checkboxes.
    await viewerTable.getByRole('img', { name: 'Viewer may Read Reports: Allowed by the role' }).waitFor();

    const { accessToken } = await apiLogin('admin', inject('adminPassword'));
    const matrix = await apiCall('/api/acl/matrix', accessToken);
    expect((matrix.body as { cells: object[] }).cells).toContainEqual({
      role: 'viewer',
      kind: 'reports',
      action: 'create',
      source: 'grant',
    });
    await cell.click();
    await expect.poll(() => cell.isChecked()).toBe(false);
  });

  it('lets root create, rename, suspend, resume and delete a domain, the name typed to confirm', async () => {
    const { context, page } = await signInAsAdmin(browser);
    contexts.push(context);
    const domains = new DomainsPage(page);
    await domains.open(baseUrl());
    const name = `Temp ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New domain' });
    await create.getByLabel('Name', { exact: true }).fill(name);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    // The dialog closes once the domain is made; while it stays, its text says why (a refusal, a
    // name left out) in the failure, where a grid without the name said nothing.
    await expect
      .poll(async () => ((await create.count()) > 0 ? `open: ${await create.textContent()}` : 'closed'), {
        timeout: 30_000,
      })
      .toBe('closed');
    await expect.poll(() => domains.table().textContent()).toContain(name);

    await page.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename ${name}` });
    await rename.getByLabel('Name', { exact: true }).fill(`${name} B`);
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('button', { name: `Suspend ${name} B` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.getByRole('button', { name: `Resume ${name} B` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('button', { name: `Suspend ${name} B` }).waitFor();

    await page.getByRole('button', { name: `Delete ${name} B` }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${name} B` });
    const confirm = remove.getByRole('button', { name: 'Delete', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel(`Type ${name} B to confirm`).fill(`${name} B`);
    await confirm.click();
    await expect.poll(() => domains.table().textContent()).not.toContain(name);
  });

  it('lets an admin change a role, block and remove a user, and offers nothing on their own row', async () => {
    // A user of their own for this test: invited and registered over the API.
    const admin = await apiLogin('admin', inject('adminPassword'));
    const invite = await apiCall('/api/admin/invites/create', admin.accessToken, {
      role: 'viewer',
      expiresInDays: 1,
    });
    const token = new URL((invite.body as { link: string }).link).searchParams.get('invite');
    const username = `temp${Date.now() % 100_000}`;
    const registered = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `${username}@example.com`,
        username,
        password: 'temp-Passphrase-4-tests',
        invite: token,
      }),
    });
    expect(registered.status).toBe(200);

    const { context, page } = await signInAsAdmin(browser);
    contexts.push(context);
    const users = new UsersPage(page);
    await users.open(baseUrl());
    const table = users.grid();
    await table.getByText(username, { exact: false }).first().waitFor();
    const adminActions = users.actionsOf('admin@cubus.local');
    await adminActions.waitFor();
    expect(await adminActions.getByRole('button').count()).toBe(0);
    expect(await adminActions.getByRole('combobox').count()).toBe(0);

    await chooseOption(page, page.getByRole('combobox', { name: `Role of ${username}` }), 'Editor', {
      confirmed: true,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('combobox', { name: `Role of ${username}` })
          .locator('..')
          .textContent(),
      )
      .toContain('Editor');

    await page.getByRole('button', { name: `Block ${username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('button', { name: `Unblock ${username}` }).waitFor();

    await page.getByRole('button', { name: `Remove ${username} from the domain` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => table.textContent()).not.toContain(username);
  });
});
