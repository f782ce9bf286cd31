// `npm run approve -- <organisation number>` approves an organisation that registered while
// REQUIRE_APPROVAL is on; `npm run approve -- --list` lists those waiting. It works on the database
// the API uses (DATABASE_URL, or the PGlite folder DATA_DIR, taken relative to the folder npm was
// started from); with PGlite, stop the shop first (one process at a time holds its folder).
import { runApproveCommand } from '../src/modules/onboarding/approval-command';
import { runWithDatabase } from './configured-db';

runWithDatabase(({ db, config, migrationsDir }) =>
  runApproveCommand(db, migrationsDir, process.argv.slice(2), config, { out: process.stdout, err: process.stderr }),
);
