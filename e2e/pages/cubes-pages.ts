import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** `/cubus/refs`: the list, Generate, and one reference's tree. */
export class RefsPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/refs`);
    await this.page.getByRole('heading', { level: 1, name: 'References (Catalogs)' }).waitFor();
  }

  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly tree = () => this.page.getByRole('tree', { name: 'Members as a tree' });

  /** A time reference of one year, down to months, with English names; opens it. */
  async generateYear(name: string, year: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = this.dialog('Generate a reference');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('From year').fill(String(year));
    await dialog.getByLabel('To year').fill(String(year));
    await chooseOption(this.page, dialog.getByRole('combobox', { name: 'Language of the names' }), 'English');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /** The tree's node titles as shown, in order. */
  async nodes(): Promise<string[]> {
    return this.tree().locator('.ant-tree-title').allInnerTexts();
  }

  node(text: string): Locator {
    return this.tree().locator('.ant-tree-title', { hasText: text });
  }

  async expand(text: string): Promise<void> {
    await this.tree()
      .locator('.ant-tree-treenode', { has: this.page.locator('.ant-tree-title', { hasText: text }) })
      .locator('.ant-tree-switcher')
      .click();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}

/** `/cubus/cubes`: the list, the generate wizard, and one cube's pivot. */
export class CubesPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/cubus/cubes`);
    await this.page.getByRole('heading', { level: 1, name: 'Cubes' }).waitFor();
  }

  async openCube(baseUrl: string, id: string, name: string): Promise<PivotPage> {
    await this.page.goto(`${baseUrl}/cubus/cubes?cube=${id}`);
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
    const pivot = new PivotPage(this.page, name);
    await pivot.grid().waitFor();
    return pivot;
  }

  readonly wizard = () => this.page.getByRole('dialog', { name: 'Generate a cube from a data table' });

  choose(combobox: Locator, option: string): Promise<void> {
    return chooseOption(this.page, combobox, option);
  }

  /** The wizard over `table`: dimensions and measures as proposed, `scenario` marked; waits for the load. */
  async generate(table: string, name: string, scenario: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Generate from a data table' }).click();
    const wizard = this.wizard();
    await chooseOption(this.page, wizard.getByRole('combobox', { name: 'Data table' }), table);
    await wizard.getByLabel('Cube name').fill(name);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('table', { name: 'What each column becomes' }).waitFor();
    await chooseOption(
      this.page,
      wizard.getByRole('combobox', { name: 'Version (scenario) dimension' }),
      scenario,
    );
    await wizard.getByRole('button', { name: 'Generate', exact: true }).click();
  }

  readonly progress = () => this.wizard().getByTestId('cube-progress');
}

/** A cube's pivot: layout, cells by row header and position, write-back, live refresh. */
export class PivotPage {
  constructor(
    private readonly page: Page,
    readonly name: string,
  ) {}

  readonly grid = () => this.page.getByRole('grid', { name: `Pivot of ${this.name}` });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });

  choose(combobox: Locator, option: string): Promise<void> {
    return chooseOption(this.page, combobox, option);
  }
  readonly status = () => this.page.locator('.pivot__status');

  /** Moves a dimension to rows, columns, the filters or off the pivot. */
  async place(dim: string, to: 'Rows' | 'Columns' | 'Filter' | 'Not shown'): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('combobox', { name: `Place of ${dim}` }), to);
  }

  row(label: string): Locator {
    return this.grid()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  columnHeaders(): Promise<string[]> {
    return this.grid().getByRole('columnheader').allInnerTexts();
  }

  drill(direction: 'down' | 'up', member: string): Locator {
    return this.grid().getByRole('button', {
      name: direction === 'down' ? `Drill down into ${member}` : `Drill up from ${member}`,
    });
  }

  /** The row's cells as rendered (the visible columns). */
  cells(label: string): Locator {
    return this.row(label).getByRole('gridcell');
  }

  /** Activates the row's first value cell, then moves with the keyboard to its last column. */
  async lastCellOf(label: string): Promise<Locator> {
    await this.cells(label).first().click();
    await this.page.keyboard.press('End');
    const active = this.grid().locator('td.is-active');
    await active.waitFor();
    return active;
  }

  async write(value: string): Promise<void> {
    await this.page.keyboard.press('Enter');
    const input = this.grid().getByRole('textbox', { name: 'New value' });
    await input.fill(value);
    await input.press('Enter');
  }
}
