import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../src/infra/db/db';
import { runStaffCreateCommand } from '../../../src/modules/staff/staff-command';
import { Totp } from '../../../src/modules/staff/totp';
import { cookieHeader } from '../shop-client';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'migrations');
const STEP_MS = 30_000;

/** A logged-in member of the distributor's staff, asking the staff API of any process. */
export interface StaffMember {
  email: string;
  /** The Cookie header of the staff session (its cookie is scoped to /api/staff/…). */
  cookie: string;
}

/** What a command wrote, as text. */
function collected(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, text: () => text };
}

async function posted(url: string, body: object, cookie?: string): Promise<Response> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (answer.status !== 200) throw new Error(`${new URL(url).pathname} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

/**
 * A staff member as an operator and the person make one (README, "Staff"): the operator's command
 * prints a one-time link; the person sets a password and confirms the authenticator's secret with
 * a code, then logs in with password and the next code, all through `baseUrl`.
 */
export async function newStaffMember(db: Db, baseUrl: string): Promise<StaffMember> {
  const email = `ansatt-${randomBytes(3).toString('hex')}@grossisten.example`;
  const out = collected();
  const err = collected();
  const code = await runStaffCreateCommand(db, MIGRATIONS_DIR, [email], { publicUrl: baseUrl }, { out: out.stream, err: err.stream });
  if (code !== 0) throw new Error(`staff:create answered ${code}: ${err.text()}`);
  const token = /token=([A-Za-z0-9_-]+)/.exec(out.text())?.[1];
  if (!token) throw new Error(`staff:create printed no link: ${out.text()}`);
  const password = `Lang nok og vanskelig ${randomBytes(6).toString('hex')}`;
  const { secret } = (await (await posted(`${baseUrl}/api/staff/setup`, { token, password })).json()) as { secret: string };
  await posted(`${baseUrl}/api/staff/setup/confirm`, { token, code: Totp.codeAt(secret, Date.now()) });
  // The code of the next step: the one of the set-up is used up.
  const first = await posted(`${baseUrl}/api/staff/login`, { email, password });
  const second = await posted(`${baseUrl}/api/staff/login/totp`, { code: Totp.codeAt(secret, Date.now() + STEP_MS) }, cookieHeader(first));
  return { email, cookie: cookieHeader(second) };
}

/** A staff action on one process: answers its status and body. */
export async function staffPost(baseUrl: string, staff: StaffMember, route: string, body?: object): Promise<{ status: number; body: string }> {
  const answer = await fetch(`${baseUrl}/api/staff${route}`, {
    method: 'POST',
    headers: { cookie: staff.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: answer.status, body: await answer.text() };
}
