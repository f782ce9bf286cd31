import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { latestConfirmationLink, outboxMailsTo, passwordResetLinkOf } from '../../../test/support/outbox-mail';
import { type SignedInUser, cookieHeaderFrom, createSignedInUser, newOrganizationBody, useConfirmationLink } from '../../../test/support/test-session';

// A forgotten password (README, "Who gets prices"): a single-use link by mail, valid for an hour,
// the same answer for every address, and the new password ends every session of the person.

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: 'https://shop.example.no', ALLOWED_HOSTS: 'localhost:80' } });
});

afterAll(async () => {
  await shop.close();
});

const ANSWER = { message: 'If this address has an account, a link to set a new password is on its way.' };
const INVALID = 'This link to set a new password has expired or has been used. Ask for a new one.';

let clients = 0;
const newClient = () => `10.66.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const outbox = () => shop.app.mailer.outboxDir as string;
const askForReset = (payload: object, remoteAddress = newClient(), headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload, remoteAddress, headers });
const setPassword = (token: string, newPassword: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, newPassword } });
const logIn = (email: string, password: string, remoteAddress = '10.65.0.1') =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const profileWith = (user: SignedInUser, cookie: string) => shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie } });

async function resetMailsTo(email: string) {
  await shop.app.passwordResets.settled();
  return (await outboxMailsTo(outbox(), email)).filter((mail) => /^(Nytt passord|A new password)/.test(mail.subject));
}

async function newestResetToken(email: string): Promise<string> {
  const mail = (await resetMailsTo(email)).at(-1);
  if (!mail) throw new Error(`No reset mail to ${email}`);
  return new URL(passwordResetLinkOf(mail)).searchParams.get('token') as string;
}

describe('asking for a link', () => {
  it('is answered alike for a login, an unknown address and a registration not confirmed; only the login gets a mail', async () => {
    const kari = await createSignedInUser(shop.app);
    const unconfirmed = newOrganizationBody();
    await shop.app.inject({ method: 'POST', url: '/api/organization', payload: unconfirmed });
    const unknown = `ingen-${kari.userId}@example.com`;
    for (const email of [kari.email.toUpperCase(), unknown, unconfirmed.contact.email]) {
      const answer = await askForReset({ email });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(ANSWER);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await resetMailsTo(kari.email)).toHaveLength(1);
    expect(await resetMailsTo(unknown)).toHaveLength(0);
    expect(await resetMailsTo(unconfirmed.contact.email)).toHaveLength(0);
  });

  it('answers before the mail is sent: the answer waits for nothing that differs between a login and an unknown address', async () => {
    const kari = await createSignedInUser(shop.app);
    // The shop's mail is held until the test lets it go: no clock, so no busy machine, decides.
    const mailer = shop.app.mailer;
    const send = mailer.send.bind(mailer);
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    mailer.send = async (mail) => {
      await held;
      return send(mail);
    };
    try {
      const answer = await askForReset({ email: kari.email });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual(ANSWER);
      expect((await outboxMailsTo(outbox(), kari.email)).filter((mail) => mail.subject.startsWith('Nytt passord'))).toHaveLength(0);
    } finally {
      letGo();
      mailer.send = send;
    }
    expect(await resetMailsTo(kari.email)).toHaveLength(1);
  });

  it('mails a link to the page of the mail\'s language at PUBLIC_URL, valid for an hour; only its hash is kept', async () => {
    const kari = await createSignedInUser(shop.app);
    await askForReset({ email: kari.email });
    await askForReset({ email: kari.email }, newClient(), { cookie: 'locale=en' });
    // Each mail goes after its answer, so the two may arrive in either order.
    const mails = await resetMailsTo(kari.email);
    expect(mails).toHaveLength(2);
    const norwegian = mails.find((mail) => mail.subject.startsWith('Nytt passord'));
    const english = mails.find((mail) => mail.subject.startsWith('A new password'));
    expect(norwegian?.subject).toBe('Nytt passord – Sikkerhetsgrossisten');
    expect(norwegian?.text).toContain('gjelder i 60 minutter');
    expect(passwordResetLinkOf(norwegian!)).toMatch(/^https:\/\/shop\.example\.no\/min-side\/nytt-passord\?token=[A-Za-z0-9_-]{43}$/);
    expect(english?.subject).toBe('A new password – Sikkerhetsgrossisten');
    expect(passwordResetLinkOf(english!)).toMatch(/^https:\/\/shop\.example\.no\/en\/account\/new-password\?token=/);
    const token = await newestResetToken(kari.email);
    const rows = await shop.db.query<{ token_hash: string; minutes: number }>(
      'SELECT token_hash, extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM password_resets WHERE user_id = $1',
      [kari.userId],
    );
    expect(rows.map((row) => Number(row.minutes))).toEqual([60, 60]);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('is budgeted per address asked for from one client and per client, and a used-up budget never keeps the owner from logging in', async () => {
    const kari = await createSignedInUser(shop.app);
    const asker = newClient();
    for (let i = 0; i < 3; i += 1) expect((await askForReset({ email: kari.email }, asker)).statusCode).toBe(202);
    const limited = await askForReset({ email: kari.email }, asker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests for a new password\. Try again in /);

    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await askForReset({ email: `noen-${i}-${kari.userId}@example.com` }, client)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);

    // From that very client, and with the address's budget used up, the owner logs in.
    expect((await logIn(kari.email, kari.password, client)).statusCode).toBe(200);
  });

  it('refuses what is not an e-mail address with a plain 400', async () => {
    const answer = await askForReset({ email: 'ikke en adresse' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'Bad Request', message: 'email must be an e-mail address like name@company.no' });
  });
});

describe('setting the new password', () => {
  it('ends every session of the person; the old password logs in no more, the new one does', async () => {
    const kari = await createSignedInUser(shop.app);
    const otherDevice = cookieHeaderFrom((await logIn(kari.email, kari.password)).headers['set-cookie']);
    expect((await profileWith(kari, otherDevice)).statusCode).toBe(200);
    await askForReset({ email: kari.email });
    const token = await newestResetToken(kari.email);

    const set = await setPassword(token, 'Ny-Lang-Frase-Hest-42');
    expect(set.statusCode).toBe(204);
    expect((await profileWith(kari, kari.cookie)).statusCode).toBe(401);
    expect((await profileWith(kari, otherDevice)).statusCode).toBe(401);
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(401);
    expect((await logIn(kari.email, 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(200);
  });

  it('cancels a change of the login e-mail asked for before it', async () => {
    const kari = await createSignedInUser(shop.app);
    const intruders = `inntrenger-${kari.userId}@example.com`;
    await shop.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${kari.userId}`,
      headers: { cookie: kari.cookie },
      payload: { name: 'Kari', email: intruders, phone: '22334455', currentPassword: kari.password },
    });
    const changeLink = await latestConfirmationLink(outbox(), intruders);
    await askForReset({ email: kari.email });
    expect((await setPassword(await newestResetToken(kari.email), 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(204);
    expect((await useConfirmationLink(shop.app, changeLink)).notice).toBe('/min-side/logg-inn?confirmed=expired');
    expect((await logIn(intruders, 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(401);
    expect((await logIn(kari.email, 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(200);
  });

  it('works once: the link, and every other link of the person, are used up', async () => {
    const kari = await createSignedInUser(shop.app);
    await askForReset({ email: kari.email });
    const older = await newestResetToken(kari.email);
    await askForReset({ email: kari.email });
    const newer = await newestResetToken(kari.email);
    expect((await setPassword(newer, 'Forste-Nye-Frase-Ku-77')).statusCode).toBe(204);
    for (const token of [newer, older]) {
      const again = await setPassword(token, 'Andre-Nye-Frase-Geit-88');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'Bad Request', message: INVALID, code: 'ResetLinkInvalid', details: [{ field: 'token', message: INVALID, code: 'ResetLinkInvalid' }] });
    }
    expect((await logIn(kari.email, 'Forste-Nye-Frase-Ku-77')).statusCode).toBe(200);
  });

  it('refuses a link older than an hour, one nobody was sent, and a cut-off one', async () => {
    const kari = await createSignedInUser(shop.app);
    await askForReset({ email: kari.email });
    const token = await newestResetToken(kari.email);
    await shop.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [kari.userId]);
    for (const tried of [token, 'A'.repeat(43), token.slice(0, 20), '']) {
      const answer = await setPassword(tried, 'Ny-Lang-Frase-Hest-42');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('ResetLinkInvalid');
    }
    expect((await logIn(kari.email, kari.password)).statusCode).toBe(200);
  });

  it('checks the new password as a registration does, and a refused one leaves the link working', async () => {
    const kari = await createSignedInUser(shop.app);
    await askForReset({ email: kari.email });
    const token = await newestResetToken(kari.email);
    const weak = await setPassword(token, 'passord123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([expect.objectContaining({ field: 'newPassword', code: 'WeakPassword' })]);
    const short = await setPassword(token, 'kort');
    expect(short.json().details).toEqual([expect.objectContaining({ field: 'newPassword' })]);
    // The person's own name with a year, as a registration refuses it too.
    const own = await setPassword(token, 'KariNordmann2026!');
    expect(own.json().details).toEqual([expect.objectContaining({ field: 'newPassword', code: 'WeakPassword' })]);
    expect((await setPassword(token, 'Ny-Lang-Frase-Hest-42')).statusCode).toBe(204);
  });
});

describe('the demo login', () => {
  it('is sent no link: its password is published and stays as it is', async () => {
    const demo = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'true', SEED_DEMO_ACCOUNT: 'true' } });
    try {
      const answer = await demo.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'demo@example.com' } });
      expect(answer.statusCode).toBe(202);
      await demo.app.passwordResets.settled();
      expect(await outboxMailsTo(demo.app.mailer.outboxDir as string, 'demo@example.com')).toHaveLength(0);
    } finally {
      await demo.close();
    }
  });
});
