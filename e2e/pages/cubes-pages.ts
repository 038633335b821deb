import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/antd-select';

/** `/cubus/refs`: the list, Generate, and one reference's tree. */
export type PivotPlace = 'Rows' | 'Columns' | 'Filter' | 'Not shown';

const menuItemOf: Record<PivotPlace, string> = {
  Rows: 'Move to rows',
  Columns: 'Move to columns',
  Filter: 'Move to filters',
  'Not shown': 'Do not show',
};
const zoneOf: Record<PivotPlace, string> = {
  Rows: 'rows',
  Columns: 'columns',
  Filter: 'filters',
  'Not shown': 'none',
};
const chipName = (name: string) => new RegExp(`^${name}(\\s|$)`);

/** A chip of the pivot's layout by the name it starts with (a badge may follow). */
export const pivotChip = (page: Page, name: string): Locator =>
  page.locator('.pivot-zones').getByRole('button', { name: chipName(name) });

/** Moves a dimension in a pivot's layout (a cube's or a report editor's) from its chip's menu. */
export async function placeInPivot(page: Page, dim: string, to: PivotPlace): Promise<void> {
  await pivotChip(page, dim).waitFor();
  // Already there: the menu offers no move to where it is.
  if (
    (await page
      .locator(`.pivot-zone--${zoneOf[to]}`)
      .getByRole('button', { name: chipName(dim) })
      .count()) > 0
  )
    return;
  await pivotChip(page, dim).click();
  await page.getByRole('menuitem', { name: menuItemOf[to], exact: true }).click();
}

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

  /** "New cube", started from a data table (the default) or empty. */
  async startNew(from: 'From a data table' | 'Empty'): Promise<void> {
    await this.page.getByRole('button', { name: 'New cube', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New cube' });
    await dialog.getByRole('radio', { name: new RegExp(`^${from}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }

  /** The wizard over `table`: dimensions and measures as proposed, `scenario` marked; waits for the load. */
  async generate(table: string, name: string, scenario: string): Promise<void> {
    await this.startNew('From a data table');
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

  /** Moves a dimension to rows, columns, the filters or off the pivot, by its chip's menu. */
  place(dim: string, to: PivotPlace): Promise<void> {
    return placeInPivot(this.page, dim, to);
  }

  /** The chip of a dimension or measure in the pivot's layout, dragged or opened for its menu. */
  chip(name: string): Locator {
    return pivotChip(this.page, name);
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
