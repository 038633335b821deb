import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page } = await signInAsAdmin(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const entries = () => page.locator('.demo-chat-entry');
const nameOf = async (entry: ReturnType<Page['locator']>) =>
  ((await entry.locator('.demo-two-lines > span').first().textContent()) ?? '').replace(
    /(Online|Offline|Busy|Away)$/,
    '',
  );
const message = () => page.getByRole('textbox', { name: 'Type a message' });

describe('the demo chat app', { timeout: demoTestTimeout }, () => {
  it('opens a chat by keyboard, which clears its unseen count, and answers in it', async () => {
    await page.goto(`${baseUrl()}/apps/chat`);
    await page.getByText('Pick a chat or a contact to talk to').waitFor();
    const unseen = entries().filter({ hasText: / new$/ }).first();
    const name = (await nameOf(unseen)).trim();
    await unseen.focus();
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: `Messages with ${name}` });
    await log.waitFor();
    await expect.poll(() => entries().filter({ hasText: name }).filter({ hasText: / new$/ }).count()).toBe(0);
    await scanSkinsAndRtl(page);

    await message().fill('Shall we close the plan today?');
    await message().press('Enter');
    await log.getByText('Shall we close the plan today?').waitFor();
    await expect.poll(() => message().inputValue()).toBe('');
  });

  it('starts a chat with a contact by sending the first message', async () => {
    await page.goto(`${baseUrl()}/apps/chat`);
    const contacts = page.locator('.demo-chat-list').nth(1).locator('.demo-chat-entry');
    const name = (await nameOf(contacts.first())).trim();
    await contacts.first().click();
    await page.getByText('No messages yet').waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(name.slice(0, 6));
    await message().fill('Hello from the demo');
    await page.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('log', { name: `Messages with ${name}` })
      .getByText('Hello from the demo')
      .waitFor();
    await page.locator('.demo-chat-list').first().getByText('Hello from the demo').waitFor();
  });

  it('keeps the status chosen in the profile panel', async () => {
    await page.goto(`${baseUrl()}/apps/chat`);
    await page.getByRole('button', { name: 'Profile' }).click();
    const panel = page.getByRole('dialog', { name: 'Profile' });
    await panel.getByRole('radio', { name: 'Away' }).waitFor();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('radio', { name: 'Away' }).check();
    await panel.getByRole('switch', { name: 'Notifications' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('.demo-toolbar').getByText('Away', { exact: true }).waitFor();
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/chat`);
    await phone.page.locator('.demo-chat-entry').first().click();
    await phone.page.getByRole('log').waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
