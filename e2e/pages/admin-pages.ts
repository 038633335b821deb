import type { Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

export { chooseOption };

/** ADMIN MENU → Invites, and the invite dialog the Users screen shares. */
export class InvitesPage {
  constructor(private readonly page: Page) {}

  readonly table = () => this.page.getByTestId('invites-table');

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

  readonly table = () => this.page.getByTestId('domains-table');

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/domains`);
    await this.table().locator('tbody tr.ant-table-row').first().waitFor();
  }

  async switchTo(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Switch to ${name}` }).click();
  }
}
