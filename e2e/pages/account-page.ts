import type { Page } from 'playwright-core';

/** /pages/account-setting: Profile, Password and Two-factor sign-in tabs. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/pages/account-setting`);
    await this.page.getByTestId('profile-form').waitFor();
  }

  async tab(name: 'Profile' | 'Password' | 'Two-factor sign-in'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** Starts the TOTP setup and reads the secret the page shows beside the QR code. */
  async startTwoFactorSetup(): Promise<string> {
    await this.tab('Two-factor sign-in');
    await this.page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await this.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = await this.page.getByTestId('totp-secret').locator('code').textContent();
    if (!secret) throw new Error('no TOTP secret on the page');
    return secret.trim();
  }

  /** Confirms the setup with a first code and the current password; answers the recovery codes shown once. */
  async confirmTwoFactor(code: string, password: string): Promise<string[]> {
    await this.page.getByLabel('Code from the app', { exact: true }).fill(code);
    await this.page.getByLabel('Your password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Confirm and enable' }).click();
    const list = this.page.getByTestId('recovery-codes');
    await list.waitFor();
    const codes = await list.locator('li').allTextContents();
    await this.page.getByRole('button', { name: 'I have saved them' }).click();
    return codes.map((code) => code.trim());
  }

  /** Chooses an avatar file (the page checks it and shows a preview). */
  async chooseAvatar(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.tab('Profile');
    await this.page.getByTestId('avatar-input').setInputFiles(file);
  }

  async saveProfile(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }
}
