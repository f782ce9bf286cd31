import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../infra/db/db';
import { CHANNELS } from '../../infra/db/notices';
import { type Catalog, buildCatalog } from './catalog';
import type { CatalogRows } from './catalog-rows';
import { type ImportResult, type ProgressListener, importCatalog } from './import-catalog';
import { loadCatalogRows, loadCatalogVersion } from './load-catalog-rows';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogStore;
  }
}

/**
 * How often a process on a shared PostgreSQL server also looks for imports made elsewhere: the
 * import's notice normally arrives within milliseconds; this bounds a missed one.
 */
const WATCH_INTERVAL_MS = 30_000;

/** Holds the current in-memory catalogue; an import swaps in a freshly built one. */
export class CatalogStore {
  private snapshot: Catalog = buildCatalog({ menuItems: [], suppliers: [], products: [], banners: [] });
  private version = -1;
  private timer: NodeJS.Timeout | undefined;
  private reloading: Promise<Catalog> | undefined;

  constructor(private readonly db: Db) {}

  /** Empty until the first load, which requests wait for (app.databaseStart). */
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

  /** The version of the catalogue in memory (catalog_version in the database when it was read). */
  get loadedVersion(): number {
    return this.version;
  }

  /** Rebuilds until the snapshot is at least `version` (a reload under way may predate it). */
  async reachVersion(version: number): Promise<Catalog> {
    while (this.version < version) await this.reload();
    return this.snapshot;
  }

  /** Rebuilds on every import's notice, by whichever process it was made (import-catalog.ts). */
  async listenForImports(onError: (error: unknown) => void): Promise<void> {
    const follow = (version?: number) => {
      const reloaded = version === undefined ? this.reloadIfChanged() : this.reachVersion(version);
      reloaded.catch(onError);
    };
    await this.db.listen(CHANNELS.catalog, {
      notice: (payload) => follow((JSON.parse(payload) as { version: number }).version),
      resumed: () => follow(),
    });
  }

  /** Rebuilds when the database holds another catalogue version than the one in memory. */
  async reloadIfChanged(): Promise<void> {
    if ((await loadCatalogVersion(this.db)) !== this.version) await this.reload();
  }

  /** Writes the rows in one transaction, then rebuilds the snapshot requests read from. */
  async import(rows: CatalogRows, onProgress?: ProgressListener): Promise<ImportResult> {
    const result = await importCatalog(this.db, rows, onProgress);
    await this.reload();
    return result;
  }

  /** Reloads when another process has imported (only a shared server can have one). */
  watch(onError: (error: unknown) => void, intervalMs = WATCH_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.reloadIfChanged().catch(onError), intervalMs);
    this.timer.unref();
  }

  stopWatching(): void {
    clearInterval(this.timer);
  }
}

export const catalogPlugin = fp(
  async (app: FastifyInstance) => {
    const store = new CatalogStore(app.db);
    app.decorate('catalog', store);
    const reloadFailed = (error: unknown) => app.log.error({ err: error }, 'catalogue reload failed');
    // A step of the database's start (after the demo's seeding): requests wait for it (db-plugin.ts).
    app.databaseStart.add(async () => {
      const catalog = await store.reload();
      app.log.info({ products: catalog.products.length }, 'catalogue loaded into memory');
      await store.listenForImports(reloadFailed);
      // An embedded PGlite folder is locked to this process: nothing else can import into it.
      if (!app.db.soleWriter) store.watch(reloadFailed);
    });
    app.addHook('onClose', async () => store.stopWatching());
  },
  { name: 'catalog', dependencies: ['db'] },
);
