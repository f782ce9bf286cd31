import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/infra/db/db';
import { runImport } from '../../src/modules/catalog/import/import-command';
import { MIGRATIONS_DIR } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';
import { capturedOutput } from './captured-output';

export interface ImportHarness {
  /** The test file's database (read inside tests and hooks). */
  db: () => Db;
  /** Writes `content` to a file called `name` and runs `npm run import` on it: exit code and what it printed. */
  importFile: (name: string, content: string | Buffer) => Promise<{ code: number; out: string; err: string }>;
}

/** A database of its own and a folder for the files, made before the test file's tests and removed after them. */
export function importHarness(): ImportHarness {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  let dir = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await database.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const opened = (): Db => {
    if (!db) throw new Error('The database is opened in beforeAll: use it inside a test or hook');
    return db;
  };
  return {
    db: opened,
    importFile: async (name, content) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      const out = capturedOutput();
      const err = capturedOutput();
      const code = await runImport(opened(), MIGRATIONS_DIR, file, { out: out.stream, err: err.stream });
      return { code, out: out.text(), err: err.text() };
    },
  };
}
