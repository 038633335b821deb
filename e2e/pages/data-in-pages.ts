import type { Locator, Page } from 'playwright-core';

/** `/cubus/imports`: the list, the wizard (upload, format, mapping, preview) and one import's runs. */
export class ImportsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/imports`);
    await this.page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();
  }

  async startWizard(): Promise<void> {
    await this.page.getByRole('button', { name: 'New import', exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: 'New import' }).waitFor();
  }

  readonly uploadStatus = () => this.page.getByTestId('upload-status');
  readonly uploadBytes = () => this.page.locator('.file-upload__bytes');

  async chooseFile(name: string, buffer: Buffer): Promise<void> {
    await this.page
      .locator('.file-upload input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  mappingTable(): Locator {
    return this.page.getByRole('table', { name: 'Column mapping' });
  }

  targetOf(source: string): Locator {
    return this.page.getByRole('textbox', { name: `Target column of ${source}` });
  }

  typeOf(source: string): Locator {
    return this.page.getByRole('combobox', { name: `Type of ${source}` });
  }

  readonly progress = () => this.page.getByTestId('import-progress');
  readonly log = () => this.page.getByRole('table', { name: 'Log' });
}

/** `/cubus/datasources`: the grid and the editor drawer. */
export class DatasourcesPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/datasources`);
    await this.page.getByRole('heading', { level: 1, name: 'Data Sources' }).waitFor();
  }

  readonly drawer = () => this.page.getByRole('dialog', { name: /Data source/i });

  async startNew(): Promise<Locator> {
    // The toolbar's; an empty list offers the same action in its empty state too.
    await this.page.getByRole('button', { name: 'New data source', exact: true }).first().click();
    const drawer = this.page.getByRole('dialog', { name: 'New data source' });
    await drawer.waitFor();
    return drawer;
  }
}
