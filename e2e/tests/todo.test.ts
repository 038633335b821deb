import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TodoPage } from '../pages/todo-page';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { QryApi, uniquePrefix } from '../support/qry';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let todo: TodoPage;
const prefix = uniquePrefix('todo');
const title = (name: string) => `${prefix} ${name}`;

beforeAll(async () => {
  const api = await QryApi.asAdmin();
  await api.createTodo({ title: title('important'), isImportant: true, tags: ['high'] });
  await api.createTodo({ title: title('completed'), isCompleted: true });
  await api.createTodo({ title: title('team'), tags: ['team', 'update'] });
  const gone = await api.createTodo({ title: title('deleted') });
  await api.call({ op: 'delete', object: 'todo', ids: [gone.id] });
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
  todo = new TodoPage(page);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function titlesAt(path: string): Promise<string[]> {
  await todo.open(baseUrl(), path);
  await todo.search(prefix);
  await expect.poll(() => todo.items().count()).toBeGreaterThan(0);
  return todo.titles();
}

describe('todo', () => {
  it('hides deleted tasks without a filter, and each filter and tag route shows its own', async () => {
    expect(await titlesAt('/cubus/todo')).toEqual([title('completed'), title('important'), title('team')]);
    expect(await titlesAt('/cubus/todo/important')).toEqual([title('important')]);
    expect(await titlesAt('/cubus/todo/completed')).toEqual([title('completed')]);
    expect(await titlesAt('/cubus/todo/deleted')).toEqual([title('deleted')]);
    expect(await titlesAt('/cubus/todo/tag/team')).toEqual([title('team')]);
    expect(await titlesAt('/cubus/todo/tag/high')).toEqual([title('important')]);
    await page.goto(`${baseUrl()}/cubus/todo/tag/urgent`);
    await page.waitForURL(`${baseUrl()}/error-404`);
  });

  it('moves between the routes from the sidebar', async () => {
    await todo.open(baseUrl());
    await todo.sidebar().getByRole('link', { name: 'Important tasks' }).click();
    await page.waitForURL(`${baseUrl()}/cubus/todo/important`);
    await todo.sidebar().getByRole('link', { name: 'Update' }).click();
    await page.waitForURL(`${baseUrl()}/cubus/todo/tag/update`);
    await page.getByRole('heading', { level: 1, name: 'Tasks tagged Update' }).waitFor();
  });

  it('creates a task in the side panel, edits it, deletes and restores it', async () => {
    await todo.open(baseUrl());
    await page.getByRole('button', { name: 'Add task' }).click();
    const panel = page.getByRole('dialog', { name: 'New task' });
    await panel.getByRole('button', { name: 'Create' }).click();
    await panel.getByText('Please fill in this field.').waitFor();
    await panel.getByRole('textbox', { name: 'Title' }).fill(title('made here'));
    await panel.getByRole('combobox', { name: 'Assignee' }).selectOption({ index: 1 });
    // Typed and taken with Enter, which closes the calendar and does not send the form.
    await panel.getByLabel('Due date').fill('2026-12-24');
    await panel.getByLabel('Due date').press('Enter');
    await panel.getByRole('checkbox', { name: 'Team' }).check();
    await panel.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Plan the ');
    await panel.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('launch');
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Task created').waitFor();

    await todo.search(title('made here'));
    await expect.poll(() => todo.titles()).toEqual([title('made here')]);
    await expect(todo.items().locator('time').textContent()).resolves.toBe('2026-12-24');
    await todo
      .items()
      .getByRole('button', { name: `Mark ${title('made here')} as important` })
      .click();
    await expect
      .poll(() =>
        todo
          .items()
          .getByRole('button', { name: `Mark ${title('made here')} as important` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await todo
      .items()
      .getByRole('button', { name: title('made here'), exact: true })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit task' });
    await expect(editor.getByRole('textbox', { name: 'Description' }).innerHTML()).resolves.toMatch(
      /<(b|strong)>launch<\/(b|strong)>/,
    );
    await editor.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Task deleted').waitFor();
    await expect.poll(() => todo.items().count()).toBe(0);

    expect(await titlesAt('/cubus/todo/deleted')).toContain(title('made here'));
    await todo.search(title('made here'));
    await expect.poll(() => todo.titles()).toEqual([title('made here')]);
    await todo
      .items()
      .getByRole('button', { name: title('made here'), exact: true })
      .click();
    await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Task restored').waitFor();
    expect(await titlesAt('/cubus/todo/important')).toContain(title('made here'));
  });

  it('sorts by title both ways and passes axe in light and dark', async () => {
    await todo.open(baseUrl());
    await todo.search(prefix);
    await page.getByRole('combobox', { name: 'Sort tasks by' }).selectOption({ label: 'Title Z–A' });
    await expect
      .poll(async () => (await todo.items().locator('.todo-item__title').allInnerTexts())[0])
      .toBe(title('team'));
    await page.getByRole('combobox', { name: 'Sort tasks by' }).selectOption({ label: 'Title A–Z' });
    await expect
      .poll(async () => (await todo.items().locator('.todo-item__title').allInnerTexts())[0])
      .toBe(title('completed'));
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('dark-layout'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('skin-toggle').click();
  });
});
