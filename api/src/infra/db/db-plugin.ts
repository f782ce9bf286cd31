import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from './db';
import { DatabaseStart } from './database-start';
import { DatabaseUnavailableError } from './database-unavailable';
import { runMigrations } from './migrate';
import { openDb } from './open-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** What runs on the database before requests are served (database-start.ts); the parts add their steps. */
    databaseStart: DatabaseStart;
  }
}

export interface DbPluginOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>;
  migrationsDir: string;
  /** A database opened by the caller (tests); the caller closes it too. */
  db?: Db;
  /** The requests answered 503 until the start on the database is done (the API's, but its probes). */
  waitsForDatabase: (url: string) => boolean;
}

/**
 * Opens the database and closes it with the app. Bringing its schema up to date is the first step
 * of its start (database-start.ts), run by whoever composes the app: before it is used (tests), or
 * after the server listens, waiting for a database that does not answer yet (server.ts).
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const db = options.db ?? (await openDb(options.config, (message) => app.log.warn(message)));
    app.decorate('db', db);
    if (!options.db) app.addHook('onClose', () => db.close());
    const start = new DatabaseStart();
    app.decorate('databaseStart', start);
    start.add(async () => {
      const applied = await runMigrations(db, options.migrationsDir);
      app.log.info({ database: db.description, applied }, 'database ready');
    });
    app.addHook('onRequest', async (request) => {
      if (!start.ready && options.waitsForDatabase(request.url)) throw new DatabaseUnavailableError();
    });
  },
  { name: 'db' },
);
