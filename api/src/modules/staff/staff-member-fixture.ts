import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import type { Db } from '../../infra/db/db';
import { MIGRATIONS_DIR } from '../../../test/support/test-app';
import { cookieHeaderFrom } from '../../../test/support/test-session';
import { runStaffCreateCommand } from './staff-command';
import { Totp } from './totp';

// For tests: a staff member made and logged in as a person would. Here and not in test/support,
// which every module's tests use: from there the staff module's own imports would make a cycle.

export interface StaffMember {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The Cookie header of a logged-in staff session. */
  cookie: string;
  staffId: string;
}

const STEP_MS = 30_000;
let counter = 0;

/** What a command wrote, as text. */
function textSink(): { stream: Writable; text: () => string } {
  let text = '';
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    text: () => text,
  };
}

/** The operator's command: the token of the one-time link it prints. */
export async function createStaffLink(db: Db, email: string): Promise<string> {
  const out = textSink();
  const err = textSink();
  const code = await runStaffCreateCommand(db, MIGRATIONS_DIR, [email], { publicUrl: 'http://localhost:3000' }, { out: out.stream, err: err.stream });
  if (code !== 0) throw new Error(`staff:create answered ${code}: ${err.text()}`);
  const token = /token=([A-Za-z0-9_-]+)/.exec(out.text())?.[1];
  if (!token) throw new Error(`No link in: ${out.text()}`);
  return token;
}

/**
 * A staff member made as an operator and the person would: the command's link, a password, the
 * authenticator's secret confirmed with a code, then a login with the next code. `now` is the
 * time the app's second-factor clock shows.
 */
export async function createStaffMember(
  app: FastifyInstance,
  db: Db,
  now: () => number = Date.now,
  invitation?: { email: string; token: string },
): Promise<StaffMember> {
  counter += 1;
  const email = invitation?.email ?? `ansatt-${counter}-${Math.random().toString(36).slice(2, 8)}@grossisten.example`;
  const link = invitation?.token ?? (await createStaffLink(db, email));
  const password = `Lang nok og vanskelig ${Math.random().toString(36).slice(2)}`;
  const setup = await app.inject({ method: 'POST', url: '/api/staff/setup', payload: { token: link, password } });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await app.inject({ method: 'POST', url: '/api/staff/setup/confirm', payload: { token: link, code: Totp.codeAt(secret, now()) } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
  const session = await staffLogin(app, email, password, Totp.codeAt(secret, now() + STEP_MS));
  return { email, password, secret, recoveryCodes, ...session };
}

/** Password, then the second factor; the staff session's Cookie header. */
export async function staffLogin(app: FastifyInstance, email: string, password: string, code: string): Promise<{ cookie: string; staffId: string }> {
  const first = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  if (first.statusCode !== 200) throw new Error(`staff login answered ${first.statusCode}: ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/staff/login/totp',
    headers: { cookie: cookieHeaderFrom(first.headers['set-cookie']) },
    payload: { code },
  });
  if (second.statusCode !== 200) throw new Error(`staff code answered ${second.statusCode}: ${second.body}`);
  return { cookie: cookieHeaderFrom(second.headers['set-cookie']), staffId: second.json<{ staffId: string }>().staffId };
}
