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

  async logOut(): Promise<void> {
    await this.userMenu().click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
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
  }
}
