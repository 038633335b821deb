import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise writes each message as an .eml file to
 * `outboxDir`, so an install without mail still shows what would have gone out.
 * @example await mailer.send({ to: 'ann@example.com', subject: 'Reset', text: 'Open …' })
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string }) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...mail });
    if (this.options.smtpUrl) return;
    await mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    // Time first, so the folder lists in sending order; mode 600: links in it sign people in.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    await writeFile(path.join(this.options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  }

  close(): void {
    this.transport.close();
  }
}
