import type { Page } from 'playwright-core';

/** The console's frame around every product screen: menu, navbar, customizer, footer. */
export class Shell {
  constructor(private readonly page: Page) {}

  readonly mainMenu = () => this.page.getByTestId('main-menu');
  /**
   * The screen's title inside the shell's own main landmark: right after signing in the login page's
   * `main h1` can still be on screen while the shell loads.
   */
  readonly heading = () => this.page.locator('main.content h1');
  readonly userMenu = () => this.page.getByTestId('user-menu');

  menuItem(name: string) {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  /**
   * Logs out through the user menu. Right after a redirect the shell can still render again under
   * the open menu and take the click with it; the menu is then opened again (the sign-out call
   * shows the click was taken).
   */
  async logOut(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const called = this.page.waitForRequest((request) => request.url().endsWith('/api/logout'), {
        timeout: 5_000,
      });
      try {
        await this.userMenu().click();
        await this.page.getByRole('menuitem', { name: 'Log out' }).click();
        await called;
        return;
      } catch (error) {
        await called.catch(() => undefined);
        if (attempt === 3) throw error;
      }
    }
  }

  async openCustomizer(): Promise<void> {
    await this.page.getByTestId('customizer-toggle').click();
    await this.page.getByRole('dialog', { name: 'Theme customizer' }).waitFor();
  }

  async chooseLayoutOption(setting: string, optionLabel: string): Promise<void> {
    await this.page.getByTestId(`layout-option-${setting}`).getByText(optionLabel, { exact: true }).click();
  }

  async closeCustomizer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Close theme customizer' }).click();
    // Gone, not closing: its sliding panel would take the next click meant for the page.
    await this.page.getByRole('dialog', { name: 'Theme customizer' }).waitFor({ state: 'hidden' });
  }
}
