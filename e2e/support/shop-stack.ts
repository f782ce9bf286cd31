import { test as base } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The same static server a team would use to serve its remote from its own origin.
import { type ApiProcess, freePort, startApi } from '@shop/tooling/api-process';
import { serveDir } from '@shop/tooling/static-server';
import { confirmationLinkFromOutbox, loginLinkFromOutbox, mailFromOutbox, passwordResetLinkFromOutbox } from './outbox';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import { dataTemplate, distOf, e2eTmp } from './paths';

/** The built single-process server (API + shell), as `npm start` runs it in production. */
export function startShopApi(port: number | undefined, env: Record<string, string>): Promise<ApiProcess> {
  // The tests log in as the demo user, which a production start seeds only when asked to. A new
  // organisation's journey (register, confirm, see prices) runs without the distributor's approval,
  // which production asks for by default: the approval itself is tested by the API's suites. Every
  // customer of these tests comes from one address, which the work budget per client would soon
  // count as one flood: the budget is tested by the API's suites too (test/suites/limits). A
  // render's first byte may take 5 s, not 300 ms: these tests look at pages rendered on the server,
  // which a busy machine would otherwise send to the browser (the budget's own test:
  // test/suites/limits/render-first-byte.test.ts).
  return startApi({
    port,
    env: { SEED_DEMO_ACCOUNT: 'true', REQUIRE_APPROVAL: 'false', WORK_UNITS_PER_MINUTE: '0', RENDER_FIRST_BYTE_MS: '5000', LOG_LEVEL: 'info', ...env },
  });
}

export interface StackOptions {
  joined?: RemoteName[];
  prepare?: (dataDir: string, publicUrl: string) => Promise<void>;
}

interface RemoteOrigin {
  dir: string;
  port: number;
  url: string;
  close: () => Promise<void>;
}

/**
 * A whole shop for one test file, as production runs it split up: the API process serves /api and
 * the shell, and each remote is served from an origin of its own. Remote locations live in a
 * configuration file the server re-reads, so a test can re-point or stop a remote while it runs.
 */
export class ShopStack {
  private constructor(
    readonly url: string,
    private api: ApiProcess,
    private readonly apiEnv: Record<string, string> & { DATA_DIR: string },
    private readonly workDir: string,
    private readonly remotesFile: string,
    private readonly remotes: Map<RemoteName, RemoteOrigin>,
  ) {}

  /** Releases replaced by deployRemote, still served until the stack stops. */
  private readonly retired: RemoteOrigin[] = [];

  /**
   * `env`: settings of the API process besides the stack's own (SERVER_RENDER=no, say). `joined`:
   * teams beyond the founding three in the remotes file from the start (the back-office).
   * `prepare`: what an operator does on the data folder before the shop starts (staff:create).
   */
  static async start(env: Record<string, string> = {}, options: StackOptions = {}): Promise<ShopStack> {
    const workDir = await mkdtemp(path.join(e2eTmp, 'stack-'));
    const dataDir = path.join(workDir, 'data');
    await cp(dataTemplate, dataDir, { recursive: true });
    const remotes = new Map<RemoteName, RemoteOrigin>();
    for (const name of [...REMOTE_NAMES, ...(options.joined ?? [])]) remotes.set(name, await ShopStack.serveRemote(distOf(name)));
    const remotesFile = path.join(workDir, 'remotes.json');
    await ShopStack.writeRemotesFile(remotesFile, remotes);
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    await options.prepare?.(dataDir, publicUrl);
    // Links in the shop's mails point at the address the tests open (written to <DATA_DIR>/outbox).
    const apiEnv = { OPERATOR_TOKEN: randomUUID(), ...env, DATA_DIR: dataDir, REMOTES_FILE: remotesFile, PUBLIC_URL: publicUrl };
    const api = await startShopApi(port, apiEnv);
    return new ShopStack(api.url, api, apiEnv, workDir, remotesFile, remotes);
  }

  private static async serveRemote(dir: string, port = 0): Promise<RemoteOrigin> {
    const served = await serveDir(dir, { port });
    return { dir, port: served.port, url: served.url, close: served.close };
  }

  /** Written whole, as `npm run release` does: a temporary file renamed over the old one. */
  private static async writeRemotesFile(file: string, remotes: Map<RemoteName, RemoteOrigin>): Promise<void> {
    const body = Object.fromEntries([...remotes].map(([name, origin]) => [name, `${origin.url}/mf-manifest.json`]));
    await writeFile(`${file}.next`, JSON.stringify(body, null, 2));
    await rename(`${file}.next`, file);
  }

  /** The remotes' releases as an operator sees them (GET /api/operator/releases). */
  async releases(): Promise<{ live: { locations: Record<RemoteName, string> }; candidate: unknown; refused: Array<{ locations: Record<RemoteName, string> | null; reason: string }> }> {
    const answer = await fetch(`${this.url}/api/operator/releases`, { headers: { authorization: `Bearer ${this.apiEnv.OPERATOR_TOKEN}` } });
    if (!answer.ok) throw new Error(`GET /api/operator/releases answered ${answer.status}`);
    return (await answer.json()) as Awaited<ReturnType<ShopStack['releases']>>;
  }

  /** The link of the newest confirmation mail to `address`, from the shop's outbox folder. */
  confirmationLink(address: string): Promise<string> {
    return confirmationLinkFromOutbox(this.apiEnv.DATA_DIR, address);
  }

  /** The link of the newest mail to `address` that sets a new password, from the shop's outbox folder. */
  passwordResetLink(address: string): Promise<string> {
    return passwordResetLinkFromOutbox(this.apiEnv.DATA_DIR, address);
  }

  /** The link of the newest mail to `address` that logs in once, from the shop's outbox folder. */
  loginLink(address: string): Promise<string> {
    return loginLinkFromOutbox(this.apiEnv.DATA_DIR, address);
  }

  remoteUrl(name: RemoteName): string {
    return this.remotes.get(name)!.url;
  }

  /** Takes a remote's origin down: its connections are dropped and its port refuses. */
  async stopRemote(name: RemoteName): Promise<void> {
    await this.remotes.get(name)!.close();
  }

  /** Brings a stopped remote back on the same origin. */
  async restartRemote(name: RemoteName): Promise<void> {
    const origin = this.remotes.get(name)!;
    this.remotes.set(name, await ShopStack.serveRemote(origin.dir, origin.port));
  }

  /** The SKU of the first product the API lists: a product page every suite can open. */
  async firstSku(): Promise<string> {
    const products = (await (await fetch(`${this.url}/api/product/list?limit=1`)).json()) as Array<{ skuId: string }>;
    return products[0]!.skuId;
  }

  /** What the API process wrote to its log so far (warnings and errors at the stack's LOG_LEVEL). */
  apiLog(): string {
    return this.api.output();
  }

  /** Stops the API process: /api, /remotes.json and the shell's own files stop answering. */
  async stopApi(): Promise<void> {
    await this.api.stop();
  }

  /** Starts the API again on the same address with the same database. */
  async restartApi(): Promise<void> {
    this.api = await startShopApi(Number(new URL(this.url).port), this.apiEnv);
  }

  /** Deploys another build of a remote: a new origin, and only the server's remote configuration changes. */
  /**
   * Publishes a new release of a remote on an origin of its own and points the shop at it. The
   * previous release stays published, as on a CDN, so pages opened before the switch keep working.
   * Answers `live` once the shop's check passed it, or the reason the shop refused it.
   */
  async deployRemote(name: RemoteName, dir: string): Promise<string> {
    this.retired.push(this.remotes.get(name)!);
    this.remotes.set(name, await ShopStack.serveRemote(dir));
    await ShopStack.writeRemotesFile(this.remotesFile, this.remotes);
    // The shop checks a release before it goes live: waited for, so the tests see it decided.
    const manifest = `${this.remoteUrl(name)}/mf-manifest.json`;
    for (;;) {
      const status = await this.releases();
      if (status.candidate === null && status.live.locations[name] === manifest) return 'live';
      const refused = status.refused.find((release) => release.locations?.[name] === manifest);
      if (status.candidate === null && refused) return refused.reason;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A team joins the running shop: its build published on an origin of its own and its entry added
   * to the remotes file, nothing else. Answers `live` once the shop's check passed it, or the reason
   * the shop refused it.
   */
  async joinRemote(name: RemoteName, dir: string): Promise<string> {
    this.remotes.set(name, await ShopStack.serveRemote(dir));
    await ShopStack.writeRemotesFile(this.remotesFile, this.remotes);
    const manifest = `${this.remoteUrl(name)}/mf-manifest.json`;
    for (;;) {
      const status = await this.releases();
      if (status.candidate === null && status.live.locations[name] === manifest) return 'live';
      const refused = status.refused.find((release) => release.locations?.[name] === manifest);
      if (status.candidate === null && refused) return refused.reason;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A team leaves: its entry is taken out of the remotes file; waits until the live release is without it. */
  async leaveRemote(name: RemoteName): Promise<void> {
    this.retired.push(this.remotes.get(name)!);
    this.remotes.delete(name);
    await ShopStack.writeRemotesFile(this.remotesFile, this.remotes);
    for (;;) {
      const status = await this.releases();
      if (status.candidate === null && !(name in status.live.locations)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The newest mail to `address` whose text matches `pattern`, from the shop's outbox (its text, decoded). */
  mailTo(address: string, pattern: RegExp): Promise<string> {
    return mailFromOutbox(this.apiEnv.DATA_DIR, address, pattern);
  }

  async stop(): Promise<void> {
    await this.api.stop();
    for (const origin of [...this.remotes.values(), ...this.retired]) await origin.close();
    await rm(this.workDir, { recursive: true, force: true });
  }
}

/**
 * What a test file may change on its shop without touching another file's results: nothing of the
 * shop as a whole. These change it for every later file, so a file that calls them has a shop of
 * its own (ownShopOfThisFile); on the worker's shop they fail with that advice.
 */
const CHANGES_THE_WHOLE_SHOP = new Set<string | symbol>(['deployRemote', 'joinRemote', 'leaveRemote', 'stopRemote', 'restartRemote', 'stopApi', 'restartApi', 'stop']);

/**
 * One shop per Playwright worker, started when its first file asks and stopped when the worker
 * ends: starting the built API and the remotes' origins costs seconds of CPU, so the files a worker
 * runs one after another share it. What they share cannot change each other's results: each test
 * has a fresh browser context (cart, cookies, service worker), makes its own organisations and
 * logins under addresses of its own, and reads its mails by those addresses. A file that changes
 * the shop as a whole (releases, a stopped API or remote), needs other settings, or counts on what
 * only a fresh database holds (the demo login's three orders) declares ownShopOfThisFile().
 * A worker restarts after a failed test, and with it its shop.
 */
export const testWithWorkerShop = base.extend<object, { workerShop: ShopStack }>({
  workerShop: [
    async ({}, use) => {
      // Many files' customers come from one address: the per-address limits (failed logins, new
      // registrations and links per 15 minutes) would count them as one guesser. Those limits are
      // tested by the API's suites (login-throttle, limits), and per account here (account-login-link).
      const shop = await ShopStack.start({ LOGIN_LIMIT_PER_ADDRESS: '100000' });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
});

/** A test file's view of its shop: read as `shop.url` inside its tests, once the shop has started. */
function standIn(current: () => ShopStack | undefined, refuse: (name: string | symbol) => boolean, logFrom: () => number): ShopStack {
  return new Proxy({} as ShopStack, {
    get: (_target, name) => {
      const started = current();
      if (!started) throw new Error('The shop starts in beforeAll: use it inside a test');
      if (refuse(name)) {
        return () => {
          throw new Error(`${String(name)}() changes the shop the worker's other files share: give this file ownShopOfThisFile()`);
        };
      }
      // The worker's shop has served earlier files: this file's log starts where it came in.
      if (name === 'apiLog') return () => started.apiLog().slice(logFrom());
      const value: unknown = Reflect.get(started, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}

/**
 * A shop of this file's own, started before its first test and stopped after its last: for a file
 * that re-points releases, stops the API or a remote, counts on a fresh database, or needs settings
 * (`env`) or a prepared data folder (`options`) of its own.
 */
export function ownShopOfThisFile(env: Record<string, string> = {}, options: StackOptions = {}): ShopStack {
  let started: ShopStack | undefined;
  base.beforeAll(async () => {
    started = await ShopStack.start(env, options);
  });
  base.afterAll(async () => {
    await started?.stop();
  });
  return standIn(() => started, () => false, () => 0);
}

/**
 * The shop of one test file: the worker's shop, shared with the files the worker ran before (see
 * `testWithWorkerShop` above); with settings of its own (`env`, `options`) a shop of its own, as ownShopOfThisFile.
 * What it returns stands for that shop, so the file reads `shop.url` in its tests.
 */
export function shopOfThisFile(env: Record<string, string> = {}, options: StackOptions = {}): ShopStack {
  if (Object.keys(env).length > 0 || Object.keys(options).length > 0) return ownShopOfThisFile(env, options);
  let shared: ShopStack | undefined;
  let logFrom = 0;
  testWithWorkerShop.beforeAll(async ({ workerShop }) => {
    shared = workerShop;
    logFrom = workerShop.apiLog().length;
  });
  return standIn(() => shared, (name) => CHANGES_THE_WHOLE_SHOP.has(name), () => logFrom);
}
