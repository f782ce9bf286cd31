// `npm run import -- <file.csv|file.json>`: imports the distributor's catalogue file into the
// database the API uses (DATABASE_URL, or the PGlite folder DATA_DIR). Paths are taken relative
// to the folder npm was started from (INIT_CWD), as the server takes DATA_DIR relative to its own.
import path from 'node:path';
import { runImport } from '../src/modules/catalog/import/import-command';
import { callerDir, runWithDatabase } from './configured-db';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === '--help') {
  console.error('Usage: npm run import -- <file.csv|file.json>   (file format: api/README.md)');
  process.exit(2);
}
runWithDatabase(({ db, migrationsDir }) =>
  runImport(db, migrationsDir, path.resolve(callerDir, args[0] as string), { out: process.stdout, err: process.stderr }),
);
