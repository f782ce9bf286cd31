// `npm run import:agreements -- <file.csv|file.json>`: replaces the price agreements of the
// organisations the file names, in the database the API uses (DATABASE_URL, or the PGlite folder
// DATA_DIR). Paths are taken relative to the folder npm was started from, as for `npm run import`.
import path from 'node:path';
import { runAgreementImport } from '../src/modules/agreements/import/agreement-import-command';
import { callerDir, runWithDatabase } from './configured-db';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === '--help') {
  console.error('Usage: npm run import:agreements -- <file.csv|file.json>   (file format: api/README.md)');
  process.exit(2);
}
runWithDatabase(({ db, migrationsDir }) =>
  runAgreementImport(db, migrationsDir, path.resolve(callerDir, args[0] as string), { out: process.stdout, err: process.stderr }),
);
