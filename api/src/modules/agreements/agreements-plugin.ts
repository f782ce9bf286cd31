import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AgreementStore } from './agreement-store';

declare module 'fastify' {
  interface FastifyInstance {
    agreements: AgreementStore;
  }
}

/** app.agreements: every organisation's price agreement, held in memory and dropped on an import. */
export const agreementsPlugin = fp(
  async (app: FastifyInstance) => {
    const store = new AgreementStore(app.db);
    app.decorate('agreements', store);
    const failed = (error: unknown) => app.log.error({ err: error }, 'price agreements reload failed');
    // A step of the database's start: it reads the agreements' version (db-plugin.ts).
    app.databaseStart.add(async () => {
      await store.listenForImports(failed);
      // An embedded PGlite folder is locked to this process: nothing else can import into it.
      if (!app.db.soleWriter) store.watch(failed);
    });
    app.addHook('onClose', async () => store.stopWatching());
  },
  { name: 'agreements', dependencies: ['db'] },
);
