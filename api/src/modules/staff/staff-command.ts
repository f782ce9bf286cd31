import { isEmailAddress } from '@shop/shared/contracts';
import type { Db } from '../../infra/db/db';
import { runMigrations } from '../../infra/db/migrate';
import { audit } from './staff-audit';
import { LINK_VALID_DAYS, StaffRepository } from './staff-repository';
import { setupLink } from './staff-routes';

interface CommandOutput {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = 'Usage: npm run staff:create -- <e-mail>   (a staff login, with a one-time link to set its password)';

/**
 * `npm run staff:create -- <e-mail>`: the operator makes a staff login (the first one; later
 * staff invite staff) and gets a single-use link to set its password and second factor, printed
 * here and sent nowhere. For an address that has a login without a password yet, a new link
 * replaces the old one. Answers the exit code: 0 done, 1 the address has a staff login, 2 usage.
 */
export async function runStaffCreateCommand(
  db: Db,
  migrationsDir: string,
  args: readonly string[],
  settings: { publicUrl: string },
  output: CommandOutput,
): Promise<number> {
  const email = args.length === 1 ? (args[0] as string).trim().toLowerCase() : '';
  if (!isEmailAddress(email)) {
    output.err.write(`${USAGE}\n`);
    return 2;
  }
  await runMigrations(db, migrationsDir);
  const made = await db.transaction(async (tx) => {
    const invited = await new StaffRepository(db).invite(tx, email, null);
    if (invited) await audit(tx, { staffId: null, action: 'create-by-operator', subject: `staff:${email}`, after: { email } });
    return invited;
  });
  if (!made) {
    output.err.write(`${email} already has a staff login with a password.\n`);
    return 1;
  }
  output.out.write(
    `Staff login ${email} is ready. Give this link to its owner (it works once, for ${LINK_VALID_DAYS} days), to choose a password and set up the authenticator app:\n${setupLink(settings.publicUrl, made.token, 'nb')}\n`,
  );
  return 0;
}
