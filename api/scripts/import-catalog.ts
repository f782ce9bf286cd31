// `npm run import -- <file.csv|file.json>`: imports the distributor's catalogue file into the
// database the API uses (DATABASE_URL, or the PGlite folder DATA_DIR). Paths are taken relative
// to the folder npm was started from (INIT_CWD), as the server takes DATA_DIR relative to its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config';
import { findMigrationsDir } from '../src/infra/db/migrate';
import { openDb } from '../src/infra/db/open-db';
import { runImport } from '../src/modules/catalog/import/import-command';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const cwd = process.env.INIT_CWD ?? process.cwd();

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] === '--help') {
    console.error('Usage: npm run import -- <file.csv|file.json>   (file format: api/README.md)');
    return 2;
  }
  const config = loadConfig(process.env, { serverDir: srcDir, cwd });
  const db = await openDb(config);
  try {
    console.log(`Database: ${db.description}`);
    return await runImport(db, findMigrationsDir(srcDir), path.resolve(cwd, args[0] as string), { out: process.stdout, err: process.stderr });
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
