import type { Page } from 'playwright-core';

/** The sign-in screen (/login). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly pleaseLogIn = () => this.page.getByTestId('please-log-in');
  readonly error = () => this.page.getByTestId('login-error');
  /** A success notice, e.g. after a new password was set. */
  readonly notice = () => this.page.getByTestId('login-notice');
  readonly secondFactorForm = () => this.page.getByTestId('second-factor-form');

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/login`);
  }

  async signIn(login: string, password: string): Promise<void> {
    await this.page.getByLabel('Email or username', { exact: true }).fill(login);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** The second step: a 6-digit code or a recovery code. */
  async enterSecondFactor(code: string): Promise<void> {
    await this.page.getByLabel('Authentication code', { exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}
