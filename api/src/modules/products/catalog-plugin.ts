import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { type Catalog, buildCatalog } from './catalog';
import type { CatalogRows } from './catalog-rows';
import { type ImportResult, type ProgressListener, importCatalog } from './import-catalog';
import { loadCatalogRows, loadCatalogVersion } from './load-catalog-rows';
import { seedDemoCatalogIfEmpty } from './seed-demo-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogStore;
  }
}

/** How often an instance on a shared PostgreSQL server looks for imports made elsewhere. */
const WATCH_INTERVAL_MS = 5_000;

/** Holds the current in-memory catalogue; an import swaps in a freshly built one. */
export class CatalogStore {
  private snapshot: Catalog = buildCatalog({ menuItems: [], suppliers: [], products: [], banners: [] });
  private version = -1;
  private timer: NodeJS.Timeout | undefined;
  private reloading: Promise<Catalog> | undefined;

  constructor(private readonly db: Db) {}

  get current(): Catalog {
    return this.snapshot;
  }

  /** Rebuilds the snapshot from the database; requests keep reading the old one until it is ready. */
  reload(): Promise<Catalog> {
    this.reloading ??= this.rebuild().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async rebuild(): Promise<Catalog> {
    const { version, rows } = await this.db.transaction(async (tx) => {
      // One snapshot for the version and every page of products (load-catalog-rows.ts).
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      return { version: await loadCatalogVersion(tx), rows: await loadCatalogRows(tx) };
    });
    const next = buildCatalog(rows);
    // Built before the swap: no request ever waits for the index.
    next.prepareSearch();
    this.snapshot = next;
    this.version = version;
    return next;
  }

  /** Writes the rows in one transaction, then rebuilds the snapshot requests read from. */
  async import(rows: CatalogRows, onProgress?: ProgressListener): Promise<ImportResult> {
    const result = await importCatalog(this.db, rows, onProgress);
    await this.reload();
    return result;
  }

  /** Reloads when another process has imported (only a shared server can have one). */
  watch(onError: (error: unknown) => void, intervalMs = WATCH_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      loadCatalogVersion(this.db)
        .then((version) => (version !== this.version ? this.reload() : undefined))
        .catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  stopWatching(): void {
    clearInterval(this.timer);
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
    // An embedded PGlite folder is locked to this process: nothing else can import into it.
    if (!app.db.description.startsWith('pglite')) {
      store.watch((error) => app.log.error({ err: error }, 'catalogue reload failed'));
      app.addHook('onClose', async () => store.stopWatching());
    }
  },
  { name: 'catalog', dependencies: ['db'] },
);
