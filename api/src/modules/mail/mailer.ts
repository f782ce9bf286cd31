import nodemailer from 'nodemailer';
import type { MailConfig } from '../../infra/config/mail-config';
import { Outbox } from './outbox';

/** One mail the shop sends: plain text, to one address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the shop's mail: through an SMTP server, or into the outbox folder. */
export interface Mailer {
  /** Rejects when the mail could not be handed over (the server refused it or did not answer in time). */
  send(mail: OutgoingMail): Promise<void>;
  /** The folder mails are written to, or null when they go out through SMTP. */
  readonly outboxDir: string | null;
  /** Where mail goes, for the start-up log: the SMTP server's host and port (never its credentials) or the outbox folder. */
  readonly destination: string;
  close(): void;
}

// A registration waits for its mail: an SMTP server that does not answer must not hold it for the
// minutes nodemailer waits by default.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The same message either way: nodemailer composes it (headers encoded, text as quoted-printable UTF-8). */
function messageOf(from: string, mail: OutgoingMail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, textEncoding: 'quoted-printable' as const };
}

/**
 * Credentials and confirmation links never go out in clear: on `smtp://` the server must offer
 * STARTTLS, or nothing is sent. Only an explicit `?requireTLS=false` in SMTP_URL (a relay on the
 * same host) allows plain SMTP; nodemailer lets the address's parameters override these options.
 */
const TLS_REQUIRED = { requireTLS: true, tls: { minVersion: 'TLSv1.2' as const } };

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...TLS_REQUIRED, logger: false });
  const server = new URL(smtpUrl);
  return {
    outboxDir: null,
    destination: `SMTP server ${server.hostname}:${server.port || (server.protocol === 'smtps:' ? '465' : '587')}`,
    async send(mail) {
      await transport.sendMail(messageOf(from, mail));
    },
    close: () => transport.close(),
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const outbox = new Outbox(outboxDir);
  // Composes the message as it would go out over SMTP, and hands it back instead of sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    outboxDir,
    destination: `outbox folder ${outboxDir}`,
    async send(mail) {
      const { message } = await composer.sendMail(messageOf(from, mail));
      // `buffer: true` hands the message over whole, never as a stream.
      if (!Buffer.isBuffer(message)) throw new Error('The mail composer handed back a stream instead of the message');
      await outbox.write(message);
    },
    close: () => composer.close(),
  };
}

/** SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in the outbox. */
export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl === undefined ? outboxMailer(config.outboxDir, config.from) : smtpMailer(config.smtpUrl, config.from);
}
