import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { correctionNote, keepToOwner } from '../../infra/files/owner-only';
import type { MailConfig } from '../../infra/config/mail-config';
import { type Mailer, createMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's mail: SMTP_URL's server, or the outbox folder (README, "Who gets prices"). */
    mailer: Mailer;
  }
}

interface MailPluginOptions {
  mail: MailConfig;
}

/** Decorates the app with its mailer and says at start-up where mail goes (a production start has PUBLIC_URL for its links: config.ts). */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const mailer = createMailer(options.mail);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());

    if (mailer.outboxDir === null) app.log.info(`mail goes out through the ${mailer.destination}`);
    else {
      // Mails written before, by a process with a looser umask (or copied in), hold confirmation links.
      const corrected = existsSync(mailer.outboxDir) ? keepToOwner(mailer.outboxDir) : [];
      if (corrected.length > 0) app.log.warn(correctionNote(mailer.outboxDir, corrected));
      app.log.info({ outbox: mailer.outboxDir }, `SMTP_URL is not set: mail is written as .eml files to ${mailer.outboxDir}`);
    }
  },
  { name: 'mail' },
);
