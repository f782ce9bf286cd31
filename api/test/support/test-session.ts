import { randomBytes, randomInt } from 'node:crypto';
import { isOrganizationNumber } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { latestConfirmationLink, pathOfLink } from './outbox-mail';

export interface SignedInUser {
  /** The Cookie header to send: `app.inject({ headers: { cookie } })`. */
  cookie: string;
  userId: string;
  organizationId: string;
  email: string;
  password: string;
}

/** A random organisation number that passes the mod-11 check. */
export function testOrganizationNumber(): string {
  // About one in eleven random numbers carries the right check digit.
  for (;;) {
    const candidate = Array.from({ length: 9 }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
    if (isOrganizationNumber(candidate)) return candidate;
  }
}

/** The body of POST /api/organization for a new organisation; `overrides` replace top-level fields. */
export function newOrganizationBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Testfirma ${tag} AS`,
    organizationNumber: testOrganizationNumber(),
    address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' },
    invoiceType: 'email',
    invoiceEmail: `faktura-${tag}@example.com`,
    contact: { name: 'Kari Nordmann', email: `kari-${tag}@example.com`, phone: '+47 22 33 44 55' },
    password: `passord-${tag}-lang`,
    ...overrides,
  };
}

/** The Cookie header for the cookies an answer set (name=value pairs only). */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return lines
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Opens the confirmation link the app mailed to `email` (the newest in its outbox folder), as the
 * person would from the mail; answers where it led.
 */
export async function confirmEmail(app: FastifyInstance, email: string, headers: Record<string, string> = {}): Promise<string> {
  const outbox = app.mailer.outboxDir;
  if (outbox === null) throw new Error('The app sends its mail through SMTP: read the link from that server');
  const opened = await app.inject({ method: 'GET', url: pathOfLink(await latestConfirmationLink(outbox, email)), headers });
  if (opened.statusCode !== 302) throw new Error(`Opening the confirmation link answered ${opened.statusCode} ${opened.body}`);
  return opened.headers.location as string;
}

/**
 * A new organisation with its first user, registered through POST /api/organization, its e-mail
 * confirmed through the link in the mail, and logged in through POST /api/auth/login, as a
 * browser would. Each call costs two password hashes (~0.1 s).
 */
export async function createSignedInUser(app: FastifyInstance, options: { remoteAddress?: string; host?: string } = {}): Promise<SignedInUser> {
  const body = newOrganizationBody();
  const from = { ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}), ...(options.host ? { headers: { host: options.host } } : {}) };
  const registered = await app.inject({ method: 'POST', url: '/api/organization', payload: body, ...from });
  if (registered.statusCode !== 201) {
    throw new Error(`Registering a test organisation failed: ${registered.statusCode} ${registered.body}`);
  }
  const { email } = body.contact;
  await confirmEmail(app, email, options.host ? { host: options.host } : {});
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: body.password }, ...from });
  if (login.statusCode !== 200) throw new Error(`Logging in the test user failed: ${login.statusCode} ${login.body}`);
  const { userId } = login.json<{ userId: string }>();
  const organizationId = registered.json<{ id: string }>().id;
  return { cookie: cookieHeaderFrom(login.headers['set-cookie']), userId, organizationId, email, password: body.password };
}
