import { type DeclaredRoutes, findRoute, installRoutes, installedRoutes } from '@shop/shared/routes';
import { createFakeWebRoot } from '../../support/fake-web-root';
import { outboxMailsTo } from '../../support/outbox-mail';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { type SignedInUser, createSignedInUser } from '../../support/test-session';

// A fresh process whose account remote does not answer at start knows none of the account's pages
// (its declared routes cannot be read: web/releases/declared-routes.ts leaves them out). The links
// it mails and the login's redirects go to the account's pages all the same: their paths are a
// contract (shared/src/contracts/mailed-pages.ts), not a look-up in the route table of the moment.

const PUBLIC_URL = 'https://shop.example.no';
// Nothing listens on the discard port: the account's routes.json cannot be read.
const UNREACHABLE_ACCOUNT = 'http://127.0.0.1:9/remotes/account/mf-manifest.json';

let shop: TestApp;
let webRoot: ReturnType<typeof createFakeWebRoot>;
let admin: SignedInUser;
let testRoutes: DeclaredRoutes;
const logLines: string[] = [];

beforeAll(async () => {
  testRoutes = installedRoutes();
  // What a process holds before its first release is read: the shell's own pages only.
  installRoutes({});
  webRoot = createFakeWebRoot();
  shop = await buildTestApp({
    env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL, ALLOWED_HOSTS: 'localhost:80', WEB_ROOT: webRoot.dir, ACCOUNT_REMOTE_URL: UNREACHABLE_ACCOUNT },
    logStream: { write: (line) => logLines.push(line) },
    logLevel: 'warn',
  });
  admin = await createSignedInUser(shop.app);
}, 120_000);

afterAll(async () => {
  await shop.close();
  webRoot.remove();
  installRoutes(testRoutes);
});

const outbox = () => shop.app.mailer.outboxDir as string;
const linkIn = (text: string | undefined) => /https?:\/\/\S+/.exec(text ?? '')?.[0] ?? `no link in: ${text}`;

it('starts without the account pages', () => {
  expect(logLines.join('')).toContain('the account pages are left out');
  expect(findRoute('account-new-password')).toBeUndefined();
  expect(findRoute('account-login')).toBeUndefined();
  expect(findRoute('contact')).toBeDefined();
});

it.each([
  ['nb', '/min-side/nytt-passord'],
  ['en', '/en/account/new-password'],
] as const)('mails a password reset in %s with the link to %s', async (locale, page) => {
  const asked = await shop.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: admin.email }, headers: { cookie: `locale=${locale}` } });
  expect(asked.statusCode).toBe(202);
  await shop.app.passwordResets.settled();
  const mail = (await outboxMailsTo(outbox(), admin.email)).filter((candidate) => /^(Nytt passord|A new password)/.test(candidate.subject)).at(-1);
  expect(linkIn(mail?.text)).toMatch(new RegExp(`^${PUBLIC_URL}${page}\\?token=[A-Za-z0-9_-]+$`));
});

it.each([
  ['nb', '/min-side/nytt-passord', /^Invitasjon til /],
  ['en', '/en/account/new-password', /^An invitation to /],
] as const)('mails an invitation in %s with the link to %s', async (locale, page, subject) => {
  const email = `invitert-${locale}-${admin.userId.slice(0, 8)}@example.com`;
  const added = await shop.app.inject({
    method: 'POST',
    url: `/api/organization/${admin.organizationId}/customers`,
    headers: { cookie: admin.cookie },
    payload: { name: `Invitert ${locale}`, email, phone: '22334455', role: 'buyer', locale },
  });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ invitation: 'sent' });
  const [mail] = await outboxMailsTo(outbox(), email);
  expect(mail?.subject).toMatch(subject);
  expect(linkIn(mail?.text)).toMatch(new RegExp(`^${PUBLIC_URL}${page}\\?invitation=[A-Za-z0-9_-]+$`));
});

it('sends a login on to the account\'s pages in the language chosen', async () => {
  const authorize = (cookie: string) => shop.app.inject({ url: '/api/auth/authorize', headers: { cookie } });
  const loggedIn = await authorize(`${admin.cookie}; locale=en`);
  expect([loggedIn.statusCode, loggedIn.headers.location]).toEqual([302, '/en/account']);
  const nobody = await authorize('locale=nb');
  expect([nobody.statusCode, nobody.headers.location]).toEqual([302, '/min-side/logg-inn']);
});
