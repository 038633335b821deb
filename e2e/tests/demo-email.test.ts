import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { demoTestTimeout, scanSkinsAndRtl } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { setSkin } from '../support/skin';

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

const subjects = () => page.locator('.demo-task-title');
const folders = () => page.getByRole('navigation', { name: 'Mail folders' });
const search = () => page.getByRole('searchbox', { name: 'Search mail' });
const subjectTexts = async () => (await subjects().allTextContents()).map((text) => text.trim());
const chooseFrom = async (menu: string, item: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

describe('the demo email app', { timeout: demoTestTimeout }, () => {
  it('keeps the folder and label guards of SPEC §5', async () => {
    for (const path of ['/apps/email/archive', '/apps/email/label/work']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/error-404`);
    }
    for (const path of ['/apps/email/sent', '/apps/email/trash', '/apps/email/label/private']) {
      await page.goto(`${baseUrl()}${path}`);
      await search().waitFor();
      expect(page.url()).toBe(`${baseUrl()}${path}`);
    }
  });

  it('opens an email by keyboard, reads it, stars, labels, pages and moves it to spam', async () => {
    await page.goto(`${baseUrl()}/apps/email`);
    await subjects().first().waitFor();
    const inboxLink = folders().getByRole('link', { name: /^Inbox/ });
    const unreadBefore = (await inboxLink.textContent()) ?? '';
    const unread = page.locator('.demo-email--unread .demo-task-title').first();
    const subject = ((await unread.textContent()) ?? '').trim();
    await unread.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    await expect.poll(() => inboxLink.textContent()).not.toBe(unreadBefore);

    const star = page.getByRole('button', { name: 'Star', exact: true });
    const starred = await star.getAttribute('aria-pressed');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).not.toBe(starred);
    await chooseFrom('Label', 'Private');
    await page.getByText('Labels changed').waitFor();
    await scanSkinsAndRtl(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('.demo-email-subject').textContent()).not.toBe(subject);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { name: subject, level: 2 }).waitFor();

    await chooseFrom('Move to', 'Spam');
    await subjects().first().waitFor();
    expect(await subjectTexts()).not.toContain(subject);
    await folders().getByRole('link', { name: /^Spam/ }).click();
    await page.waitForURL(`${baseUrl()}/apps/email/spam`);
    await expect.poll(subjectTexts).toContain(subject);
  });

  // The steps below go on from one another on the same page, each with at most one set of axe scans:
  // a scan takes seconds on a busy machine, five outran a test's minute.
  let one: string | undefined;
  let two: string | undefined;

  it('searches sender or subject', async () => {
    await page.goto(`${baseUrl()}/apps/email`);
    await subjects().first().waitFor();
    [one, two] = await subjectTexts();
    await search().fill(one?.slice(0, 12) ?? '');
    await search().press('Enter');
    await expect.poll(subjectTexts).toContain(one);
    await scanSkinsAndRtl(page);
  });

  it('deletes ticked emails to the trash', async () => {
    await search().fill('');
    await search().press('Enter');
    await page.getByRole('checkbox', { name: `Select: ${one}` }).check();
    await page.getByRole('checkbox', { name: `Select: ${two}` }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(subjectTexts).not.toContain(one);
    await folders().getByRole('link', { name: 'Trash' }).click();
    await expect.poll(subjectTexts).toEqual(expect.arrayContaining([one, two]));
  });

  it('sends an email once the form has said what is missing, and saves a draft', async () => {
    const dialog = page.getByRole('dialog', { name: 'Compose' });
    // The skin toggle sits under the dialog's mask: each skin is set before the dialog opens.
    for (const dark of [true, false]) {
      await setSkin(page, dark);
      await page.getByRole('button', { name: 'Compose' }).click();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => dialog.getByText('This field is required').count()).toBe(2);
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page);
      if (dark) {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await dialog.getByLabel('To', { exact: true }).fill('ana@example.com');
    await dialog.getByLabel('Subject', { exact: true }).fill('Cube review on Friday');
    await dialog.getByLabel('Message', { exact: true }).fill('Bring the plan.');
    await dialog.getByLabel('Subject', { exact: true }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await folders().getByRole('link', { name: 'Sent' }).click();
    await expect.poll(subjectTexts).toContain('Cube review on Friday');

    await page.getByRole('button', { name: 'Compose' }).click();
    await dialog.getByLabel('To', { exact: true }).fill('lee@example.com');
    await dialog.getByLabel('Subject', { exact: true }).fill('Half-written note');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await folders()
      .getByRole('link', { name: /^Drafts/ })
      .click();
    await expect.poll(subjectTexts).toContain('Half-written note');
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    await phone.page.goto(`${baseUrl()}/apps/email`);
    await phone.page.locator('.demo-task-title').first().click();
    await phone.page.locator('.demo-email-subject').waitFor();
    await expectNoSidewaysScroll(phone.page);
    await phone.context.close();
  });
});
