import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A mail of the outbox folder as a person reads it. */
interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`, RFC 2047) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads one single-part text mail as the shop writes it (nodemailer, quoted-printable or 7bit). */
export function parseMail(raw: string, file = ''): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: (encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, '\n'),
  };
}

const emlFiles = async (outboxDir: string) => (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
const readMail = async (outboxDir: string, file: string) => parseMail(await readFile(path.join(outboxDir, file), 'utf8'), file);
const isTo = (mail: OutboxMail, address: string) => mail.to.toLowerCase() === address.toLowerCase();

/** Every mail of the outbox to `address`, oldest first. */
export async function outboxMailsTo(outboxDir: string, address: string): Promise<OutboxMail[]> {
  const mails = await Promise.all((await emlFiles(outboxDir)).map((file) => readMail(outboxDir, file)));
  return mails.filter((mail) => isTo(mail, address));
}

/** The newest mail to `address`, read from the newest file back. */
async function newestMailTo(outboxDir: string, address: string): Promise<OutboxMail | null> {
  for (const file of (await emlFiles(outboxDir)).reverse()) {
    const mail = await readMail(outboxDir, file);
    if (isTo(mail, address)) return mail;
  }
  return null;
}

/** The confirmation link of a mail (`…/min-side/logg-inn?confirm=…`: the page with the button). */
export function confirmationLinkOf(mail: OutboxMail): string {
  const link = /https?:\/\/\S+\/(?:min-side\/logg-inn|en\/account\/log-in)\?confirm=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The mail ${mail.file} holds no confirmation link:\n${mail.text}`);
  return link;
}

/**
 * The confirmation link of the newest mail to `address`, waiting up to `timeoutMs` for it to be
 * written (a resent link is mailed after the answer).
 */
export async function latestConfirmationLink(outboxDir: string, address: string, timeoutMs = 5000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const newest = await newestMailTo(outboxDir, address);
    if (newest) return confirmationLinkOf(newest);
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path and query of a link, for `app.inject`. */
export function pathOfLink(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The link of a mail that sets a new password (`…/min-side/nytt-passord?token=…`). */
export function passwordResetLinkOf(mail: OutboxMail): string {
  const link = /https?:\/\/\S+\/(?:min-side\/nytt-passord|en\/account\/new-password)\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The mail ${mail.file} holds no link to set a new password:\n${mail.text}`);
  return link;
}
