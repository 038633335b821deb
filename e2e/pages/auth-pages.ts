import type { Page } from 'playwright-core';

/** /register, opened plain or from an invite link. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  readonly invite = () => this.page.getByTestId('register-invite');
  readonly notice = () => this.page.getByTestId('auth-notice');
  readonly unavailable = () => this.page.getByTestId('register-unavailable');

  async fill(values: {
    email?: string;
    username: string;
    fullName?: string;
    password: string;
  }): Promise<void> {
    if (values.email !== undefined) await this.page.getByLabel('Email', { exact: true }).fill(values.email);
    await this.page.getByLabel('Username', { exact: true }).fill(values.username);
    if (values.fullName) await this.page.getByLabel('Full name (optional)').fill(values.fullName);
    await this.page.getByLabel('Password', { exact: true }).fill(values.password);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign up' }).click();
  }
}

/** /forgot-password and the emailed /forgot-password-set-new?token=… */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  readonly sent = () => this.page.getByTestId('forgot-sent');
  readonly invalid = () => this.page.getByTestId('reset-invalid');

  async requestLink(baseUrl: string, email: string): Promise<void> {
    await this.page.goto(`${baseUrl}/forgot-password`);
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }

  async setNew(password: string, confirm = password): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(confirm);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }
}
