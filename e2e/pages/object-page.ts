import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** What names one kind's screen: its path under `/cubus`, its list's heading, its New button (and editor heading). */
export interface ObjectScreen {
  path: string;
  title: string;
  newLabel: string;
}

/** A kind's screen under `/cubus`: its list with New, the editor's fields and selects, and buttons by name. */
export class ObjectPage {
  constructor(
    protected readonly page: Page,
    private readonly screen: ObjectScreen,
  ) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/${this.screen.path}`);
    await this.page.getByRole('heading', { level: 1, name: this.screen.title }).waitFor();
  }

  async startNew(): Promise<void> {
    await this.button(this.screen.newLabel).click();
    await this.page.getByRole('heading', { level: 1, name: this.screen.newLabel }).waitFor();
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

  /** Picks the option of an antd select whose text starts with `option`, typing it first when `search`. */
  async choose(combobox: Locator, option: string, search = false): Promise<void> {
    await chooseOption(this.page, combobox, option, { search, prefix: true });
  }
}
