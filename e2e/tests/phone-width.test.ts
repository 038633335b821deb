import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GridPage } from '../pages/grid';
import { Shell } from '../pages/shell';
import { launchChromium } from '../support/browser';
import { cubeSeed } from '../support/cube-seed';
import { expectNoSidewaysScroll, signInOnPhone } from '../support/phone';
import { apiLogin, baseUrl } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** A reference of this test's own, named by one long word, so the Ribbon has a line that names an
 * object and its screens show a title that must wrap to fit. */
const refName = `Phone_regions_of_the_northern_and_southern_markets_${Date.now()}`;
let refId: string;
beforeAll(async () => {
  const { accessToken } = await apiLogin('admin', inject('adminPassword'));
  refId = await cubeSeed(accessToken).sequence(refName, 3, 'P');
  browser = await launchChromium();
  ({ context, page } = await signInOnPhone(browser));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/**
 * Every screen of the product's features (their manifests) a signed-in user reaches, the template
 * demo area aside (its own tests hold it to a phone) and the sign-in pages, which send them away.
 */
const productScreens = [
  '/dashboard/cubus',
  '/cubus/objects',
  '/cubus/domains',
  '/cubus/datasources',
  '/cubus/actions',
  '/cubus/ribbon',
  '/cubus/refs',
  '/cubus/tables',
  '/cubus/cubes',
  '/cubus/imports',
  '/cubus/reports',
  '/cubus/procedures',
  '/cubus/mounts',
  '/cubus/todo',
  '/cubus/todo/important',
  '/cubus/todo/tag/team',
  '/access-control',
  '/pages/account-setting',
  '/admin/users',
  '/admin/invites',
  '/admin/domain-settings',
  '/root/users',
  '/root/system-status',
  '/api/docs',
  '/error-404',
  '/pages/miscellaneous/not-authorized',
];

/** The list screens whose demo objects each open a screen of their own. */
const kindsWithScreens = [
  '/cubus/tables',
  '/cubus/cubes',
  '/cubus/reports',
  '/cubus/refs',
  '/cubus/imports',
  '/cubus/actions',
  '/cubus/procedures',
];

const heading = () => page.locator('h1').first();

/** Opens `path` and waits for its title and for its spinners to go. */
async function open(path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await heading().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning:visible').count()).toBe(0);
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The screen fits a phone: no sideways scroll, the navbar and its user menu on the screen, and the
 * customizer's gear over none of the page's controls.
 */
async function expectFitsPhone(): Promise<void> {
  await expectNoSidewaysScroll(page);
  const layout = await page.evaluate(() => {
    // The part of an element on show: a row scrolled out of its grid's box is clipped by the box.
    const boxOf = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      if (!element || !rect || rect.width === 0) return null;
      const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        box.left = Math.max(box.left, clip.left);
        box.top = Math.max(box.top, clip.top);
        box.right = Math.min(box.right, clip.right);
        box.bottom = Math.min(box.bottom, clip.bottom);
      }
      return box.right > box.left && box.bottom > box.top ? box : null;
    };
    const gear = document.querySelector('[data-testid="customizer-toggle"]');
    const controls = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]'),
    )
      .filter((control) => control !== gear && !gear?.contains(control))
      .map(boxOf)
      .filter((box) => box !== null);
    return {
      navbar: boxOf(document.querySelector('[data-testid="navbar"]')),
      userMenu: boxOf(document.querySelector('[data-testid="user-menu"]')),
      gear: boxOf(gear),
      controls,
    };
  });
  const onScreen = (box: Box | null) => box === null || (box.left >= 0 && box.right <= 391);
  expect(onScreen(layout.navbar), 'the navbar fits').toBe(true);
  expect(onScreen(layout.userMenu), 'the user menu fits').toBe(true);
  const { gear } = layout;
  if (gear) {
    const covered = layout.controls.filter(
      (box) =>
        box.left < gear.right && box.right > gear.left && box.top < gear.bottom && box.bottom > gear.top,
    );
    expect(covered, 'controls under the customizer gear').toEqual([]);
  }
}

/** `link` is a real link whose address, visited directly, opens the screen titled as the link reads. */
async function expectLinkOpensItsObject(link: Locator): Promise<string> {
  const [name, href] = await Promise.all([link.textContent(), link.getAttribute('href')]);
  expect(href).toMatch(/^\//);
  await open(href ?? '');
  await expect.poll(() => heading().textContent()).toBe((name ?? '').trim());
  return href ?? '';
}

describe('the console at phone width (390 × 844)', () => {
  it('fits every product screen on the phone', async () => {
    for (const path of [...productScreens, `/cubus/recordpage/refs/${refId}`]) {
      await open(path);
      await expectFitsPhone();
    }
  });

  it('keeps the customizer in reach, and fits the horizontal layout on the phone too', async () => {
    const shell = new Shell(page);
    await open('/cubus/cubes');
    await shell.openCustomizer();
    await shell.chooseLayoutOption('type', 'Horizontal');
    await shell.closeCustomizer();
    try {
      for (const path of ['/dashboard/cubus', '/cubus/cubes']) {
        await open(path);
        await expectFitsPhone();
      }
    } finally {
      await shell.openCustomizer();
      await shell.chooseLayoutOption('type', 'Vertical');
      await shell.closeCustomizer();
    }
  });

  it('opens one object of each kind with a screen by its name, a link, and fits each on the phone', async () => {
    for (const list of kindsWithScreens) {
      await open(list);
      const name = page
        .locator('[data-testid="grid-row"] td:is([data-field="name"], [data-field="title"]) a[href]')
        .first();
      await name.waitFor();
      await expectLinkOpensItsObject(name);
      await expectFitsPhone();
      // The breadcrumb goes back to the kind's list by a link too.
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a[href]').last().getAttribute('href'),
      ).resolves.toBe(list);
      if (list === '/cubus/cubes') {
        // A phone gives the pivot's grid the screen: its layout's zones fold to one line.
        const layout = page.locator('.pivot-zones');
        await expect(
          layout.getByRole('button', { name: 'Layout' }).getAttribute('aria-expanded'),
        ).resolves.toBe('false');
        await expect(layout.locator('.pivot-zone').first().isVisible()).resolves.toBe(false);
      }
    }
  });

  it('gives a list its rows: the toolbar shows its buttons as icons, each keeping its name', async () => {
    await open('/cubus/tables');
    const toolbar = page.locator('section.data-grid').getByRole('toolbar');
    const filter = toolbar.getByRole('button', { name: 'Filter', exact: true });
    await expect(filter.boundingBox().then((box) => box?.width)).resolves.toBeLessThan(60);
    // New keeps its name on show: wider than an icon.
    const newTable = toolbar.getByRole('button', { name: 'New table' });
    await expect(newTable.boundingBox().then((box) => box?.width)).resolves.toBeGreaterThan(90);
    const firstRow = await page.locator('[data-testid="grid-row"]').first().boundingBox();
    expect(firstRow?.y, 'the first row in the upper half of the screen').toBeLessThan(844 / 2);
    await filter.click();
    await expect(filter.getAttribute('aria-expanded')).resolves.toBe('true');
    await filter.click();
  });

  it('names objects by links in the Objects registry and the Ribbon', async () => {
    await open('/cubus/objects');
    // This file's reference, found by its name: the registry's first rows are whatever other tests
    // made last (a data source opens in a drawer over its list, not on a screen of its own).
    await new GridPage(page).search(refName);
    const registered = page
      .locator('[data-testid="grid-row"] td:is([data-field="name"], [data-field="title"]) a[href]', {
        hasText: refName,
      })
      .first();
    await registered.waitFor();
    await expect(registered.getAttribute('href')).resolves.toMatch(/^\/cubus\/object\//);
    await expectLinkOpensItsObject(registered);

    await open('/cubus/ribbon');
    const named = page.locator('main').getByRole('link', { name: refName }).first();
    await named.waitFor();
    await expect(expectLinkOpensItsObject(named)).resolves.toMatch(/^\/cubus\/refs\?ref=/);
  });
});
