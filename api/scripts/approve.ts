// `npm run approve -- <organisation number>` approves an organisation that registered while
// REQUIRE_APPROVAL is on; `npm run approve -- --list` lists those waiting. It works on the database
// the API uses (DATABASE_URL, or the PGlite folder DATA_DIR, taken relative to the folder npm was
// started from); with PGlite, stop the shop first (one process at a time holds its folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config';
import { findMigrationsDir } from '../src/infra/db/migrate';
import { openDb } from '../src/infra/db/open-db';
import { runApproveCommand } from '../src/modules/onboarding/approval-command';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const cwd = process.env.INIT_CWD ?? process.cwd();

async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env, { serverDir: srcDir, cwd });
  const db = await openDb(config);
  try {
    console.log(`Database: ${db.description}`);
    return await runApproveCommand(db, findMigrationsDir(srcDir), args, config, { out: process.stdout, err: process.stderr });
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
