import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { confirmationLinkOf, parseMail } from '../../../test/support/outbox-mail';
import { newOrganizationBody, useConfirmationLink } from '../../../test/support/test-session';

// With SMTP_URL the confirmation mail goes out through that server: here a real SMTP server on a
// free port, which asks for the credentials of the address.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** Logins the server was sent (credentials that went over the wire). */
const logins: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    // Plain SMTP on the loopback: no certificate to make for a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (auth.username === 'nettbutikk' && auth.password === 'hemmelig-passord') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const free = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

describe('mail through SMTP', () => {
  let shop: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-smtp-test-'));

  beforeAll(async () => {
    shop = await buildTestApp({
      env: {
        SEED_DEMO_CATALOG: 'false',
        DATA_DIR: dataDir,
        // This server offers no STARTTLS: plain SMTP only because the address says so.
        SMTP_URL: `smtp://nettbutikk:hemmelig-passord@127.0.0.1:${port}?requireTLS=false`,
        MAIL_FROM: 'Nettbutikk <ordre@example.no>',
        PUBLIC_URL: 'https://shop.example.no',
        ALLOWED_HOSTS: 'localhost:80',
      },
    });
  });

  afterAll(async () => {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the confirmation link to the new login, whose link then lets it in', async () => {
    const body = newOrganizationBody();
    const registered = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: { ...body, locale: 'en' } });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().confirmation).toBe('sent');

    const delivered = received.find((mail) => mail.to.includes(body.contact.email));
    expect(delivered?.from).toBe('ordre@example.no');
    const mail = parseMail(delivered!.raw);
    expect(mail.to).toBe(body.contact.email);
    expect(mail.subject).toBe('Confirm your e-mail address – Sikkerhetsgrossisten');
    expect(delivered!.raw).toMatch(/^From: Nettbutikk <ordre@example\.no>\r?$/m);

    const used = await useConfirmationLink(shop.app, confirmationLinkOf(mail));
    expect(used.notice).toBe('/en/account/log-in?confirmed=1');
    const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.contact.email, password: body.password } });
    expect(login.statusCode).toBe(200);
  });

  it('writes nothing to an outbox folder', () => {
    expect(shop.app.mailer.outboxDir).toBeNull();
    expect(shop.app.mailer.destination).toBe(`SMTP server 127.0.0.1:${port}`);
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);
  });
});

describe('an SMTP server that offers no STARTTLS', () => {
  it('gets neither the credentials nor the link unless SMTP_URL says requireTLS=false', async () => {
    const before = { mails: received.length, logins: logins.length };
    const shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', SMTP_URL: `smtp://nettbutikk:hemmelig-passord@127.0.0.1:${port}` } });
    try {
      const registered = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: newOrganizationBody() });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().confirmation).toBe('not-sent');
      expect(received.length).toBe(before.mails);
      expect(logins.length).toBe(before.logins);
    } finally {
      await shop.close();
    }
  });
});

describe('an SMTP server that does not answer', () => {
  it('still registers the organisation, says the mail was not sent, and logs no address', async () => {
    const lines: string[] = [];
    const shop = await buildTestApp({
      env: { SEED_DEMO_CATALOG: 'false', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const body = newOrganizationBody();
      const registered = await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().confirmation).toBe('not-sent');
      expect(lines.join('')).toContain('a confirmation mail could not be sent');
      expect(lines.join('')).not.toContain(body.contact.email);
      // Still waiting for its confirmation: a new link can be asked for once the server is back.
      const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.contact.email, password: body.password } });
      expect(login.json().code).toBe('EmailNotConfirmed');
    } finally {
      await shop.close();
    }
  });
});
