import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMail } from '../../../src/modules/mail';
import { createStaffMember } from '../../../src/modules/staff/staff-member-fixture';
import { type Fingerprint, changedTables, fingerprinter } from '../../support/db-fingerprint';
import { createFakeWebRoot } from '../../support/fake-web-root';
import { invitePerson } from '../../support/invited-person';
import { latestConfirmationLink, parseMail } from '../../support/outbox-mail';
import { SMALL_CATALOG } from '../../support/shop-world';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { createSignedInUser, newOrganizationBody, useConfirmationLink } from '../../support/test-session';

// A mailed link never acts on its GET: a mail program or scanner that fetches every link of a mail
// to check it must not confirm an address, move a login, log anyone in, use a link up or change
// anything else. Every mail the shop writes with a link is made here the way the shop makes it;
// every link of every mail is then fetched as such a program does (a GET, no cookie), and every
// table of the shop must be as it was. The census must be whole: a mail of the shop that carries a
// link and is not made here fails it.

const PUBLIC_URL = 'https://shop.example.no';
const SRC = path.resolve(__dirname, '..', '..', '..', 'src');

let shop: TestApp;
let fingerprint: () => Promise<Fingerprint>;
let webRoot: ReturnType<typeof createFakeWebRoot>;

beforeAll(async () => {
  webRoot = createFakeWebRoot();
  shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL, ALLOWED_HOSTS: 'localhost:80', WEB_ROOT: webRoot.dir } });
  await shop.app.catalog.import(SMALL_CATALOG);
  fingerprint = await fingerprinter(shop.db);
}, 120_000);

afterAll(async () => {
  await shop.close();
  webRoot.remove();
});

const outbox = () => shop.app.mailer.outboxDir as string;

/** Every mail in the outbox, as its reader sees it. */
async function everyMail() {
  const files = readdirSync(outbox()).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map(async (file) => parseMail(await readFile(path.join(outbox(), file), 'utf8'), file)));
}

/** The links of a mail's text. */
const linksOf = (text: string): string[] => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * The shop's mails as their makers write them (every exported function of the mail files, but the
 * frame `shopMail`), each given a link it can be found by.
 */
async function mailMakers(): Promise<Array<{ name: string; make: (input: Record<string, unknown>) => OutgoingMail }>> {
  const files = readdirSync(path.join(SRC, 'modules'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /-mails?\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );
  const makers = [];
  for (const file of files) {
    const exports = (await import(path.join(SRC, 'modules', file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && name !== 'shopMail') makers.push({ name, make: value as (input: Record<string, unknown>) => OutgoingMail });
    }
  }
  return makers;
}

const MARK = 'https://marked.example/link';
/** What any maker of the shop's mails is given: a link (under whatever name it takes it) and the rest. */
const SAMPLE = {
  to: 'kari@example.com',
  locale: 'nb',
  link: MARK,
  loginPage: MARK,
  contactPage: MARK,
  validHours: 48,
  validMinutes: 15,
  approvalRequired: false,
  newEmail: 'ny@example.com',
  invitedBy: 'sjef@grossisten.example',
  organization: 'Firma AS',
  reason: 'Ukjent firma',
  orderNumber: '1001',
  inviter: 'Kari Nordmann',
  role: 'buyer',
  validDays: 7,
  requester: 'Ola Montør',
  decidedBy: 'Kari Nordmann',
  total: 12_500,
  approved: true,
};

describe('every link the shop mails', () => {
  it('answers its GET without changing a row, and a link that acts still works after it', async () => {
    // A registration waiting for its link, and a rival registration with the same address (ended,
    // and told, when the first is confirmed).
    const waiting = newOrganizationBody();
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: waiting })).statusCode).toBe(201);
    const rival = newOrganizationBody({ contact: { name: 'Rival', email: `rival-${waiting.contact.email}`, phone: '22334455' } });
    const ended = newOrganizationBody({ contact: rival.contact });
    for (const body of [rival, ended]) expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: body })).statusCode).toBe(201);
    expect((await useConfirmationLink(shop.app, await latestConfirmationLink(outbox(), rival.contact.email))).status).toBe(200);

    // A confirmed login moving its e-mail (the new address gets the link, the old one is told), asking
    // for a new password and for a login link, and told that someone guesses at it.
    const kari = await createSignedInUser(shop.app);
    const newEmail = `flytter-${kari.email}`;
    const moving = await shop.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${kari.userId}`,
      headers: { cookie: kari.cookie },
      payload: { name: 'Kari Nordmann', email: newEmail, phone: '22334455', currentPassword: kari.password },
    });
    expect(moving.statusCode).toBe(200);
    for (const asked of ['password-reset', 'login-link']) {
      expect((await shop.app.inject({ method: 'POST', url: `/api/auth/${asked}`, payload: { email: kari.email, locale: 'nb' } })).statusCode).toBe(202);
    }
    shop.app.loginLinks.tellGuessedAtLater(kari.email);

    // An administrator invites a person (the invitation stays unused) and a requester, whose order
    // then waits for the administrator's approval (every administrator is mailed).
    const invitation = await shop.app.inject({
      method: 'POST',
      url: `/api/organization/${kari.organizationId}/customers`,
      headers: { cookie: kari.cookie },
      payload: { name: 'Ny Innkjøper', email: `innkjoper-${kari.email}`, phone: '22334455', role: 'buyer', orderLimit: 10_000 },
    });
    expect(invitation.statusCode).toBe(201);
    const requester = await invitePerson(shop.app, kari, 'requester');
    const request = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: requester.cookie },
      payload: { customer: requester.userId, lineItems: [{ SkuId: 'KORT-1', Quantity: 2 }], deliveryMethod: 'pickup', pickupWarehouse: 'oslo' },
    });
    expect(request.json()).toMatchObject({ awaitingApproval: true });

    // A member of staff invites another.
    const staff = await createStaffMember(shop.app, shop.db);
    const invited = await shop.app.inject({ method: 'POST', url: '/api/staff/invitations', headers: { cookie: staff.cookie }, payload: { email: 'ny-ansatt@grossisten.example' } });
    expect(invited.statusCode).toBe(201);

    await Promise.all([shop.app.onboarding.settled(), shop.app.passwordResets.settled(), shop.app.loginLinks.settled()]);
    const mails = await everyMail();

    // The census is whole: every mail of the shop that carries a link is among those made here.
    const subjects = new Set(mails.map((mail) => mail.subject));
    const withLinks = (await mailMakers()).filter(({ make }) => make({ ...SAMPLE }).text.includes(MARK));
    expect(withLinks.length).toBeGreaterThanOrEqual(8);
    // A subject may name the organisation: the sample's, or the one whose people were invited here.
    const kariOrganization = (await shop.app.inject({ url: `/api/organization/${kari.organizationId}`, headers: { cookie: kari.cookie } })).json<{ name: string }>().name;
    const madeHere = ({ make }: { make: (input: Record<string, unknown>) => OutgoingMail }) =>
      [SAMPLE, { ...SAMPLE, organization: kariOrganization }].some((sample) => subjects.has(make({ ...sample }).subject));
    expect(withLinks.filter((maker) => !madeHere(maker)).map(({ name }) => name)).toEqual([]);

    // Every link, fetched as a mail program does: a GET without a cookie.
    const links = [...new Set(mails.flatMap((mail) => linksOf(mail.text)))];
    expect(links.every((link) => link.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    const before = await fingerprint();
    for (const link of links) {
      const { pathname, search } = new URL(link);
      const fetched = await shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
      expect({ link, status: fetched.statusCode < 500 }).toEqual({ link, status: true });
      expect({ link, changed: changedTables(before, await fingerprint()) }).toEqual({ link, changed: [] });
    }

    // The links still do what they are for, by their pages' buttons: the login moves now.
    const moved = await useConfirmationLink(shop.app, await latestConfirmationLink(outbox(), newEmail));
    expect(moved.notice).toBe('/min-side/logg-inn?confirmed=email');
    expect((await useConfirmationLink(shop.app, await latestConfirmationLink(outbox(), waiting.contact.email))).notice).toBe('/min-side/logg-inn?confirmed=1');
  });
});
