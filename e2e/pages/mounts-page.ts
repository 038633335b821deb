import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** Picks an option of an antd select by its label; a select closed just before may still be fading out. */

/** `/cubus/mounts`: the list, the editor drawer with its source browser, and one mount's screen. */
export class MountsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/mounts`);
    await this.page.getByRole('heading', { level: 1, name: 'Mounts' }).waitFor();
  }

  async startNew(): Promise<Locator> {
    // The toolbar's; an empty list offers the same action in its empty state too.
    await this.page.getByRole('button', { name: 'New mount', exact: true }).first().click();
    const drawer = this.page.getByRole('dialog', { name: 'New mount' });
    await drawer.waitFor();
    return drawer;
  }

  async pick(combobox: Locator, option: string): Promise<void> {
    await chooseOption(this.page, combobox, option);
  }

  /** In the editor: the source, then a schema's table through the browser. */
  async chooseTable(drawer: Locator, source: string, schema: string, table: string): Promise<void> {
    await this.pick(drawer.getByRole('combobox', { name: 'Data source' }), source);
    await this.pick(drawer.getByRole('combobox', { name: 'Schema' }), schema);
    await drawer.getByRole('button', { name: `Choose ${table}`, exact: true }).click();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  readonly reads = () => this.page.getByTestId('mount-reads');
  readonly materialiseDialog = () => this.page.getByRole('dialog', { name: /^Materialise / });
  readonly materialiseProgress = () => this.page.getByTestId('materialise-progress');
}
