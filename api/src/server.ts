import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { START_RETRY_MS } from './infra/db/database-start';
import { findMigrationsDir } from './infra/db/migrate';
import { warmUpPasswordCheck } from './infra/validation/password-strength';

// src/ under tsx, dist/ when bundled: WEB_ROOT and the migrations are found relative to it.
const serverDir = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  // Whatever this process writes (the embedded database's files, the outbox's mails, the lock) is
  // its user's alone, whatever umask it was started with: the files hold password hashes and orders.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig(process.env, { serverDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = performance.now();
  // Opening the embedded database compiles PostgreSQL's WebAssembly inside a plugin: on a machine
  // busy with other work that alone passed Fastify's 10 s plugin bound and the start failed. Two
  // minutes still names a plugin that never finishes, without failing a slow but healthy start.
  const app = await buildApp({
    config,
    migrationsDir: findMigrationsDir(serverDir),
    deferDatabaseStart: true,
    pluginTimeoutMs: 120_000,
  });
  // Ends the wait for a database that does not answer when the process is told to stop.
  const stopWaiting = new AbortController();

  // PGlite writes its files on close: stop cleanly on Ctrl+C and on a container stop.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down');
      // Not ready first, and every answer closes its connection: a load balancer stops sending
      // requests here; then the listener closes and the requests under way finish
      // (graceful-stop.ts) before the database closes.
      app.beginStop();
      stopWaiting.abort();
      const stop = pause(config.shutdownDelayMs).then(() => app.close());
      stop.then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  // Listening first: a process started while its database is down stays up, says it is not ready
  // (/api/ready) and answers 503 until the database answers (README, "When a part is down").
  await app.listen({ port: config.port, host: config.host });
  warmUpPasswordCheck();
  try {
    await app.databaseStart.run({
      retry: START_RETRY_MS,
      signal: stopWaiting.signal,
      onWait: (error, waitMs) =>
        app.log.warn({ err: error, retryInMs: waitMs }, `the database does not answer; trying again in ${waitMs / 1000} s (not ready until it does)`),
    });
  } catch (error) {
    // Not a database that is away (a migration that fails, say): waiting would not change it.
    await app.close().catch(() => undefined);
    throw error;
  }
  if (app.databaseStart.ready) app.log.info({ startupMs: Math.round(performance.now() - started) }, 'ready');
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
