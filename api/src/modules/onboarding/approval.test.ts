import { Writable } from 'node:stream';
import { type TestApp, MIGRATIONS_DIR, buildTestApp } from '../../../test/support/test-app';
import { confirmEmail, newOrganizationBody } from '../../../test/support/test-session';
import { outboxMailsTo } from '../../../test/support/outbox-mail';
import { runApproveCommand } from './approval-command';

// REQUIRE_APPROVAL: after confirming the e-mail, a new organisation waits for the distributor,
// who approves it with `npm run approve -- <organisation number>`.

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', REQUIRE_APPROVAL: 'true' } });
});

afterAll(async () => {
  await shop.close();
});

function capture(): { output: { out: Writable; err: Writable }; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        write(chunk.toString());
        done();
      },
    });
  return { output: { out: sink((text) => (out += text)), err: sink((text) => (err += text)) }, out: () => out, err: () => err };
}

const approve = (args: string[]) => {
  const captured = capture();
  return runApproveCommand(shop.db, MIGRATIONS_DIR, args, { requireApproval: true }, captured.output).then((code) => ({ code, ...captured }));
};

const login = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('with REQUIRE_APPROVAL', () => {
  it('lets a confirmed login in only once the distributor has approved its organisation', async () => {
    const body = newOrganizationBody({ name: 'Venter Sikkerhet AS' });
    const { email } = body.contact;
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body })).statusCode).toBe(201);
    const [mail] = await outboxMailsTo(shop.app.mailer.outboxDir as string, email);
    expect(mail?.text).toContain('Når adressen er bekreftet, går vi gjennom registreringen.');

    // Unconfirmed first: the e-mail is asked for before the approval.
    expect((await login(email, body.password)).json().code).toBe('EmailNotConfirmed');
    await confirmEmail(shop.app, email);
    const waiting = await login(email, body.password);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({
      error: 'Forbidden',
      code: 'AwaitingApproval',
      message: "Your organisation is waiting for the distributor's approval. You can log in as soon as it is approved.",
    });
    expect(waiting.headers['set-cookie']).toBeUndefined();

    const listed = await approve(['--list']);
    expect(listed.code).toBe(0);
    expect(listed.out()).toMatch(new RegExp(`${body.organizationNumber}  Venter Sikkerhet AS  registered \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  ${email} \\(e-mail confirmed\\)`));

    const approved = await approve([body.organizationNumber.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')]);
    expect(approved.code).toBe(0);
    expect(approved.out()).toContain(`Approved Venter Sikkerhet AS (${body.organizationNumber})`);
    expect((await login(email, body.password)).statusCode).toBe(200);

    expect((await approve([body.organizationNumber])).out()).toContain('was approved already');
    expect((await approve(['--list'])).out()).not.toContain(body.organizationNumber);
  });

  it('says which organisation number it does not know, and how it is used', async () => {
    const unknown = await approve(['912345688']);
    expect(unknown.code).toBe(1);
    expect(unknown.err()).toBe('No organisation has the organisation number 912345688.\n');
    for (const args of [[], ['12345'], ['--list', '912345688'], ['--all']]) {
      const usage = await approve(args);
      expect(usage.code).toBe(2);
      expect(usage.err()).toMatch(/^Usage: npm run approve -- <organisation number>/);
    }
  });

  it('approves only the registration that holds the number: none while all wait for their e-mail', async () => {
    const first = newOrganizationBody({ name: 'Først Sikkerhet AS' });
    const second = newOrganizationBody({ name: 'Nummer To AS', organizationNumber: first.organizationNumber });
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: first });
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: second });
    const early = await approve([first.organizationNumber]);
    expect(early.code).toBe(1);
    expect(early.err()).toContain(`No registration of ${first.organizationNumber} has confirmed its e-mail yet (2 waiting)`);

    await confirmEmail(shop.app, second.contact.email);
    expect((await approve([first.organizationNumber])).out()).toContain(`Approved Nummer To AS (${first.organizationNumber})`);
    expect((await login(second.contact.email, second.password)).statusCode).toBe(200);
    expect((await login(first.contact.email, first.password)).statusCode).toBe(401);
  });

  it('lists an organisation whose e-mail is not confirmed yet as such', async () => {
    const body = newOrganizationBody();
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body });
    expect((await approve(['--list'])).out()).toContain(`${body.contact.email} (e-mail not confirmed yet)`);
  });

  it('does not list a registration that expired unconfirmed: it holds nothing', async () => {
    const body = newOrganizationBody();
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body });
    await shop.db.query(`UPDATE users SET created_at = now() - interval '49 hours' WHERE lower(email) = lower($1)`, [body.contact.email]);
    expect((await approve(['--list'])).out()).not.toContain(body.organizationNumber);
  });
});

describe('without REQUIRE_APPROVAL', () => {
  it('approves a new organisation as it registers, so confirming the e-mail is all it takes', async () => {
    const open = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
    try {
      const body = newOrganizationBody();
      await open.app.inject({ method: 'POST', url: '/api/organization', payload: body });
      const [row] = await open.db.query<{ approved: boolean }>('SELECT approved_at IS NOT NULL AS approved FROM organizations WHERE org_number = $1', [
        body.organizationNumber,
      ]);
      expect(row?.approved).toBe(true);
      await confirmEmail(open.app, body.contact.email);
      const loggedIn = await open.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.contact.email, password: body.password } });
      expect(loggedIn.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
