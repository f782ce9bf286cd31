import { randomBytes, randomInt } from 'node:crypto';
import { isOrganizationNumber } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { latestConfirmationLink } from './outbox-mail';

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

/** What pressing the button of a confirmation link's page did. */
export interface ConfirmationUse {
  /** The answer of POST /api/auth/confirm-email. */
  status: number;
  /** Where the page then says what happened: the login page of the link's language with `?confirmed=`. */
  notice: string;
}

/**
 * Uses a mailed confirmation link as a person does: opens its page (the login page with
 * `?confirm=`), and presses its button, which posts the link's token (POST /api/auth/confirm-email).
 * `headers`: the browser's (its cookies).
 */
export async function useConfirmationLink(app: FastifyInstance, link: string, headers: Record<string, string> = {}): Promise<ConfirmationUse> {
  const url = new URL(link);
  const token = url.searchParams.get('confirm') ?? '';
  const used = await app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, headers });
  if (used.statusCode !== 200 && used.statusCode !== 400) throw new Error(`Confirming answered ${used.statusCode} ${used.body}`);
  const confirmed = used.statusCode === 200 ? used.json<{ confirmed: string }>().confirmed : 'expired';
  return { status: used.statusCode, notice: `${url.pathname}?confirmed=${confirmed}` };
}

/**
 * Uses the confirmation link the app mailed to `email` (the newest in its outbox folder), as the
 * person would from the mail; answers where the page then says what happened.
 */
export async function confirmEmail(app: FastifyInstance, email: string, headers: Record<string, string> = {}): Promise<string> {
  const outbox = app.mailer.outboxDir;
  if (outbox === null) throw new Error('The app sends its mail through SMTP: read the link from that server');
  const used = await useConfirmationLink(app, await latestConfirmationLink(outbox, email), headers);
  if (used.status !== 200) throw new Error(`Using the confirmation link answered ${used.status}`);
  return used.notice;
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
