import type { FastifyInstance } from 'fastify';
import { outboxMailsTo } from './outbox-mail';
import { type SignedInUser, cookieHeaderFrom } from './test-session';

/** A person of an organisation invited by its administrator, with their own login. */
export interface InvitedPerson extends SignedInUser {
  role: 'administrator' | 'buyer' | 'requester';
}

let counter = 0;

/** The token of the newest invitation mailed to `email`, from the outbox folder of the process that sent it. */
export async function invitationTokenIn(outboxDir: string, email: string): Promise<string> {
  const mails = await outboxMailsTo(outboxDir, email);
  const token = /\?invitation=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`No invitation mailed to ${email}`);
  return token;
}

/** The token of the newest invitation `app` mailed to `email`. */
export function invitationTokenOf(app: FastifyInstance, email: string): Promise<string> {
  return invitationTokenIn(app.mailer.outboxDir as string, email);
}

/**
 * An administrator adds a person with a role (and a buyer's limits); the person opens the link of
 * the mail, sets a password and logs in, as in a browser.
 */
export async function invitePerson(
  app: FastifyInstance,
  admin: SignedInUser,
  role: InvitedPerson['role'],
  limits: { orderLimit?: number | null; monthLimit?: number | null } = {},
): Promise<InvitedPerson> {
  counter += 1;
  const email = `${role}-${counter}-${admin.userId.slice(0, 8)}@example.com`;
  const added = await app.inject({
    method: 'POST',
    url: `/api/organization/${admin.organizationId}/customers`,
    headers: { cookie: admin.cookie },
    payload: { name: `Person ${counter} ${role}`, email, phone: '22334455', role, ...limits },
  });
  if (added.statusCode !== 201) throw new Error(`Inviting failed: ${added.statusCode} ${added.body}`);
  const password = `Eget-langt-passord-${counter}-ekorn`;
  const token = await invitationTokenOf(app, email);
  const done = await app.inject({ method: 'POST', url: '/api/auth/invitation/complete', payload: { token, newPassword: password } });
  if (done.statusCode !== 204) throw new Error(`Accepting the invitation failed: ${done.statusCode} ${done.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`The invited person's login failed: ${login.statusCode} ${login.body}`);
  return { cookie: cookieHeaderFrom(login.headers['set-cookie']), userId: added.json<{ id: string }>().id, organizationId: admin.organizationId, email, password, role };
}
