import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgPoolDb } from '../../../src/infra/db/pg-pool-db';
import { createFakeWebRoot } from '../../support/fake-web-root';
import { SMALL_CATALOG } from '../../support/shop-world';
import { canRunPostgres, freePort, type StoppablePostgres, stoppablePostgres } from '../../support/stoppable-postgres';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { type SignedInUser, createSignedInUser } from '../../support/test-session';
import { within } from '../../support/within';

// The database stops (a restart, a failover, a crash) and starts again: the API neither exits nor
// answers 500. Each test has a PostgreSQL server of its own to stop (the shared one of
// scripts/with-postgres.mjs serves the other test files); PGlite lives in the process and cannot be
// away, so the suite runs on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL && canRunPostgres() ? describe : describe.skip;

const API_DIR = path.resolve(__dirname, '..', '..', '..');
const DOWN_MESSAGE = "The shop's database does not answer right now. Try again in a moment.";
/** Generous: the process compiles its TypeScript first, and the machine may be busy. */
const START_MS = 120_000;


onPostgres('an API process started while its PostgreSQL is stopped', () => {
  let postgres: StoppablePostgres;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let output = '';
  let exitCode: number | null | undefined;

  beforeAll(async () => {
    postgres = await stoppablePostgres();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-data-'));
  });
  afterAll(async () => {
    if (child && exitCode === undefined) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    postgres?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not exit: it listens, is alive but not ready, answers 503 with Retry-After, and is ready once PostgreSQL starts', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // A production start names its own address.
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, 'no-front-ends'),
        SEED_DEMO_CATALOG: 'false',
        SHUTDOWN_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => (exitCode = code));
    const status = async (pathname: string) => (await fetch(`${url}${pathname}`).catch(() => null))?.status;

    const alive = await within(START_MS, async () => exitCode !== undefined || (await status('/api/health')) === 200);
    expect({ alive, exitCode, output: exitCode === undefined ? '' : output }).toEqual({ alive: true, exitCode: undefined, output: '' });
    // It has tried and waited more than once (half a second, then a second): still there.
    expect(await within(START_MS, async () => exitCode !== undefined || output.includes('trying again in 1 s'))).toBe(true);
    expect(exitCode).toBeUndefined();

    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'The database has not answered yet since this process started.' });
    const menu = await fetch(`${url}/api/product/menu`);
    expect(menu.status).toBe(503);
    expect(menu.headers.get('retry-after')).toBe('5');
    expect(await menu.json()).toEqual({ error: 'Service Unavailable', message: DOWN_MESSAGE });

    postgres.start();
    expect(await within(START_MS, async () => (await status('/api/ready')) === 200)).toBe(true);
    expect((await fetch(`${url}/api/product/menu`)).status).toBe(200);
    expect(exitCode).toBeUndefined();
  }, 4 * START_MS);
});

onPostgres('an API whose PostgreSQL stops and starts again', () => {
  let postgres: StoppablePostgres;
  let shop: TestApp;
  let user: SignedInUser;
  let webRoot: ReturnType<typeof createFakeWebRoot>;

  beforeAll(async () => {
    postgres = await stoppablePostgres();
    postgres.start();
    webRoot = createFakeWebRoot();
    const database = { kind: 'postgres' as const, open: () => openPgPoolDb(postgres.url), drop: async () => undefined };
    shop = await buildTestApp({ database, env: { SEED_DEMO_CATALOG: 'false', WEB_ROOT: webRoot.dir } });
    await shop.app.catalog.import(SMALL_CATALOG);
    user = await createSignedInUser(shop.app);
  });
  afterAll(async () => {
    await shop?.close();
    postgres?.remove();
    webRoot?.remove();
  });

  const order = () => ({
    customer: user.userId,
    Recipient: 'Ola Montør',
    deliveryAddress: '',
    customerReference: 'Under driftsstans',
    comment: '',
    lineItems: [{ SkuId: SMALL_CATALOG.products[0]?.sku, Quantity: 2 }],
  });
  const send = (key: string) =>
    shop.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: user.cookie, 'idempotency-key': key }, payload: order() });

  it('answers pages with the error page in their language, the API and an order send with 503 and Retry-After, and stores the order once when it is sent again', async () => {
    const key = `outage-${Date.now()}`;
    postgres.stop();
    try {
      for (const [pathname, lang, text] of [
        ['/', 'nb', 'Nettbutikken er utilgjengelig akkurat nå. Prøv igjen om et øyeblikk.'],
        ['/en', 'en', 'The shop is unavailable just now. Try again in a moment.'],
      ] as const) {
        const page = await shop.app.inject({ url: pathname, headers: { cookie: user.cookie, accept: 'text/html' } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['retry-after']).toBe('5');
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain(`<html lang="${lang}">`);
        expect(page.body).toContain(text);
        expect(page.body).toContain(lang === 'nb' ? 'Feilkode 503' : 'Error code 503');
      }
      const profile = await shop.app.inject({ url: `/api/auth/user/${user.userId}`, headers: { cookie: user.cookie } });
      expect(profile.statusCode).toBe(503);
      expect(profile.headers['retry-after']).toBe('5');
      expect(profile.json()).toEqual({ error: 'Service Unavailable', message: DOWN_MESSAGE });

      const refused = await send(key);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ error: 'Service Unavailable', message: DOWN_MESSAGE });
    } finally {
      postgres.start();
    }
    const sent = await send(key);
    expect(sent.statusCode).toBe(202);
    const again = await send(key);
    expect(again.statusCode).toBe(202);
    expect(again.json().orderNumber).toBe(sent.json().orderNumber);
    const [row] = await shop.db.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE customer_reference = 'Under driftsstans'");
    expect(Number(row?.n)).toBe(1);
  });
});
