import type { Locator, Page } from 'playwright-core';
import { ObjectPage } from './object-page';

/** `/cubus/actions`: the list, the editor with its ordered steps, and one action's Run and Log. */
export class ActionsPage extends ObjectPage {
  constructor(page: Page) {
    super(page, { path: 'actions', title: 'Actions', newLabel: 'New action' });
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
