// `npm run staff:create -- <e-mail>` makes a staff login and prints a one-time link to set its
// password and second factor (README, "Staff"). It works on the database the API uses
// (DATABASE_URL, or the PGlite folder DATA_DIR); with PGlite, stop the shop first.
import { runStaffCreateCommand } from '../src/modules/staff/staff-command';
import { runWithDatabase } from './configured-db';

runWithDatabase(({ db, config, migrationsDir }) =>
  runStaffCreateCommand(db, migrationsDir, process.argv.slice(2), config, { out: process.stdout, err: process.stderr }),
);
