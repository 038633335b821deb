import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

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
  // Made at the first mail: nodemailer is not loaded at start.
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string }) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.options.smtpUrl
        ? nodemailer.createTransport(this.options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(mail: Mail): Promise<void> {
    const info = await (await this.transporter()).sendMail({ from: this.options.from, ...mail });
    if (this.options.smtpUrl) return;
    await mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    // Time first, so the folder lists in sending order; mode 600: links in it sign people in.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    await writeFile(path.join(this.options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  }

  async close(): Promise<void> {
    // A transport that could not be made has nothing to close; its sends said why.
    (await this.transport?.catch(() => undefined))?.close();
  }
}
