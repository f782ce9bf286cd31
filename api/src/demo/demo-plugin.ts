import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillEmptyCatalog } from '../modules/catalog';
import { DEMO_ACCOUNT, DEMO_BUYER, seedDemoAccountIfMissing, seedDemoBuyerIfMissing } from './account/demo-account';
import { withdrawExpiredDemoRequests } from '../modules/orders';
import { seedDemoAgreementIfMissing } from './account/demo-agreement';
import { DEMO_ORDER_SWEEP_MS, deleteExpiredDemoOrders } from './account/demo-orders';
import { generateDemoCatalog } from './catalog/generate-demo-catalog';

export interface DemoOptions {
  /** Also the published demo login (README, "Demo login"), its organisation and its orders. */
  account: boolean;
  /** The time the demo's orders are deleted by (tests move it on). */
  clock?: () => Date;
}

/**
 * The demo, behind its one switch (app.ts registers it when SEED_DEMO_CATALOG is on): an empty
 * catalogue is filled with the generated one (through the import's checks and writer, once even
 * when several processes start together), then the demo account is created, whose orders name
 * catalogue products. Registered before the catalogue is loaded into memory.
 */
export const demoPlugin = fp(
  async (app: FastifyInstance, options: DemoOptions) => {
    // The demo organisation's orders are kept a day: deleted at start and every hour after.
    const clock = options.clock ?? (() => new Date());
    const sweep = async () => {
      const deleted = await deleteExpiredDemoOrders(app.db, clock());
      if (deleted > 0) app.log.info({ deleted }, 'demo orders over a day old deleted');
      // The demo buyer's requests nobody decided withdraw themselves after a day, too.
      const withdrawn = await withdrawExpiredDemoRequests(app.db, clock());
      if (withdrawn > 0) app.log.info({ withdrawn }, 'demo order requests over a day old withdrawn');
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onClose', async () => clearInterval(timer));
    // A step of the database's start, after the migrations and before the catalogue is loaded.
    app.databaseStart.add(async () => {
      const seed = await fillEmptyCatalog(app.db, generateDemoCatalog);
      if (seed.filled) app.log.info({ ...seed.counts, ms: seed.milliseconds }, 'demo catalogue seeded');
      if (options.account && (await seedDemoAccountIfMissing(app.db))) app.log.info({ email: DEMO_ACCOUNT.email }, 'demo account seeded');
      if (options.account && (await seedDemoBuyerIfMissing(app.db))) app.log.info({ email: DEMO_BUYER.email }, 'demo buyer seeded');
      if (options.account && (await seedDemoAgreementIfMissing(app.db))) app.log.info('demo price agreement seeded');
      await sweep();
      clearInterval(timer);
      timer = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'demo orders could not be deleted')), DEMO_ORDER_SWEEP_MS);
      timer.unref();
    });
  },
  { name: 'demo', dependencies: ['db'] },
);

export { DEMO_SUPPLIER_COLOURS } from './catalog/demo-suppliers';
