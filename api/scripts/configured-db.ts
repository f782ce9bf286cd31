// What the operator commands (`npm run import`, `npm run approve`) share: the API's configuration
// from the environment, its database opened for one piece of work, and an exit code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, ConfigError, loadConfig } from '../src/config';
import type { Db } from '../src/infra/db/db';
import { findMigrationsDir } from '../src/infra/db/migrate';
import { openDb } from '../src/infra/db/open-db';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** Where npm was started: paths on the command line and DATA_DIR are taken from there. */
export const callerDir = process.env.INIT_CWD ?? process.cwd();

export interface CommandContext {
  db: Db;
  config: AppConfig;
  migrationsDir: string;
}

/** Runs `work` on the database the API uses and exits with its code; a bad configuration exits 1 naming every problem. */
export function runWithDatabase(work: (context: CommandContext) => Promise<number>): void {
  const main = async () => {
    const config = loadConfig(process.env, { serverDir: srcDir, cwd: callerDir });
    const db = await openDb(config, (message) => console.warn(message));
    try {
      console.log(`Database: ${db.description}`);
      return await work({ db, config, migrationsDir: findMigrationsDir(srcDir) });
    } finally {
      await db.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
