import type { Page } from 'playwright-core';

/** The template demo's invoice app: list, preview and form. */
export class DemoInvoicesPage {
  constructor(private readonly page: Page) {}

  readonly rowLinks = () => this.page.getByRole('table').getByRole('link', { name: /^#\d+$/ });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search by client name or email' });

  /** Waits until the list shows its first page of invoices. */
  async waitForRows(): Promise<void> {
    await this.rowLinks().first().waitFor();
  }
}
