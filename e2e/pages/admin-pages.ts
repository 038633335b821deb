import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

export { chooseOption };

/** ADMIN MENU → Users: the shared grid over `users`, each row's own actions in its last cell. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  readonly grid = () => this.page.getByRole('grid', { name: 'Users', exact: true });

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/admin/users`);
    await this.grid().getByTestId('grid-row').first().waitFor();
  }

  /** The controls of the row that shows `text` (a username or an email). */
  actionsOf(text: string): Locator {
    return this.grid().getByTestId('grid-row').filter({ hasText: text }).getByTestId('row-actions');
  }
}

/** ADMIN MENU → Invites, and the invite dialog the Users screen shares. */
export class InvitesPage {
  constructor(private readonly page: Page) {}

  /** The shared grid over `invites`. */
  readonly table = () => this.page.getByRole('grid', { name: 'Invites', exact: true });

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/admin/invites`);
    await this.table().waitFor();
  }

  /** Creates an invite and answers the link the dialog shows once. */
  async create(options: { email?: string; role: 'Administrator' | 'Editor' | 'Viewer'; days?: number }) {
    await this.page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite someone to this domain' });
    await dialog.waitFor();
    if (options.email) await dialog.getByLabel('Email', { exact: true }).fill(options.email);
    await chooseOption(this.page, dialog.getByLabel('Role', { exact: true }), options.role);
    if (options.days) await dialog.getByLabel('Valid for (days)').fill(String(options.days));
    await dialog.getByRole('button', { name: 'Create invite' }).click();
    const link = this.page.getByTestId('invite-link');
    await link.waitFor();
    const value = await link.inputValue();
    await this.page.getByRole('button', { name: 'Done', exact: true }).click();
    return value;
  }
}

/** /cubus/domains: every domain for root, one's own domains for everyone else. */
export class DomainsPage {
  constructor(private readonly page: Page) {}

  /** The shared grid: every domain (`domains`) for root, one's own (`memberships`) for everyone else. */
  readonly table = () => this.page.getByRole('grid', { name: 'Domains', exact: true });

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/domains`);
    await this.table().getByTestId('grid-row').first().waitFor();
  }

  async switchTo(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Switch to ${name}` }).click();
  }
}
