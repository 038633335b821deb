import type { Page } from 'playwright-core';
import { ObjectPage } from './object-page';

/** `/cubus/procedures`: the list, the editor, and one procedure's Run, Result and Log. */
export class ProceduresPage extends ObjectPage {
  constructor(page: Page) {
    super(page, { path: 'procedures', title: 'Procedures', newLabel: 'New procedure' });
  }

  readonly progress = () => this.page.getByTestId('procedure-progress');
  readonly result = () => this.page.getByRole('table', { name: 'Result' });
  readonly log = () => this.page.getByRole('table', { name: 'Log' });
}
