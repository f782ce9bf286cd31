import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import type { CatalogRows } from './catalog-rows';
import { CatalogStore } from './catalog-plugin';
import { CatalogImportError, importCatalog } from './import-catalog';
import type { PublicProduct } from './domain-types';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
});

afterAll(async () => {
  await testApp.close();
});

const text = (nb: string) => ({ nb, en: nb });

const rows: CatalogRows = {
  menuItems: [
    { id: 'adgangskontroll', parentId: null, position: 0, title: { nb: 'Adgangskontroll', en: 'Access control' } },
    { id: 'adgangskontroll:laser', parentId: 'adgangskontroll', position: 0, title: { nb: 'Låser', en: 'Locks' } },
  ],
  suppliers: [{ id: 'own-brand', name: 'Own Brand', logo: '/api/images/suppliers/own-brand.svg', position: 0 }],
  products: [
    {
      sku: 'OWN-LOCK-1', title: text('Lås 1'), subHeading: text('12 V'), description: text('En lås'), specs: [],
      supplierId: 'own-brand', categoryPath: 'adgangskontroll:laser', price: 990.5, indicativePrice: 990.5,
      discountPercentage: null, images: [], featuredRank: null,
    },
  ],
};

async function list(): Promise<PublicProduct[]> {
  return (await testApp.app.inject('/api/product/list')).json<PublicProduct[]>();
}

describe('importing a catalogue', () => {
  it('starts empty when the demo seed is off', async () => {
    expect(await list()).toEqual([]);
  });

  it('writes the rows and rebuilds the in-memory catalogue the routes read', async () => {
    const result = await testApp.app.catalog.import(rows);
    expect(result).toEqual({ menuItems: 2, suppliers: 1, products: 1, banners: null });
    expect((await list()).map((product) => product.skuId)).toEqual(['OWN-LOCK-1']);
    expect(testApp.app.catalog.current.product('OWN-LOCK-1')?.price).toBe(990.5);
  });

  it('updates existing SKUs instead of duplicating them', async () => {
    const [first] = rows.products;
    await testApp.app.catalog.import({ menuItems: [], suppliers: [], products: [{ ...first!, title: text('Lås 1 ny') }] });
    const products = await list();
    expect(products).toHaveLength(1);
    expect(products[0]?.title.nb).toBe('Lås 1 ny');
  });

  it('writes nothing when one row is bad, and says which', async () => {
    const [first] = rows.products;
    const attempt = testApp.app.catalog.import({
      menuItems: [],
      suppliers: [],
      products: [
        { ...first!, sku: 'OWN-LOCK-2' },
        { ...first!, sku: 'OWN-LOCK-3', categoryPath: 'adgangskontroll:does-not-exist' },
      ],
    });
    await expect(attempt).rejects.toThrow(CatalogImportError);
    await expect(attempt).rejects.toThrow('product "OWN-LOCK-3": category path "adgangskontroll:does-not-exist" is not in the menu');
    const [count] = await testApp.db.query<{ count: string }>('SELECT count(*) AS count FROM products');
    expect(Number(count?.count)).toBe(1);
  });

  it('rolls back the whole import when the database refuses a row', async () => {
    const [first] = rows.products;
    // Passes validation, but PostgreSQL refuses a NUL character: the menu item written before must go too.
    const attempt = testApp.app.catalog.import({
      menuItems: [{ id: 'adgangskontroll:nytt', parentId: 'adgangskontroll', position: 1, title: text('Nytt') }],
      suppliers: [],
      products: [{ ...first!, sku: 'OWN-LOCK-4', title: text('Lås\u0000') }],
    });
    await expect(attempt).rejects.toThrow();
    expect(await testApp.db.query("SELECT 1 FROM menu_items WHERE id = 'adgangskontroll:nytt'")).toEqual([]);
    expect(testApp.app.catalog.current.menu[0]?.subItems.map((item) => item.id)).toEqual(['adgangskontroll:laser']);
  });

  it('lets another instance see an import made elsewhere, without a restart', async () => {
    const other = new CatalogStore(testApp.db);
    await other.reload();
    other.watch((error) => {
      throw error;
    }, 20);
    try {
      const [first] = rows.products;
      // Written past this store, as the import command or another API instance would.
      await importCatalog(testApp.db, { menuItems: [], suppliers: [], products: [{ ...first!, sku: 'OWN-LOCK-9' }] });
      const deadline = Date.now() + 5000;
      while (!other.current.product('OWN-LOCK-9') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(other.current.product('OWN-LOCK-9')?.title.nb).toBe('Lås 1');
    } finally {
      other.stopWatching();
    }
  });
});
