import { buildApp } from '../app';
import { MIGRATIONS_DIR, testConfig } from '../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../test/support/test-database';
import { fillEmptyCatalog } from '../modules/catalog';
import { generateDemoCatalog } from './catalog/generate-demo-catalog';

let database: TestDatabase;

beforeAll(async () => {
  // PGlite in a temp folder (or a fresh PostgreSQL database): it must survive closing.
  database = await createTestDatabase({ persistent: true });
});

afterAll(async () => {
  await database.drop();
});

async function productCount(): Promise<{ count: number; seededAgain: boolean }> {
  const db = await database.open();
  try {
    const app = await buildApp({ config: testConfig(), migrationsDir: MIGRATIONS_DIR, db, logger: false });
    await app.ready();
    const count = app.catalog.current.products.length;
    await app.close();
    const seed = await fillEmptyCatalog(db, generateDemoCatalog);
    return { count, seededAgain: seed.filled };
  } finally {
    await db.close();
  }
}

describe('a restart', () => {
  it('keeps the catalogue and does not seed it again', async () => {
    const first = await productCount();
    expect(first.count).toBeGreaterThanOrEqual(1500);
    expect(first.seededAgain).toBe(false);

    const second = await productCount();
    expect(second).toEqual(first);
  });
});
