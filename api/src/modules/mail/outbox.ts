import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Mails written as `.eml` files instead of being sent (no SMTP_URL): open one with a mail program
 * (the text is quoted-printable, as it would go out). Names start with the time, so they sort in the order they were written. The
 * files hold confirmation links, so only the shop's own user may read them.
 */
export class Outbox {
  constructor(readonly dir: string) {}

  /** Writes one message; answers the file's path. A reader never sees half a file: it is renamed into place whole. */
  async write(message: Buffer): Promise<string> {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Made on the first mail: a shop that never mails leaves no empty folder behind.
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(`${file}.part`, message, { mode: 0o600, flag: 'wx' });
    await rename(`${file}.part`, file);
    return file;
  }
}
