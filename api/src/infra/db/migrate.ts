import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_-]+\.sql$/;
// Any constant: several API instances starting at once against one server take turns.
const MIGRATION_LOCK_KEY = 72_016_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: (MIGRATION_FILE.exec(file) as RegExpExecArray)[1] as string,
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own
 * transaction. Every step takes the advisory lock before it touches the catalogue, the bookkeeping
 * table's creation included: two servers creating it at the same moment collide in PostgreSQL's own
 * catalogue (a duplicate key in pg_type) even with IF NOT EXISTS.
 */
export async function runMigrations(db: Db, dir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/**
 * The SQL files sit in api/migrations; the build copies them to api/dist/migrations. The server
 * passes its own folder (src/ under tsx, dist/ when bundled) and we look beside and above it.
 */
export function findMigrationsDir(serverDir: string): string {
  const candidates = [path.join(serverDir, 'migrations'), path.join(serverDir, '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}
