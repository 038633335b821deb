import type { Download, Locator, Page } from 'playwright-core';
import { ObjectPage } from './object-page';

/** `/cubus/reports`: the list, the editor, and one report with its Download menu. */
export class ReportsPage extends ObjectPage {
  constructor(page: Page) {
    super(page, { path: 'reports', title: 'Reports', newLabel: 'New report' });
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
