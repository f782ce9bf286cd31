import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { authPlugin } from './modules/auth/auth-plugin';
import { authRoutes } from './modules/auth/auth-routes';
import { userRoutes } from './modules/auth/user-routes';
import { orderListRoutes } from './modules/orders/order-list-routes';
import { orderSendRoutes } from './modules/orders/order-send-routes';
import { addressRoutes } from './modules/organization/address-routes';
import { contactRoutes } from './modules/organization/contact-routes';
import { demoAccountPlugin } from './modules/organization/demo-account-plugin';
import { organizationRoutes } from './modules/organization/organization-routes';
import { catalogPlugin } from './modules/products/catalog-plugin';
import { imageRoutes } from './modules/products/images/image-routes';
import { productRoutes } from './modules/products/product-routes';
import { dbPlugin } from './plugins/db-plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { webPlugin } from './web/web-plugin';

export interface BuildAppOptions {
  config: AppConfig;
  /** Folder of the numbered SQL migrations. */
  migrationsDir: string;
  /** An already opened database (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole service as one Fastify instance, composed in layers (fastify/demo): infrastructure
 * (errors, compression, database) → application state (the in-memory catalogue) → routes.
 * Listening is server.ts's business, so tests drive this with app.inject.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Requests carry small JSON documents (orders, addresses): 1 MiB is ample and caps abuse.
    bodyLimit: 1024 * 1024,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(errorHandlerPlugin);
  // Before any route: compression hooks itself onto routes as they are added.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(dbPlugin, { config, migrationsDir: options.migrationsDir, db: options.db });
  await app.register(catalogPlugin, { seedDemoCatalog: config.seedDemoCatalog });
  // request.session and app.requireUser for every route module below.
  await app.register(authPlugin, { config: config.auth });
  if (config.seedDemoCatalog && config.auth.seedDemoAccount) await app.register(demoAccountPlugin);

  await app.register(
    async (api) => {
      await api.register(productRoutes);
      await api.register(imageRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(contactRoutes);
      await api.register(addressRoutes);
      await api.register(orderListRoutes);
      await api.register(orderSendRoutes);
      await api.register(analyticsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webRoot: config.webRoot, remotes: config.remotes, remotesFile: config.remotesFile });
  return app;
}
