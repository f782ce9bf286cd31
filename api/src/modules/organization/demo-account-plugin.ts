import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_ACCOUNT, seedDemoAccountIfMissing } from './demo-account';

/** Seeds the demo account after the demo catalogue (its orders name catalogue products). */
export const demoAccountPlugin = fp(
  async (app: FastifyInstance) => {
    if (await seedDemoAccountIfMissing(app.db)) app.log.info({ email: DEMO_ACCOUNT.email }, 'demo account seeded');
  },
  { name: 'demo-account', dependencies: ['db', 'catalog'] },
);
