import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillEmptyCatalog } from '../modules/catalog';
import { DEMO_ACCOUNT, seedDemoAccountIfMissing } from './account/demo-account';
import { seedDemoAgreementIfMissing } from './account/demo-agreement';
import { generateDemoCatalog } from './catalog/generate-demo-catalog';

export interface DemoOptions {
  /** Also the published demo login (README, "Demo login"), its organisation and its orders. */
  account: boolean;
}

/**
 * The demo, behind its one switch (app.ts registers it when SEED_DEMO_CATALOG is on): an empty
 * catalogue is filled with the generated one (through the import's checks and writer, once even
 * when several processes start together), then the demo account is created, whose orders name
 * catalogue products. Registered before the catalogue is loaded into memory.
 */
export const demoPlugin = fp(
  async (app: FastifyInstance, options: DemoOptions) => {
    // A step of the database's start, after the migrations and before the catalogue is loaded.
    app.databaseStart.add(async () => {
      const seed = await fillEmptyCatalog(app.db, generateDemoCatalog);
      if (seed.filled) app.log.info({ ...seed.counts, ms: seed.milliseconds }, 'demo catalogue seeded');
      if (options.account && (await seedDemoAccountIfMissing(app.db))) app.log.info({ email: DEMO_ACCOUNT.email }, 'demo account seeded');
      if (options.account && (await seedDemoAgreementIfMissing(app.db))) app.log.info('demo price agreement seeded');
    });
  },
  { name: 'demo', dependencies: ['db'] },
);

export { DEMO_SUPPLIER_COLOURS } from './catalog/demo-suppliers';
