import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TemplateDemo } from '../pages/template-demo';
import { launchChromium } from '../support/browser';
import { demoTestTimeout } from '../support/demo-checks';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { baseUrl, signInAsAdmin } from '../support/session';
import { scanBothSkins } from '../support/skin';

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

const elementPages: [string, string][] = [
  ['form-select', 'Select'],
  ['switch', 'Switch'],
  ['checkbox', 'Checkbox'],
  ['radio', 'Radio'],
  ['input', 'Input'],
  ['textarea', 'Textarea'],
  ['spinbutton', 'Spin button'],
  ['input-group', 'Input group'],
  ['rating', 'Rating'],
  ['tag', 'Tags'],
  ['datepicker', 'Date picker'],
  ['timepicker', 'Time picker'],
  ['file-input', 'File input'],
  ['auto-suggest', 'Auto suggest'],
  ['vue-select', 'Searchable select'],
  ['quill-editor', 'Rich text editor'],
  ['date-time-picker', 'Date and time picker'],
  ['form-input-mask', 'Input mask'],
];

/** Opens a page of the area by its address and waits for its heading. */
async function open(path: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main h1', { hasText: heading }).waitFor();
}

describe('the demo forms', { timeout: demoTestTimeout * 3 }, () => {
  it('opens from the demo menu; every form element page passes axe in both skins and shows its code', async () => {
    const demo = new TemplateDemo(page);
    await demo.menuSection().waitFor();
    await demo.menuItem('Forms').click();
    await demo.menuItem('Select').click();
    await page.waitForURL(`${baseUrl()}/forms/form-element/form-select`);
    for (const [path, heading] of elementPages) {
      await open(`/forms/form-element/${path}`, heading);
      await scanBothSkins(page);
    }
    // Each example's code unfolds by keyboard and is the example's own function.
    await open('/forms/form-element/switch', 'Switch');
    const show = page.getByRole('button', { name: 'Show the code' }).first();
    await show.focus();
    await page.keyboard.press('Enter');
    const code = page.getByRole('region', { name: 'Code of “Basic”' });
    await expect.poll(() => code.textContent()).toMatch(/^function BasicSwitch\(\) \{[\s\S]*<Switch/);
  });

  it('elements at work: a mask shapes a phone number, suggestions come from the mock, the editor’s toolbar by keyboard', async () => {
    await open('/forms/form-element/form-input-mask', 'Input mask');
    const phone = page.getByLabel('Phone');
    await phone.click();
    await phone.pressSequentially('5551234567');
    await expect.poll(() => phone.inputValue()).toBe('+1 (555) 123-4567');
    await expect.poll(() => page.getByTestId('phone-digits').textContent()).toBe('Digits: 15551234567');

    await open('/forms/form-element/auto-suggest', 'Auto suggest');
    const people = page.getByRole('combobox', { name: 'Person' });
    await people.fill('an');
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await list.getByText('Developers').waitFor();
    expect(await list.locator('.ant-select-item-option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await open('/forms/form-element/quill-editor', 'Rich text editor');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const editor = page.getByRole('textbox', { name: 'Message' });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' More');
    await page.keyboard.press('Shift+Home');
    // The editor reads a keyboard selection on the browser's selectionchange, a task after the key.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await bold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => editor.locator('strong').count()).toBe(1);
    expect(await editor.locator('strong').textContent()).toMatch(/More$/);
  });

  it('validation: errors in words, tied to their fields, until the form is right', async () => {
    await open('/forms/form-validation', 'Form validation');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const username = page.getByLabel('Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const described = await username.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('This field is required');

    await username.fill('ana_lima');
    await page.getByLabel('Email').fill('ana@');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret124');
    await page.getByRole('spinbutton', { name: 'Age' }).fill('30');
    await page.getByRole('checkbox', { name: 'I accept the terms' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText('The passwords do not match').waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('false');

    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Signed up as ana_lima.').waitFor();
    await scanBothSkins(page);
  });

  it('wizard: a step opens only when the last one is right, back and next by keyboard', async () => {
    await open('/forms/form-wizard', 'Form wizard');
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.getByText('This field is required').first().waitFor();
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Password').fill('secret123');
    await next.focus();
    await page.keyboard.press('Enter');
    const step2 = page.getByRole('heading', { name: 'Step 2 of 3: Personal details' });
    await step2.waitFor();
    await expect.poll(() => step2.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Back' }).press('Enter');
    await page.getByRole('heading', { name: 'Step 1 of 3: Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('ana@example.com');
    await scanBothSkins(page);
  });

  it('repeater and layout: rows come and go with the total; both pass axe in both skins', async () => {
    await open('/forms/form-repeater', 'Form repeater');
    const total = page.getByTestId('order-total');
    expect(await total.textContent()).toBe('Total: $25.00');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Item').nth(1).fill('Pens');
    await page.getByLabel('Unit price').nth(1).fill('4');
    await page.getByLabel('Quantity').nth(1).fill('3');
    await expect.poll(() => total.textContent()).toBe('Total: $37.00');
    await scanBothSkins(page);
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await expect.poll(() => total.textContent()).toBe('Total: $12.00');
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await page.getByRole('button', { name: 'Save the order' }).click();
    await page.getByText('Add at least one row').waitFor();

    await open('/forms/form-layout', 'Form layout');
    await scanBothSkins(page);
  });

  it('reads well at phone width', async () => {
    const phone = await signInOnPhone(browser);
    for (const path of [
      '/forms/form-element/input-group',
      '/forms/form-element/quill-editor',
      '/forms/form-layout',
      '/forms/form-wizard',
      '/forms/form-validation',
      '/forms/form-repeater',
    ]) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await phone.page.locator('main h1').waitFor();
      await expectNoSidewaysScroll(phone.page);
    }
    await phone.context.close();
  });
});
