import type { Locator, Page } from 'playwright-core';

/** The generic grid of every list screen: toolbar, panels, rows, record card. */
export class GridPage {
  constructor(
    private readonly page: Page,
    private readonly root: Locator = page.locator('section.data-grid'),
  ) {}

  readonly grid = () => this.root.getByRole('grid');
  readonly rows = () => this.root.getByTestId('grid-row');
  readonly groupRows = () => this.root.getByTestId('grid-group-row');
  readonly totalRow = () => this.root.getByTestId('grid-total-row');
  readonly status = () => this.root.getByTestId('grid-status');
  readonly toolbar = () => this.root.getByRole('toolbar');
  readonly filterGroups = () => this.root.getByTestId('filter-group');
  readonly detailRows = () => this.root.getByTestId('grid-detail-row');
  readonly showDeleted = () => this.toolbar().getByRole('switch', { name: 'Show deleted' });
  readonly selectAll = () => this.grid().getByRole('checkbox', { name: 'Select all rows that match' });
  readonly headers = async () => (await this.grid().getByRole('columnheader').allInnerTexts()).slice(1);

  /** The expand/collapse button of the group named `name` ("Yes", "North / P1"). */
  groupToggle(name: string): Locator {
    return this.grid().getByRole('button', { name: new RegExp(`^(Expand|Collapse) group ${name}$`) });
  }

  /** Drags the field `from` onto the field `to` in the open Fields panel. */
  async dragField(from: string, to: string): Promise<void> {
    const row = (title: string) =>
      this.root.getByTestId('grid-field').filter({ has: this.page.getByText(title, { exact: true }) });
    await row(from).dragTo(row(to));
  }

  button(name: string): Locator {
    return this.toolbar().getByRole('button', { name, exact: true });
  }

  async openPanel(name: 'Settings' | 'Filter' | 'Group' | 'Sort' | 'Fields' | 'Views'): Promise<void> {
    const button = this.button(name);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await this.root.getByRole('region', { name }).waitFor();
  }

  async search(text: string): Promise<void> {
    await this.toolbar().getByRole('searchbox', { name: 'Search' }).fill(text);
    await this.toolbar().getByRole('searchbox', { name: 'Search' }).press('Enter');
  }

  /** Waits until the status line says how many rows there are. */
  async waitForRowCount(count: number): Promise<void> {
    await this.status()
      // As the console writes counts in English: 479,999.
      .filter({ hasText: `Rows: ${count.toLocaleString('en')}` })
      .waitFor();
  }

  /** The text of one column over the rendered rows, in order. */
  async column(field: string): Promise<string[]> {
    return this.rows().locator(`[data-field="${field}"]`).allInnerTexts();
  }

  /** Adds a condition to the filter group `group` (0 = root) and sets field, operator and value. */
  async addCondition(group: number, field: string, operator: string, value?: string): Promise<void> {
    const node = this.filterGroups().nth(group);
    await node.locator(':scope > legend').getByRole('button', { name: 'Add condition' }).click();
    const condition = node.locator(':scope > [data-testid="filter-condition"]').last();
    await condition.getByRole('combobox', { name: 'Field', exact: true }).selectOption({ label: field });
    await condition
      .getByRole('combobox', { name: 'Operator', exact: true })
      .selectOption({ label: operator });
    if (value === undefined) return;
    const box = condition.getByRole('textbox', { name: 'Value' });
    if (await box.count()) await box.fill(value);
    else await condition.getByRole('combobox', { name: 'Value' }).selectOption({ label: value });
  }

  async addGroup(group: number): Promise<void> {
    await this.filterGroups()
      .nth(group)
      .locator(':scope > legend')
      .getByRole('button', { name: 'Add group' })
      .click();
  }

  async setGroupOperator(group: number, operator: 'AND' | 'OR'): Promise<void> {
    await this.filterGroups()
      .nth(group)
      .locator(':scope > legend')
      .getByText(operator, { exact: true })
      .click();
  }

  async openRecordCard(row: number): Promise<Locator> {
    await this.root.getByRole('button', { name: `Open the record card of row ${row}` }).click();
    const card = this.page.getByRole('dialog', { name: 'Record card' });
    await card.waitFor();
    return card;
  }
}
