import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { type Catalog, buildCatalog } from './catalog';
import type { CatalogRows } from './catalog-rows';
import { type ImportResult, importCatalog } from './import-catalog';
import { loadCatalogRows } from './load-catalog-rows';
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogStore;
  }
}

/** Holds the current in-memory catalogue; an import swaps in a freshly built one. */
export class CatalogStore {
  private snapshot: Catalog = buildCatalog({ menuItems: [], suppliers: [], products: [], banners: [] });

  constructor(private readonly db: Db) {}

  get current(): Catalog {
    return this.snapshot;
  }

  async reload(): Promise<Catalog> {
    this.snapshot = buildCatalog(await loadCatalogRows(this.db));
    return this.snapshot;
  }

  /** Writes the rows in one transaction, then rebuilds the snapshot requests read from. */
  async import(rows: CatalogRows): Promise<ImportResult> {
    const result = await importCatalog(this.db, rows);
    await this.reload();
    return result;
  }
}

export interface CatalogPluginOptions {
  seedDemoCatalog: boolean;
}

export const catalogPlugin = fp(
  async (app: FastifyInstance, options: CatalogPluginOptions) => {
    if (options.seedDemoCatalog) {
      const seed = await seedDemoCatalogIfEmpty(app.db);
      if (seed.seeded) app.log.info({ ...seed.counts, ms: seed.milliseconds }, 'demo catalogue seeded');
    }
    const store = new CatalogStore(app.db);
    const catalog = await store.reload();
    app.log.info({ products: catalog.products.length }, 'catalogue loaded into memory');
    app.decorate('catalog', store);
  },
  { name: 'catalog', dependencies: ['db'] },
);
