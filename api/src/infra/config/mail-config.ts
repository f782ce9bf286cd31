import path from 'node:path';
import type { EnvRead } from './env-values';

/** How the shop sends mail, read from the environment with the rest of the config. */
export interface MailConfig {
  /**
   * `smtp://` or `smtps://` address of the server that sends the shop's mail, credentials included
   * (`smtps://user:password@smtp.example.no`). Unset: every mail is written to `outboxDir` instead.
   */
  smtpUrl: string | undefined;
  /** The From of every mail: `Name <address>` or an address. */
  from: string;
  /** Where mails are written as `.eml` files when no SMTP server is set: `<DATA_DIR>/outbox`. */
  outboxDir: string;
}

const DEFAULT_MAIL_FROM = 'Sikkerhetsgrossisten <no-reply@localhost>';

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;
const NAMED_ADDRESS = /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/;

export function loadMailConfig(read: EnvRead, dataDir: string, problems: string[]): MailConfig {
  const smtpUrl = read('SMTP_URL');
  // Never repeated in the message: the address may carry a password.
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl)) {
    problems.push('SMTP_URL must be an address like smtp://host:587 or smtps://user:password@host:465');
  }
  const from = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!ADDRESS.test(from) && !NAMED_ADDRESS.test(from)) {
    problems.push(`MAIL_FROM must be an address like "Shop <no-reply@shop.example.no>" (got "${from}")`);
  }
  return { smtpUrl, from, outboxDir: path.join(dataDir, 'outbox') };
}

/**
 * The shop's own address for links in mails (PUBLIC_URL): an origin without a path, no trailing
 * slash. Never taken from a request's Host header, which whoever sends the request picks.
 */
export function loadPublicUrl(read: EnvRead, port: number, problems: string[]): { publicUrl: string; publicUrlSet: boolean } {
  const text = read('PUBLIC_URL');
  if (text === undefined) return { publicUrl: `http://localhost:${port}`, publicUrlSet: false };
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url === null || !isOrigin(url)) {
    problems.push(`PUBLIC_URL must be the shop's address like https://shop.example.no, without a path (got "${text}")`);
    return { publicUrl: `http://localhost:${port}`, publicUrlSet: true };
  }
  return { publicUrl: url.origin, publicUrlSet: true };
}

function isOrigin(url: URL): boolean {
  return /^https?:$/.test(url.protocol) && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
}
