import { latestConfirmationLink } from '../../test/support/outbox-mail';
import { newOrganizationBody } from '../../test/support/test-session';

export interface BenchUser {
  /** The Cookie header of a fresh login (access + refresh). */
  cookie: string;
  userId: string;
  email: string;
  password: string;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Logs in as a browser does; the access cookie lasts 15 minutes, so log in again per scenario. */
export async function login(baseUrl: string, user: Pick<BenchUser, 'email' | 'password'>): Promise<BenchUser> {
  const response = await postJson(`${baseUrl}/api/auth/login`, { email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  const { userId } = (await response.json()) as { userId: string };
  return { cookie: cookieHeader(response), userId, email: user.email, password: user.password };
}

/**
 * Confirms an e-mail address as its owner does: the mailed link opens the login page with a
 * button (its GET confirms nothing), and the button posts the link's token.
 */
export async function confirmByMailedLink(baseUrl: string, link: string): Promise<void> {
  const token = new URL(link).searchParams.get('confirm');
  if (token === null) throw new Error(`The confirmation link ${link} carries no token`);
  const confirmed = await postJson(`${baseUrl}/api/auth/confirm-email`, { token });
  if (confirmed.status !== 200) throw new Error(`Confirming the e-mail answered ${confirmed.status} ${await confirmed.text()}`);
}

/**
 * A new organisation with its first user, registered through the API (POST /api/organization). A
 * build that mails a confirmation link (its answer says `confirmation`) wrote it to `outboxDir`
 * (`<DATA_DIR>/outbox`): it is opened before the login. An older build to compare with logs in at once.
 */
export async function registerUser(baseUrl: string, outboxDir: string): Promise<BenchUser> {
  const body = newOrganizationBody();
  const registered = await postJson(`${baseUrl}/api/organization`, body);
  if (registered.status !== 201) throw new Error(`Registration failed: ${registered.status} ${await registered.text()}`);
  if ('confirmation' in ((await registered.json()) as object)) {
    await confirmByMailedLink(baseUrl, await latestConfirmationLink(outboxDir, body.contact.email));
  }
  return login(baseUrl, { email: body.contact.email, password: body.password });
}
