import type { Page } from 'playwright-core';

/** The template demo area (DESIGN §7): its menu section and what its frame did in the page. */
export class TemplateDemo {
  constructor(private readonly page: Page) {}

  readonly menuSection = () => this.page.getByText('TEMPLATE DEMO', { exact: true });

  menuItem(name: string) {
    return this.page.getByTestId('main-menu').getByRole('menuitem', { name, exact: true });
  }

  /** True once the mock service worker controls the page. */
  mocksActive(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** Service workers registered for the console's origin. */
  registeredWorkers(): Promise<number> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  }

  /** A call from the page, as a screen would make it. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        return { status: response.status, body: parsed };
      },
      { method, path, body },
    );
  }
}
