import type { Page } from 'playwright-core';

/** The todo screen: sidebar of filters and tags, search, sort, the task list and its editor. */
export class TodoPage {
  constructor(private readonly page: Page) {}

  readonly list = () => this.page.getByTestId('todo-list');
  readonly items = () => this.page.getByTestId('todo-item');
  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Task filters' });

  async open(baseUrl: string, path = '/cubus/todo'): Promise<void> {
    await this.page.goto(`${baseUrl}${path}`);
    await this.page.getByRole('searchbox', { name: 'Search tasks' }).waitFor();
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Search tasks' });
    await box.fill(text);
    await box.press('Enter');
  }

  async titles(): Promise<string[]> {
    return (await this.items().locator('.todo-item__title').allInnerTexts())
      .map((text) => text.trim())
      .sort();
  }

  async showGrid(): Promise<void> {
    await this.page.getByText('Grid', { exact: true }).click();
    await this.page.getByRole('grid', { name: 'Tasks' }).waitFor();
  }
}
