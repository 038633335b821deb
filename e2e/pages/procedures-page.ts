import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** `/cubus/procedures`: the list, the editor, and one procedure's Run, Result and Log. */
export class ProceduresPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/procedures`);
    await this.page.getByRole('heading', { level: 1, name: 'Procedures' }).waitFor();
  }

  async startNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'New procedure', exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: 'New procedure' }).waitFor();
  }

  field(name: string): Locator {
    return this.page.getByLabel(name, { exact: true });
  }

  combobox(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Picks the option of an antd select whose text starts with `option`, typing it first to search. */
  async choose(combobox: Locator, option: string, search = false): Promise<void> {
    await chooseOption(this.page, combobox, option, { search, prefix: true });
  }

  readonly progress = () => this.page.getByTestId('procedure-progress');
  readonly result = () => this.page.getByRole('table', { name: 'Result' });
  readonly log = () => this.page.getByRole('table', { name: 'Log' });
}
