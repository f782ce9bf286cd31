import type { Db } from '../../infra/db/db';
import { runMigrations } from '../../infra/db/migrate';
import { approveOrganization, organizationsAwaitingApproval, type WaitingOrganization } from './approvals';

interface CommandOutput {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = 'Usage: npm run approve -- <organisation number>   (approves it)\n       npm run approve -- --list                  (lists the organisations waiting)';

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function describe(waiting: WaitingOrganization): string {
  const login = waiting.loginEmail === null ? 'no login' : `${waiting.loginEmail} (${waiting.emailConfirmed ? 'e-mail confirmed' : 'e-mail not confirmed yet'})`;
  return `  ${waiting.organizationNumber}  ${waiting.name}  registered ${when(waiting.registeredAt)} UTC  ${login}`;
}

/**
 * `npm run approve -- <organisation number>` approves an organisation that registered while
 * REQUIRE_APPROVAL is on; `--list` shows those waiting. Answers the process exit code: 0 done,
 * 1 no such organisation, 2 usage.
 */
export async function runApproveCommand(
  db: Db,
  migrationsDir: string,
  args: readonly string[],
  settings: { requireApproval: boolean },
  output: CommandOutput,
): Promise<number> {
  const say = (line: string) => output.out.write(`${line}\n`);
  const argument = args.length === 1 ? (args[0] as string).replace(/\s/g, '') : '';
  if (argument !== '--list' && !/^\d{9}$/.test(argument)) {
    output.err.write(`${USAGE}\n`);
    return 2;
  }
  await runMigrations(db, migrationsDir);
  if (!settings.requireApproval) say('Note: REQUIRE_APPROVAL is off, so new organisations are approved when they register.');

  if (argument === '--list') {
    const waiting = await organizationsAwaitingApproval(db);
    if (waiting.length === 0) say('No organisation is waiting for approval.');
    else say(`${waiting.length} organisation${waiting.length === 1 ? ' is' : 's are'} waiting for approval:\n${waiting.map(describe).join('\n')}`);
    return 0;
  }

  const outcome = await approveOrganization(db, argument);
  switch (outcome.kind) {
    case 'unknown':
      output.err.write(`No organisation has the organisation number ${argument}.\n`);
      return 1;
    case 'not-confirmed':
      output.err.write(
        `No registration of ${argument} has confirmed its e-mail yet (${outcome.waiting} waiting): the first to confirm holds the number and can be approved then.\n`,
      );
      return 1;
    case 'already-approved':
      say(`${outcome.name} (${argument}) was approved already.`);
      return 0;
    case 'approved':
      say(`Approved ${outcome.name} (${argument}): its users see retailer prices once their e-mail address is confirmed.`);
      return 0;
  }
}
