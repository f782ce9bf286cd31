import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMail } from '../../../test/support/outbox-mail';
import { capturedOutput } from '../../../test/support/captured-output';
import { buildTestApp } from '../../../test/support/test-app';
import { createMailer } from './mailer';

// Without SMTP_URL every mail becomes an .eml file in <DATA_DIR>/outbox, which a mail program opens.

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-test-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('writes each mail as a whole .eml file only its owner may read, in the order they were sent', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Sikkerhetsgrossisten <no-reply@localhost>', outboxDir });
    expect(mailer.outboxDir).toBe(outboxDir);
    const link = `https://shop.example.no/api/auth/confirm-email?token=${'x'.repeat(43)}`;
    const text = `Hei!\n\nÅpne lenken under for å bekrefte at adressen er din – én gang:\n\n${link}\n`;
    await mailer.send({ to: 'kari@firma.no', subject: 'Bekreft e-postadressen din – Sikkerhetsgrossisten', text });
    await mailer.send({ to: 'ola@firma.no', subject: 'Second', text: 'Two\n' });
    mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/.test(file))).toBe(true);
    const [first, second] = files.sort();
    if (process.platform !== 'win32') expect(statSync(path.join(outboxDir, first as string)).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path.join(outboxDir, first as string), 'utf8');
    expect(raw).toMatch(/^From: Sikkerhetsgrossisten <no-reply@localhost>\r$/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(parseMail(raw)).toEqual({ file: '', to: 'kari@firma.no', subject: 'Bekreft e-postadressen din – Sikkerhetsgrossisten', text });
    expect(parseMail(readFileSync(path.join(outboxDir, second as string), 'utf8')).to).toBe('ola@firma.no');
  });
});

describe('the outbox at start', () => {
  const onPosix = process.platform === 'win32' ? it.skip : it;

  onPosix('is corrected when its mails were left readable by other users, and the log says so', async () => {
    const outboxDir = path.join(dataDir, 'outbox');
    mkdirSync(outboxDir);
    writeFileSync(path.join(outboxDir, 'old.eml'), 'a confirmation link');
    chmodSync(path.join(outboxDir, 'old.eml'), 0o666);
    chmodSync(outboxDir, 0o777);
    const log = capturedOutput();
    // The database is the test's own: only the mail's start looks at the folder.
    const shop = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO_CATALOG: 'false' }, logStream: log.stream, logLevel: 'warn' });
    await shop.close();
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(outboxDir, 'old.eml')).mode & 0o777).toBe(0o600);
    expect(log.text()).toContain(`${outboxDir}: 2 files and folders were readable by other users of this machine; they are now its owner's alone (., old.eml)`);
  });
});
