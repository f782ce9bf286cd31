import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop started without SMTP_URL writes every mail as an .eml file to `<DATA_DIR>/outbox`.
 * Reads the confirmation link of the newest mail to `address`, waiting for it to be written.
 */
export async function confirmationLinkFromOutbox(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const to = /^To: (.+)$/im.exec(raw)?.[1]?.trim();
      if (to?.toLowerCase() !== address.toLowerCase()) continue;
      const link = /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(quotedPrintableAscii(raw))?.[0];
      if (!link) throw new Error(`The mail ${file} to ${address} holds no confirmation link`);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Quoted-printable's soft line breaks joined and its escapes of ASCII characters undone: enough for a link. */
function quotedPrintableAscii(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-7][0-9A-F])/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
