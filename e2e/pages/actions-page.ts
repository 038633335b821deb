import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** `/cubus/actions`: the list, the editor with its ordered steps, and one action's Run and Log. */
export class ActionsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/actions`);
    await this.page.getByRole('heading', { level: 1, name: 'Actions' }).waitFor();
  }

  async startNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'New action', exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: 'New action' }).waitFor();
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

  /** Picks the option of an antd select whose text starts with `option`. */
  async choose(combobox: Locator, option: string, search = false): Promise<void> {
    await chooseOption(this.page, combobox, option, { search, prefix: true });
  }

  /** The select of step `n` as it shows its value. */
  stepType(n: number): Locator {
    return this.page
      .getByRole('region', { name: `Step ${n}`, exact: true })
      .locator('.ant-select')
      .first();
  }

  readonly announce = () => this.page.getByTestId('step-announce');
  readonly progress = () => this.page.getByTestId('action-progress');
  readonly log = () => this.page.getByRole('table', { name: 'Log' });
  readonly runSteps = () => this.page.getByRole('table', { name: 'Steps of the run' });
}
