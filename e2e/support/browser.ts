import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { atRest } from './at-rest';

/** Debian's Chromium, never a downloaded build; the flags keep it off the closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // The console follows the browser's language on a first visit: the tests read English.
      '--lang=en-US',
    ],
  });
}

/**
 * Fails on any serious or critical axe violation of the page as it settles, or of the part
 * `include` selects (the template demo's content area: the shell has its own scans).
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  // A toast may start fading out while a scan runs, judged then at part of its contrast: a scan
  // that finds something is run again once the page has settled, and that one counts.
  const first = await seriousA11yViolations(page, include);
  expect(first.length === 0 ? first : await seriousA11yViolations(page, include)).toEqual([]);
}

async function seriousA11yViolations(page: Page, include: string | undefined) {
  // A route transition fades the content in: contrast is judged on the settled page.
  await atRest(page);
  // Without frames, legacy mode runs axe in the page alone: the default opens a blank page per
  // scan to finish a run over frames, 2–3 times the scan's time. Legacy mode skips frames' content.
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
