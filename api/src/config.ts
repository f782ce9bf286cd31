import path from 'node:path';
import type { RemoteLocations } from '@shop/shared/contracts';
import { type AuthConfig, loadAuthConfig } from './infra/config/auth-config';
import { type DeliveryConfig, loadDeliveryConfig } from './infra/config/delivery-config';
import { type EnvRead, wholeNumber, yesOrNo } from './infra/config/env-values';
import { DEFAULT_BUDGETS } from './web/render-pool/render-contract';
import { loadAllowedHosts } from './infra/config/host-config';
import { type MailConfig, loadMailConfig, loadPublicUrl } from './infra/config/mail-config';
import type { SlowClientLimits } from './infra/http/slow-clients';

/** Everything the service reads from its environment, validated once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** A real PostgreSQL server; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Absolute path of the PGlite data folder. */
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The demo (src/demo), one switch: off, or on (SEED_DEMO_CATALOG, default on: an empty database
   * gets the generated catalogue) with or without its published login (SEED_DEMO_ACCOUNT, default
   * on outside production).
   */
  demo: { account: boolean } | undefined;
  /** Repository root holding shell/dist, catalog/dist, cart/dist and account/dist. */
  webRoot: string;
  /** Where each remote's mf-manifest.json lives: handed to the shell through /remotes.json. */
  remotes: RemoteLocations;
  /**
   * Optional JSON file `{ catalog, cart, account }` re-read on every /remotes.json request: a remote
   * is re-pointed (deployed) by editing it, without restarting anything.
   */
  remotesFile: string | undefined;
  /** Sessions, cookies and login limits (infra/config/auth-config.ts). */
  auth: AuthConfig;
  /** Orders one organisation may send in any 24 hours (modules/orders/daily-order-limit.ts). */
  ordersPerDay: number;
  /** Page views counted per client address in a minute (modules/analytics). */
  analyticsPerMinute: number;
  /** OPERATOR_TOKEN: the bearer token of the operator's routes (GET /api/operator/releases); unset, they answer 404. */
  operatorToken: string | undefined;
  /**
   * On SIGTERM, how long the process keeps serving while /api/ready already says 503, so a load
   * balancer that polls readiness stops sending requests before the listener closes (SHUTDOWN_DELAY_MS).
   */
  shutdownDelayMs: number;
  /** How mail goes out: through SMTP_URL, or as files in the outbox folder (modules/mail). */
  mail: MailConfig;
  /** The shop's address that links in mails point at (PUBLIC_URL); never a request's Host. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: a production start without it is refused, and only then is a request's Host checked. */
  publicUrlSet: boolean;
  /** Host names a request may name besides PUBLIC_URL's (ALLOWED_HOSTS; infra/http/public-origin.ts). */
  allowedHosts: string[];
  /** How long and how slowly a body may arrive, connections per client (infra/http/slow-clients.ts). */
  slowClients: SlowClientLimits;
  /** The largest order total, NOK excluding VAT, sent in one order (ORDER_TOTAL_LIMIT_NOK). */
  orderTotalLimitNok: number;
  /** Freight and delivery dates (infra/config/delivery-config.ts). */
  delivery: DeliveryConfig;
  /**
   * Units of work (infra/http/work-cost.ts: products answered, order lines priced or read, pages
   * rendered) one client and one organisation may each ask for in a minute; 0: no limit.
   */
  workUnitsPerMinute: number;
  /**
   * A new organisation sees prices only once the distributor has approved it (REQUIRE_APPROVAL,
   * default on in production: whoever confirms an e-mail first holds an organisation number, and
   * only the distributor knows whether it is theirs).
   */
  requireApproval: boolean;
  /** Pages rendered on the server (SERVER_RENDER, default yes); no: the browser renders every page. */
  serverRender: boolean;
  /**
   * How long a page's render may take to its first byte before the browser's page is sent instead
   * (RENDER_FIRST_BYTE_MS, default 300: render-pool/render-contract.ts says why).
   */
  renderFirstByteMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export interface ConfigDefaults {
  /** Folder of the running server file: the default WEB_ROOT is two levels above it. */
  serverDir: string;
  cwd?: string;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** A remote location is an absolute http(s) URL or a path on this server. */
export function isRemoteUrl(url: string): boolean {
  return /^(https?:\/\/|\/)/.test(url);
}

/** What a client and an organisation may each ask for in a minute when WORK_UNITS_PER_MINUTE is unset. */
const DEFAULT_WORK_UNITS_PER_MINUTE = 20_000;

/**
 * WORK_UNITS_PER_MINUTE. It replaced HEAVY_READS_PER_MINUTE, which counted requests by their
 * shape: its `0` (no limit, the benchmarks') still means that (a benchmark may set both to 0 to
 * run an older build too); any other value of it is refused at start, since a count of requests
 * means nothing as a count of units.
 */
function loadWorkUnitsPerMinute(read: EnvRead, problems: string[]): number {
  const old = read('HEAVY_READS_PER_MINUTE');
  if (old === undefined) return wholeNumber(read, 'WORK_UNITS_PER_MINUTE', DEFAULT_WORK_UNITS_PER_MINUTE, problems, 0);
  const units = read('WORK_UNITS_PER_MINUTE');
  if (old === '0' && (units === undefined || units === '0')) return 0;
  problems.push(
    `HEAVY_READS_PER_MINUTE is replaced by WORK_UNITS_PER_MINUTE, which counts products, order lines and pages rendered rather than requests (default ${DEFAULT_WORK_UNITS_PER_MINUTE}, 0: no limit): remove HEAVY_READS_PER_MINUTE and set WORK_UNITS_PER_MINUTE if the default does not fit`,
  );
  return DEFAULT_WORK_UNITS_PER_MINUTE;
}

/** Reads and checks the environment; collects every problem so one start shows them all. */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: ConfigDefaults): AppConfig {
  const problems: string[] = [];
  const cwd = defaults.cwd ?? process.cwd();
  const read: EnvRead = (name) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const portText = read('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!oneOf(NODE_ENVS, nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);
  }

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!oneOf(LOG_LEVELS, logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const demoCatalog = yesOrNo(read, 'SEED_DEMO_CATALOG', true, problems);
  // Its password is published, so a production start leaves the demo login out unless asked for.
  const demoAccount = yesOrNo(read, 'SEED_DEMO_ACCOUNT', nodeEnv !== 'production', problems);

  const remotes: RemoteLocations = {
    catalog: read('CATALOG_REMOTE_URL') ?? '/remotes/catalog/mf-manifest.json',
    cart: read('CART_REMOTE_URL') ?? '/remotes/cart/mf-manifest.json',
    account: read('ACCOUNT_REMOTE_URL') ?? '/remotes/account/mf-manifest.json',
  };
  // A team beyond the founding three joins by a variable of its own (BACKOFFICE_REMOTE_URL) or, with
  // REMOTES_FILE, by its entry there; it has no default, so a shop without it configured has none.
  for (const name of Object.keys(env)) {
    const team = /^([A-Z][A-Z0-9]{1,31})_REMOTE_URL$/.exec(name)?.[1]?.toLowerCase();
    const location = read(name);
    if (team && location !== undefined && !(team in remotes)) remotes[team] = location;
  }
  for (const [name, url] of Object.entries(remotes)) {
    if (!isRemoteUrl(url)) {
      problems.push(`${name.toUpperCase()}_REMOTE_URL must be an absolute URL or start with / (got "${url}")`);
    }
  }

  const auth = loadAuthConfig(read, problems);

  const ordersPerDay = wholeNumber(read, 'ORDERS_PER_DAY', 500, problems);
  const analyticsPerMinute = wholeNumber(read, 'ANALYTICS_PER_MINUTE', 60, problems);
  const shutdownDelayMs = wholeNumber(read, 'SHUTDOWN_DELAY_MS', 0, problems, 0);

  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? './data');
  const mail = loadMailConfig(read, dataDir, problems);
  const { publicUrl, publicUrlSet } = loadPublicUrl(read, port, problems);
  // Pages, robots.txt, the sitemap and mails link to the shop's own address: in production it is
  // named, never guessed from a request's Host (http://localhost:PORT serves only npm start).
  if (nodeEnv === 'production' && !publicUrlSet) {
    problems.push("PUBLIC_URL must be set when NODE_ENV is production: the shop's own address, like https://shop.example.no");
  }
  const requireApproval = yesOrNo(read, 'REQUIRE_APPROVAL', nodeEnv === 'production', problems);
  const allowedHosts = loadAllowedHosts(read, problems);
  const slowClients: SlowClientLimits = {
    bodySeconds: wholeNumber(read, 'BODY_TIMEOUT_SECONDS', 20, problems),
    minBytesPerSecond: wholeNumber(read, 'BODY_MIN_BYTES_PER_SECOND', 512, problems, 0),
    connectionsPerClient: wholeNumber(read, 'CONNECTIONS_PER_CLIENT', 64, problems, 0),
  };
  const orderTotalLimitNok = wholeNumber(read, 'ORDER_TOTAL_LIMIT_NOK', 5_000_000, problems);
  const workUnitsPerMinute = loadWorkUnitsPerMinute(read, problems);
  const serverRender = yesOrNo(read, 'SERVER_RENDER', true, problems);
  const renderFirstByteMs = wholeNumber(read, 'RENDER_FIRST_BYTE_MS', DEFAULT_BUDGETS.firstByteMs, problems);
  const delivery = loadDeliveryConfig(read, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    logLevel: logLevel as AppConfig['logLevel'],
    demo: demoCatalog ? { account: demoAccount } : undefined,
    webRoot: path.resolve(cwd, read('WEB_ROOT') ?? path.resolve(defaults.serverDir, '..', '..')),
    remotes,
    remotesFile: read('REMOTES_FILE') === undefined ? undefined : path.resolve(cwd, read('REMOTES_FILE') as string),
    auth,
    ordersPerDay,
    analyticsPerMinute,
    operatorToken: read('OPERATOR_TOKEN') || undefined,
    shutdownDelayMs,
    mail,
    publicUrl,
    publicUrlSet,
    requireApproval,
    allowedHosts,
    slowClients,
    orderTotalLimitNok,
    workUnitsPerMinute,
    serverRender,
    renderFirstByteMs,
    delivery,
  };
}
