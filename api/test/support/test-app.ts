import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { Db } from '../../src/infra/db/db';
import { startPointFor } from './start-points';
import { type TestDatabase, createTestDatabase } from './test-database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/**
 * A config as the server would build it, with test defaults: no front-ends unless a webRoot is
 * given, and no work budget unless WORK_UNITS_PER_MINUTE is given (a test file asks for whole
 * lists and renders from one address far faster than any customer; the budget's own tests set it).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    { NODE_ENV: 'test', WEB_ROOT: path.join(os.tmpdir(), 'shop-api-no-front-ends'), WORK_UNITS_PER_MINUTE: '0', ...env },
    { serverDir: path.resolve(__dirname, '..') },
  );
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** Closes the app and the connection, then drops the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  /** Where log lines go; silent by default. */
  logStream?: { write(line: string): void };
  /** The lowest level written to `logStream` (default error). */
  logLevel?: 'error' | 'warn' | 'info';
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Sees every route as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** The time the attempt limits count by (a TestClock's `now`); the real time by default. */
  clock?: () => number;
  /** The work budget's clock (default Date.now). */
  workClock?: () => number;
  /** The clock of the staff's second-factor codes. */
  staffClock?: () => number;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A data folder of its own: the outbox of the mails the app writes (test-session.ts reads them).
  const dataDir = options.env?.DATA_DIR === undefined ? mkdtempSync(path.join(os.tmpdir(), 'shop-api-data-')) : null;
  const config = testConfig({ ...(dataDir ? { DATA_DIR: dataDir } : {}), ...options.env });
  // Already as far as this app's own start would bring it (start-points.ts): the start skips that part.
  const database = options.database ?? (await createTestDatabase({ startFrom: startPointFor(config) }));
  const db = await database.open();
  const app = await buildApp({
    config,
    migrationsDir: MIGRATIONS_DIR,
    db,
    logger: options.logStream ? { level: options.logLevel ?? 'error', stream: options.logStream } : false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    // However long a busy machine takes to start the app (seeding the demo catalogue above all).
    pluginTimeoutMs: 0,
    ...(options.workClock ? { workClock: options.workClock } : {}),
    ...(options.staffClock ? { staffClock: options.staffClock } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    database,
    async close() {
      await app.close();
      await db.close();
      if (!options.database) await database.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
