import type { Db, Queryable } from '../../infra/db/db';
import { CHANNELS, notify } from '../../infra/db/notices';
import type { CatalogRows, ProductRow } from './catalog-rows';
import { type KnownIds, validateCatalogRows } from './validate-catalog-rows';

// Serialises imports (and the first-start seed) across API instances sharing one server.
const CATALOG_LOCK_KEY = 72_016_002;
// Rows travel as one JSON parameter per batch: a handful of statements instead of thousands.
const BATCH_SIZE = 500;

export class CatalogImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue cannot be imported:\n  - ${problems.slice(0, 20).join('\n  - ')}`);
    this.name = 'CatalogImportError';
  }
}

export interface ImportResult {
  menuItems: number;
  suppliers: number;
  products: number;
  banners: number | null;
}

/**
 * Inserts or updates the given rows in one transaction: all of them or none. Rows missing from
 * the import stay (orders will refer to old SKUs). Banners, when given, replace the current ones.
 */
export async function importCatalog(db: Db, rows: CatalogRows, onProgress?: ProgressListener): Promise<ImportResult> {
  return db.transaction((tx) => importCatalogRows(tx, rows, onProgress));
}

/** importCatalog inside a transaction the caller holds (the staff's upload records its outcome in it too). */
export async function importCatalogRows(tx: Queryable, rows: CatalogRows, onProgress?: ProgressListener): Promise<ImportResult> {
  await lockCatalog(tx);
  const problems = validateCatalogRows(rows, await storedIds(tx));
  if (problems.length > 0) throw new CatalogImportError(problems);
  return writeCatalogRows(tx, rows, onProgress);
}

/** What products may refer to that the database already holds: menu items, suppliers, warehouses. */
export async function storedIds(db: Queryable): Promise<KnownIds> {
  const ids = async (sql: string) => new Set((await db.query<{ id: string }>(sql)).map((row) => row.id));
  return {
    menuIds: await ids('SELECT id FROM menu_items'),
    supplierIds: await ids('SELECT id FROM suppliers'),
    warehouseCodes: await ids('SELECT code AS id FROM warehouses'),
  };
}

export async function lockCatalog(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOG_LOCK_KEY]);
}

/** Told how many products are written so far, for a progress bar; awaited when it answers a promise. */
export type ProgressListener = (written: number, total: number) => void | Promise<void>;

export async function writeCatalogRows(tx: Queryable, rows: CatalogRows, onProgress?: ProgressListener): Promise<ImportResult> {
  for (const batch of batches(rows.menuItems)) await tx.query(UPSERT_MENU_ITEMS, [JSON.stringify(batch)]);
  for (const batch of batches(rows.suppliers)) await tx.query(UPSERT_SUPPLIERS, [JSON.stringify(batch)]);
  let written = 0;
  await onProgress?.(0, rows.products.length);
  for (const batch of batches(rows.products)) {
    await tx.query(UPSERT_PRODUCTS, [JSON.stringify(batch)]);
    await writeAvailability(tx, batch);
    written += batch.length;
    await onProgress?.(written, rows.products.length);
  }
  if (rows.banners) {
    await tx.query('DELETE FROM banner_items');
    await tx.query(INSERT_BANNERS, [JSON.stringify(rows.banners)]);
  }
  // Tells every API process that its in-memory catalogue is out of date (catalog-plugin.ts): the
  // notice goes out when the import commits.
  const [next] = await tx.query<{ version: string | number }>(
    'UPDATE catalog_version SET version = version + 1, changed_at = now() RETURNING version',
  );
  await notify(tx, CHANNELS.catalog, { version: Number(next?.version) });
  return {
    menuItems: rows.menuItems.length,
    suppliers: rows.suppliers.length,
    products: rows.products.length,
    banners: rows.banners ? rows.banners.length : null,
  };
}

/**
 * The stock and lead times a batch's rows give; what a row leaves out (a warehouse, the lead
 * time) stays as stored. A quantity of 0 removes the warehouse's row: no row means none there.
 */
async function writeAvailability(tx: Queryable, products: ProductRow[]): Promise<void> {
  const stock = products.flatMap((product) =>
    Object.entries(product.stock ?? {}).map(([warehouse, quantity]) => ({ sku: product.sku, warehouse, quantity })),
  );
  if (stock.length > 0) {
    const json = JSON.stringify(stock);
    await tx.query(DELETE_EMPTIED_STOCK, [json]);
    await tx.query(UPSERT_STOCK, [json]);
  }
  const leadTimes = products.flatMap((product) =>
    product.leadTime === undefined
      ? []
      : [{ sku: product.sku, minDays: product.leadTime?.minDays ?? null, maxDays: product.leadTime?.maxDays ?? null }],
  );
  if (leadTimes.length > 0) await tx.query(UPDATE_LEAD_TIMES, [JSON.stringify(leadTimes)]);
}

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) yield rows.slice(start, start + BATCH_SIZE);
}

// A parent and its children may arrive in one statement: foreign keys are checked at its end.
const UPSERT_MENU_ITEMS = `
  INSERT INTO menu_items (id, parent_id, position, title_nb, title_en)
  SELECT id, "parentId", position, title->>'nb', title->>'en'
  FROM jsonb_to_recordset($1::jsonb) AS r(id text, "parentId" text, position integer, title jsonb)
  ON CONFLICT (id) DO UPDATE SET
    parent_id = EXCLUDED.parent_id, position = EXCLUDED.position,
    title_nb = EXCLUDED.title_nb, title_en = EXCLUDED.title_en`;

const UPSERT_SUPPLIERS = `
  INSERT INTO suppliers (id, name, logo, position)
  SELECT id, name, logo, position
  FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, logo text, position integer)
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, logo = EXCLUDED.logo, position = EXCLUDED.position`;

const UPSERT_PRODUCTS = `
  INSERT INTO products (
    sku, title_nb, title_en, sub_heading_nb, sub_heading_en, description_nb, description_en, specs,
    supplier_id, category, category_path, price, indicative_price, discount_percentage, images, featured_rank
  )
  SELECT
    sku, title->>'nb', title->>'en', "subHeading"->>'nb', "subHeading"->>'en',
    description->>'nb', description->>'en', specs, "supplierId", split_part("categoryPath", ':', 1),
    "categoryPath", price, "indicativePrice", "discountPercentage", images, "featuredRank"
  FROM jsonb_to_recordset($1::jsonb) AS r(
    sku text, title jsonb, "subHeading" jsonb, description jsonb, specs jsonb, "supplierId" text,
    "categoryPath" text, price numeric, "indicativePrice" numeric, "discountPercentage" numeric,
    images text[], "featuredRank" integer
  )
  ON CONFLICT (sku) DO UPDATE SET
    title_nb = EXCLUDED.title_nb, title_en = EXCLUDED.title_en,
    sub_heading_nb = EXCLUDED.sub_heading_nb, sub_heading_en = EXCLUDED.sub_heading_en,
    description_nb = EXCLUDED.description_nb, description_en = EXCLUDED.description_en,
    specs = EXCLUDED.specs, supplier_id = EXCLUDED.supplier_id, category = EXCLUDED.category,
    category_path = EXCLUDED.category_path, price = EXCLUDED.price,
    indicative_price = EXCLUDED.indicative_price, discount_percentage = EXCLUDED.discount_percentage,
    images = EXCLUDED.images, featured_rank = EXCLUDED.featured_rank, updated_at = now()`;

const STOCK_ROWS = `jsonb_to_recordset($1::jsonb) AS r(sku text, warehouse text, quantity integer)`;
const DELETE_EMPTIED_STOCK = `
  DELETE FROM product_stock s USING ${STOCK_ROWS}
  WHERE s.sku = r.sku AND s.warehouse = r.warehouse AND r.quantity = 0`;
const UPSERT_STOCK = `
  INSERT INTO product_stock (sku, warehouse, quantity)
  SELECT sku, warehouse, quantity FROM ${STOCK_ROWS} WHERE quantity > 0
  ON CONFLICT (sku, warehouse) DO UPDATE SET quantity = EXCLUDED.quantity`;
const UPDATE_LEAD_TIMES = `
  UPDATE products p SET lead_time_min_days = r."minDays", lead_time_max_days = r."maxDays"
  FROM jsonb_to_recordset($1::jsonb) AS r(sku text, "minDays" integer, "maxDays" integer)
  WHERE p.sku = r.sku`;

const INSERT_BANNERS = `
  INSERT INTO banner_items (position, text_nb, text_en, image)
  SELECT position, text->>'nb', text->>'en', image
  FROM jsonb_to_recordset($1::jsonb) AS r(position integer, text jsonb, image text)`;
