import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { analyticsRoutes } from './modules/analytics/analytics-routes';
import { fastifyTrustProxy } from './modules/auth/auth-config';
import { authPlugin } from './modules/auth/auth-plugin';
import { authRoutes } from './modules/auth/auth-routes';
import { userRoutes } from './modules/auth/user-routes';
import { mailPlugin } from './modules/mail/mail-plugin';
import { onboardingPlugin } from './modules/onboarding/onboarding-plugin';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes';
import { orderListRoutes } from './modules/orders/order-list-routes';
import { orderSendRoutes } from './modules/orders/order-send-routes';
import { addressRoutes } from './modules/organization/address-routes';
import { contactRoutes } from './modules/organization/contact-routes';
import { healthRoutes } from './modules/health/health-routes';
import { demoAccountPlugin } from './modules/organization/demo-account-plugin';
import { organizationRoutes } from './modules/organization/organization-routes';
import { catalogPlugin } from './modules/products/catalog-plugin';
import { ENCODINGS } from './modules/products/answers/accepted-encoding';
import { COMPRESSION_THRESHOLD } from './modules/products/answers/send-answer';
import { imageRoutes } from './modules/products/images/image-routes';
import { catalogRoutes } from './modules/products/catalog-routes';
import { BODY_LIMITS } from './plugins/body-limits';
import { dbPlugin } from './plugins/db-plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { gracefulStopPlugin } from './plugins/graceful-stop';
import { jsonDepthPlugin } from './plugins/json-depth';
import { withoutPersonalData } from './plugins/log-redaction';
import { requestValidators } from './plugins/request-validation';
import { frameworkErrorAnswer, securityHeadersPlugin } from './plugins/security-headers';
import { textGuardPlugin } from './plugins/text-guard';
import { webPlugin } from './web/web-plugin';

export interface BuildAppOptions {
  config: AppConfig;
  /** Folder of the numbered SQL migrations. */
  migrationsDir: string;
  /** An already opened database (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the bad-input suite checks that it covers them all). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The whole service as one Fastify instance, composed in layers (fastify/demo): infrastructure
 * (errors, compression, database) → application state (the in-memory catalogue) → routes.
 * Listening is server.ts's business, so tests drive this with app.inject.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Logs never hold what a customer typed, nor a whole client address (plugins/log-redaction.ts).
    logger: withoutPersonalData(options.logger ?? { level: config.logLevel }),
    // Each route that takes a body says how much (plugins/body-limits.ts); any other request,
    // an unknown path too, is read up to the smallest limit.
    bodyLimit: BODY_LIMITS.none,
    // X-Forwarded-For counts only from a configured proxy: otherwise anyone could pick the
    // address the login limit counts against.
    trustProxy: fastifyTrustProxy(config.auth.trustProxy),
    // Bodies are not type-converted and extra fields are refused (plugins/request-validation.ts).
    schemaController: { compilersFactory: { buildValidator: requestValidators() } },
    frameworkErrors: frameworkErrorAnswer,
    // A request that reaches a connection as the stop begins is served like any other: the stop
    // waits for it, and the database closes only after the server (plugins/graceful-stop.ts).
    // Fastify's default 503 was a failed order send behind a load balancer, which cannot pass a
    // POST it already sent on to another process.
    return503OnClosing: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(securityHeadersPlugin, {
    remotes: config.remotes,
    remotesFile: config.remotesFile,
    development: config.nodeEnv === 'development',
  });
  await app.register(errorHandlerPlugin);
  await app.register(gracefulStopPlugin);
  await app.register(textGuardPlugin);
  await app.register(jsonDepthPlugin);
  // Before any route: compression hooks itself onto routes as they are added.
  // The same encodings and threshold as the catalogue's answers compressed once (send-answer.ts).
  await app.register(compress, { encodings: [...ENCODINGS], threshold: COMPRESSION_THRESHOLD });
  await app.register(dbPlugin, { config, migrationsDir: options.migrationsDir, db: options.db });
  await app.register(catalogPlugin, { seedDemoCatalog: config.seedDemoCatalog });
  // request.session and app.requireUser for every route module below.
  await app.register(authPlugin, { config: config.auth });
  // app.onboarding: who gets prices (e-mail confirmation, approval), mailing through app.mailer.
  await app.register(mailPlugin, {
    mail: config.mail,
    publicUrl: config.publicUrl,
    publicUrlSet: config.publicUrlSet,
    production: config.nodeEnv === 'production',
  });
  await app.register(onboardingPlugin, { publicUrl: config.publicUrl, requireApproval: config.requireApproval });
  if (config.seedDemoCatalog && config.auth.seedDemoAccount) await app.register(demoAccountPlugin);
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(imageRoutes);
      await api.register(authRoutes);
      await api.register(onboardingRoutes);
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(contactRoutes);
      await api.register(addressRoutes);
      await api.register(orderListRoutes);
      await api.register(orderSendRoutes, { ordersPerDay: config.ordersPerDay });
      await api.register(analyticsRoutes, { perMinute: config.analyticsPerMinute });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webRoot: config.webRoot, remotes: config.remotes, remotesFile: config.remotesFile });
  return app;
}
