import type { Download, Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** `/cubus/reports`: the list, the editor, and one report with its Download menu. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/reports`);
    await this.page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  }

  async startNew(): Promise<void> {
    await this.button('New report').click();
    await this.page.getByRole('heading', { level: 1, name: 'New report' }).waitFor();
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

  async choose(combobox: Locator, option: string): Promise<void> {
    await chooseOption(this.page, combobox, option, { prefix: true });
  }

  /** The table of values (a scrolling region named after the report). */
  values(title: string): Locator {
    return this.page.getByRole('region', { name: `Values of ${title}` });
  }

  chart(title: string): Locator {
    return this.page.getByRole('img', { name: `Chart of ${title}` });
  }

  /** Picks `item` of the Download menu and answers the file it saves. */
  async download(item: string): Promise<Download> {
    const saved = this.page.waitForEvent('download');
    await this.button('Download').click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    return saved;
  }
}
