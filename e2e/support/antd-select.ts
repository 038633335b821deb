import type { Locator, Page } from 'playwright-core';
import { atRest } from './at-rest';

/**
 * Picks an option of an antd Select by its title (or the start of it): its options are not the
 * a11y listbox's `option`s, so the one in the drop-down this select controls is clicked. Waits
 * for the page to be at rest first (a drawer or dialog sliding in moves its drop-downs), checks
 * the select shows the choice, tries again when it did not take, and leaves the list closed. An
 * option out of a long list's view is searched for when the select takes a search.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string,
  {
    search = false,
    prefix = false,
    confirmed = false,
  }: {
    search?: boolean;
    prefix?: boolean /** The choice opens a confirmation first: the select keeps its value. */;
    confirmed?: boolean;
  } = {},
): Promise<void> {
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  // A choice that takes the user elsewhere (switching domain) leaves no select behind: taken too.
  const taken = async () =>
    (await select.count()) === 0 ||
    ((await select.textContent({ timeout: 1000 }).catch(() => null))?.includes(option) ?? true);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0 && confirmed) break;
    await atRest(page);
    await combobox.click();
    if (search) await combobox.fill(option);
    const list = await combobox.getAttribute('aria-controls');
    const dropdown = list
      ? page.locator('.ant-select-dropdown', { has: page.locator(`[id="${list}"]`) })
      : page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    const item = dropdown.locator(`.ant-select-item-option[title${prefix ? '^' : ''}="${option}"]`).first();
    // A long list renders only the options in view: a searchable select is narrowed to the one.
    if (!search && !(await item.isVisible().catch(() => false)) && (await combobox.isEditable())) {
      await item.waitFor({ timeout: 2000 }).catch(() => combobox.fill(option));
    }
    await item.click();
    for (let wait = 0; wait < 10 && !(await taken()); wait += 1) await page.waitForTimeout(200);
    // Focus leaving the select closes a list still open, without the Escape a dialog would take.
    if ((await combobox.count()) > 0 && (await dropdown.isVisible())) await combobox.blur();
    if (confirmed || (await taken())) return;
  }
  throw new Error(`${option} could not be chosen`);
}
