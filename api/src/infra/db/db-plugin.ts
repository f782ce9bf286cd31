import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from './db';
import { runMigrations } from './migrate';
import { openDb } from './open-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>;
  migrationsDir: string;
  /** A database opened by the caller (tests); the caller closes it too. */
  db?: Db;
}

/** Opens the database, brings its schema up to date and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const db = options.db ?? (await openDb(options.config, (message) => app.log.warn(message)));
    try {
      const applied = await runMigrations(db, options.migrationsDir);
      app.log.info({ database: db.description, applied }, 'database ready');
    } catch (error) {
      if (!options.db) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (!options.db) app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
