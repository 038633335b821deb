import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailerPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}

/** Outgoing mail: SMTP when `SMTP_URL` is set, else the outbox folder under the data dir. */
export const mailer = fp(mailerPlugin, { name: 'mailer' });
