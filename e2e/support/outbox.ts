import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The link of a confirmation mail (the account's login page with ?confirm=…: its button confirms). */
const CONFIRMATION_LINK = /https?:\/\/\S+\/(?:min-side\/logg-inn|en\/account\/log-in)\?confirm=[A-Za-z0-9_-]+/;
/** The link of a mail that sets a new password (the account's new-password page with ?token=…). */
const PASSWORD_RESET_LINK = /https?:\/\/\S+\/(?:min-side\/nytt-passord|en\/account\/new-password)\?token=[A-Za-z0-9_-]+/;

/** The link of a mail that logs in once (the account's login page with ?link=…). */
const LOGIN_LINK = /https?:\/\/\S+\/(?:min-side\/logg-inn|en\/account\/log-in)\?link=[A-Za-z0-9_-]+/;

/**
 * The shop started without SMTP_URL writes every mail as an .eml file to `<DATA_DIR>/outbox`.
 * Reads the link matching `pattern` of the newest mail to `address` that holds one, waiting for it
 * to be written.
 */
async function linkFromOutbox(dataDir: string, address: string, pattern: RegExp, timeoutMs: number): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const to = /^To: (.+)$/im.exec(raw)?.[1]?.trim();
      if (to?.toLowerCase() !== address.toLowerCase()) continue;
      const link = pattern.exec(quotedPrintableAscii(raw))?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with a link like ${pattern} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The confirmation link of the newest confirmation mail to `address`. */
export function confirmationLinkFromOutbox(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return linkFromOutbox(dataDir, address, CONFIRMATION_LINK, timeoutMs);
}

/** The link of the newest mail to `address` that sets a new password. */
export function passwordResetLinkFromOutbox(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return linkFromOutbox(dataDir, address, PASSWORD_RESET_LINK, timeoutMs);
}

/** The link of the newest mail to `address` that logs in once. */
export function loginLinkFromOutbox(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return linkFromOutbox(dataDir, address, LOGIN_LINK, timeoutMs);
}

/** The text of the newest mail to `address` that matches `pattern` (quoted-printable undone for ASCII), waiting for it. */
export async function mailFromOutbox(dataDir: string, address: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = quotedPrintableAscii(await readFile(path.join(outbox, file), 'utf8'));
      const to = /^To: (.+)$/im.exec(raw)?.[1]?.trim();
      if (to?.toLowerCase() === address.toLowerCase() && pattern.test(raw)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${pattern} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Quoted-printable's soft line breaks joined and its escapes of ASCII characters undone: enough for a link. */
function quotedPrintableAscii(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-7][0-9A-F])/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
