import type { Db } from '../../infra/db/db';
import { SMALL_CATALOG } from '../../../test/support/shop-world';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';

/** The test database, with a switch that makes every query fail as an unreachable server does. */
async function databaseThatCanGoAway() {
  const database = await createTestDatabase();
  const state = { reachable: true };
  const open = async (): Promise<Db> => {
    const db = await database.open();
    const query: Db['query'] = (sql, params) =>
      state.reachable ? db.query(sql, params) : Promise.reject(new Error('connection refused'));
    return { ...db, query, transaction: db.transaction.bind(db), exec: db.exec.bind(db), close: db.close.bind(db) };
  };
  return { state, database: { ...database, open } };
}

describe('GET /api/health and /api/ready', () => {
  let shop: TestApp;
  let database: Awaited<ReturnType<typeof databaseThatCanGoAway>>;
  beforeAll(async () => {
    database = await databaseThatCanGoAway();
    shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' }, database: database.database });
    await shop.app.catalog.import(SMALL_CATALOG);
  });
  afterAll(async () => {
    await shop.close();
    await database.database.drop();
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('says the process is alive and ready, with its database and catalogue, and is never cached', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    // Ready, nothing more: no data folder, database or count for anyone who asks.
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while its database does not answer, and ready again once it does; still alive', async () => {
    database.state.reachable = false;
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database does not answer.' });
    expect((await get('/api/health')).statusCode).toBe(200);
    database.state.reachable = true;
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('stops being ready once the process begins to stop, while it still answers other requests, each closing its connection', async () => {
    expect((await get('/api/product/menu')).headers.connection).not.toBe('close');
    shop.app.beginStop();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'This process is stopping.' });
    const menu = await get('/api/product/menu');
    expect(menu.statusCode).toBe(200);
    expect(menu.headers.connection).toBe('close');
  });
});
