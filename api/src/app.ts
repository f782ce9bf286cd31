import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import { DEMO_SUPPLIER_COLOURS, demoPlugin } from './demo/demo-plugin';
import { fastifyTrustProxy } from './infra/config/auth-config';
import type { Db } from './infra/db/db';
import { dbPlugin } from './infra/db/db-plugin';
import { BODY_LIMITS } from './infra/http/body-limits';
import { COMPRESSION_THRESHOLD, ENCODINGS } from './infra/http/compression';
import { errorHandlerPlugin } from './infra/http/error-handler';
import { gracefulStopPlugin } from './infra/http/graceful-stop';
import { jsonDepthPlugin } from './infra/http/json-depth';
import { withoutPersonalData } from './infra/http/log-redaction';
import { requestValidators } from './infra/http/request-validation';
import { publicOriginPlugin } from './infra/http/public-origin';
import { slowClientsPlugin } from './infra/http/slow-clients';
import { clientKeyPlugin } from './infra/attempts/client-key-plugin';
import { workBudgetPlugin } from './infra/http/work-budget';
import { frameworkErrorAnswer, securityHeadersPlugin } from './infra/http/security-headers';
import { textGuardPlugin } from './infra/http/text-guard';
import { agreementsPlugin } from './modules/agreements';
import { analyticsRoutes } from './modules/analytics';
import { authPlugin, authRoutes, userRoutes } from './modules/auth';
import { type CustomerPrices, catalogPlugin, catalogRoutes, imageRoutes } from './modules/catalog';
import { healthRoutes, isProbe } from './modules/health';
import { mailPlugin } from './modules/mail';
import { onboardingPlugin, onboardingRoutes } from './modules/onboarding';
import { orderDetailRoutes, orderListRoutes, orderSendRoutes } from './modules/orders';
import { StaffImports, Totp, staffAuthRoutes, staffCustomerRoutes, staffImportRoutes, staffOrderRoutes, staffOrganizationRoutes, staffPlugin, staffRoutes } from './modules/staff';
import { addressRoutes, contactRoutes, organizationRoutes } from './modules/organization';
import { peopleRoutes, roleGuard } from './modules/people';
import { ReleaseRegistry } from './web/releases/release-registry';
import { remoteRoutesReader } from './web/releases/declared-routes';
import { distDir } from './web/static-files/front-ends';
import { releasePlugin } from './web/releases/release-plugin';
import { releaseRoutes } from './web/releases/release-routes';
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
  /**
   * The caller runs the start on the database (app.databaseStart) itself: server.ts, once it
   * listens, waiting for a database that does not answer yet. Otherwise it runs before buildApp
   * returns, and a database that does not answer fails it (tests, scripts).
   */
  deferDatabaseStart?: boolean;
  /**
   * The time (epoch ms) the attempt limits count by; Date.now unless a test stands it still, so a
   * growing wait never runs out because the machine was slow between two requests.
   */
  clock?: () => number;
  /**
   * How long one plugin may take to start before the start fails (Fastify's 10 s by default);
   * 0: no bound. Tests start many apps on a machine busy with other work, where seeding the demo
   * catalogue alone can take longer: a slow start is not what they test.
   */
  pluginTimeoutMs?: number;
  /** The work budget's clock (tests stop it: what a request cost is then read from Retry-After); default Date.now. */
  workClock?: () => number;
  /** The clock of the staff's second-factor codes (tests set the time); the system's otherwise. */
  staffClock?: () => number;
}

/**
 * The whole service as one Fastify instance, composed in layers (fastify/demo): infrastructure
 * (errors, compression, database) → application state (the in-memory catalogue) → routes. What
 * runs on the database at start (migrations, the demo's seed, the catalogue's load) is added as
 * steps of app.databaseStart and run at the end (infra/db/database-start.ts).
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
    ...(options.pluginTimeoutMs === undefined ? {} : { pluginTimeout: options.pluginTimeoutMs }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Before anything reads a body: bodies that come too slowly are cut, connections per client bounded.
  await app.register(slowClientsPlugin, config.slowClients);
  await app.register(clientKeyPlugin);
  await app.register(workBudgetPlugin, { perMinute: config.workUnitsPerMinute, now: options.workClock });
  await app.register(publicOriginPlugin, { publicUrl: config.publicUrl, publicUrlSet: config.publicUrlSet, allowedHosts: config.allowedHosts });
  // The one place that knows the remotes' release: pages, /remotes.json and each page's policy read it.
  const releases = await ReleaseRegistry.open({
    fromEnv: config.remotes,
    remotesFile: config.remotesFile,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
    // The pages each release's remotes declare (routes.json beside their manifests): the route table.
    readRoutes: remoteRoutesReader((remote) => distDir(config.webRoot, remote)),
  });
  await app.register(releasePlugin, { releases });
  await app.register(securityHeadersPlugin, {
    httpsOnly: config.publicUrl.startsWith('https:'),
    remoteOrigins: (request) => (request.remoteRelease ?? releases.live()).origins,
    development: config.nodeEnv === 'development',
  });
  await app.register(errorHandlerPlugin);
  await app.register(gracefulStopPlugin);
  await app.register(textGuardPlugin);
  await app.register(jsonDepthPlugin);
  // Before any route: compression hooks itself onto routes as they are added.
  // The same encodings and threshold as the catalogue's answers compressed once (send-answer.ts).
  await app.register(compress, { encodings: [...ENCODINGS], threshold: COMPRESSION_THRESHOLD });
  // Until its start on the database is done, the API answers 503 but for its probes, and so does the
  // sitemap (made from the catalogue); pages say it with the shop's error page (web/pages/outage-page.ts).
  const waitsForDatabase = (url: string) => (url.startsWith('/api/') && !isProbe(url)) || url.startsWith('/sitemap');
  await app.register(dbPlugin, { config, migrationsDir: options.migrationsDir, db: options.db, waitsForDatabase });
  // The demo's one switch: it fills an empty catalogue before the catalogue is loaded into memory.
  if (config.demo) await app.register(demoPlugin, config.demo);
  await app.register(catalogPlugin);
  // app.agreements: each organisation's prices, read by the priced catalogue and the order send.
  await app.register(agreementsPlugin);
  // request.session and app.requireUser for every route module below.
  await app.register(authPlugin, { config: config.auth, clock: options.clock ?? Date.now });
  // app.onboarding: who gets prices (e-mail confirmation, approval), mailing through app.mailer.
  await app.register(mailPlugin, { mail: config.mail });
  await app.register(onboardingPlugin, { publicUrl: config.publicUrl, requireApproval: config.requireApproval });
  // request.staff on staff routes, from the staff's own cookie (modules/staff).
  await app.register(staffPlugin);
  app.decorate('staffImports', new StaffImports(app.db));
  app.addHook('onClose', () => app.staffImports.close());
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      // Every customer route checks the caller's role first (modules/people/route-roles.ts).
      await api.register(roleGuard);
      const customerPrices: CustomerPrices = (request, catalog) => app.agreements.viewFor(request.session?.organizationId, catalog);
      await api.register(catalogRoutes, { customerPrices });
      await api.register(imageRoutes, { supplierColours: config.demo ? DEMO_SUPPLIER_COLOURS : undefined });
      await api.register(authRoutes);
      await api.register(onboardingRoutes);
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(contactRoutes);
      await api.register(addressRoutes);
      await api.register(peopleRoutes);
      await api.register(orderListRoutes);
      await api.register(orderDetailRoutes);
      await api.register(orderSendRoutes, {
        ordersPerDay: config.ordersPerDay,
        orderTotalLimitNok: config.orderTotalLimitNok,
        delivery: config.delivery,
        publicUrl: config.publicUrl,
      });
      await api.register(analyticsRoutes, { perMinute: config.analyticsPerMinute });
      await api.register(releaseRoutes, { releases, operatorToken: config.operatorToken });
      await api.register(staffAuthRoutes, { totp: new Totp(options.staffClock) });
      await api.register(staffRoutes, { publicUrl: config.publicUrl });
      await api.register(staffOrganizationRoutes);
      await api.register(staffOrderRoutes);
      await api.register(staffCustomerRoutes);
      await api.register(staffImportRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    webRoot: config.webRoot,
    releases,
    publicUrl: config.publicUrlSet ? config.publicUrl : undefined,
    origin: config.publicUrl,
    serverRender: config.serverRender,
    renderFirstByteMs: config.renderFirstByteMs,
    trustedOrigins: config.auth.trustedOrigins,
  });
  if (!options.deferDatabaseStart) await app.databaseStart.run();
  return app;
}
