import type { Queryable } from '../../infra/db/db';
import type { BannerRow, CatalogRows, MenuItemRow, ProductRow, SupplierRow, WarehouseRow } from './catalog-rows';

/** Reads the whole catalogue back in the import shape; numeric columns arrive as strings. */
export async function loadCatalogRows(db: Queryable): Promise<CatalogRows> {
  // One after the other: PGlite runs one query at a time anyway.
  const menuItems = await db.query<MenuItemRow>(`
      SELECT id, parent_id AS "parentId", position, jsonb_build_object('nb', title_nb, 'en', title_en) AS title
      FROM menu_items ORDER BY id`);
  const suppliers = await db.query<SupplierRow>('SELECT id, name, logo, position FROM suppliers ORDER BY position, id');
  const products = await loadProductRows(db);
  const banners = await db.query<BannerRow>(`
      SELECT position, jsonb_build_object('nb', text_nb, 'en', text_en) AS text, image
      FROM banner_items ORDER BY position, id`);
  const warehouses = await db.query<WarehouseRow>(`
      SELECT code, jsonb_build_object('nb', name_nb, 'en', name_en) AS name, position
      FROM warehouses ORDER BY position, code`);
  return { menuItems, suppliers, products, banners, warehouses };
}

/** Products are read in pages of this many, in SKU order. */
const PAGE = 5_000;

/**
 * Every product, a page at a time (keyset on the SKU): the whole catalogue as one result would
 * have to fit into PGlite's memory at once, which grows to hold it and never shrinks. Plain
 * columns rather than JSON built per row: less work in the database and no JSON to parse here.
 */
async function loadProductRows(db: Queryable): Promise<ProductRow[]> {
  const products: ProductRow[] = [];
  for (let after = ''; ; ) {
    const page = await db.query<ProductRowFromDb>(
      `SELECT sku, title_nb, title_en, sub_heading_nb, sub_heading_en, description_nb, description_en, specs,
              supplier_id, category_path, price, indicative_price, discount_percentage, images, featured_rank,
              lead_time_min_days, lead_time_max_days,
              (SELECT jsonb_object_agg(s.warehouse, s.quantity) FROM product_stock s WHERE s.sku = p.sku) AS stock
         FROM products p WHERE sku > $1 ORDER BY sku LIMIT ${PAGE}`,
      [after],
    );
    for (const row of page) products.push(toProductRow(row));
    if (page.length < PAGE) return products;
    after = (page.at(-1) as ProductRowFromDb).sku;
  }
}

interface ProductRowFromDb {
  sku: string;
  title_nb: string;
  title_en: string;
  sub_heading_nb: string;
  sub_heading_en: string;
  description_nb: string;
  description_en: string;
  specs: ProductRow['specs'];
  supplier_id: string;
  category_path: string;
  price: string;
  indicative_price: string;
  discount_percentage: string | null;
  images: string[];
  featured_rank: number | null;
  lead_time_min_days: number | null;
  lead_time_max_days: number | null;
  /** { warehouse: quantity } of the warehouses holding any; null when none does. */
  stock: Record<string, number> | null;
}

function toProductRow(row: ProductRowFromDb): ProductRow {
  return {
    sku: row.sku,
    title: { nb: row.title_nb, en: row.title_en },
    subHeading: { nb: row.sub_heading_nb, en: row.sub_heading_en },
    description: { nb: row.description_nb, en: row.description_en },
    specs: row.specs,
    supplierId: row.supplier_id,
    categoryPath: row.category_path,
    price: Number(row.price),
    indicativePrice: Number(row.indicative_price),
    discountPercentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
    images: row.images,
    featuredRank: row.featured_rank,
    stock: row.stock ?? {},
    leadTime:
      row.lead_time_min_days === null || row.lead_time_max_days === null
        ? null
        : { minDays: row.lead_time_min_days, maxDays: row.lead_time_max_days },
  };
}

export async function isCatalogEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>(
    'SELECT NOT (EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM menu_items)) AS empty',
  );
  return row?.empty ?? true;
}

/** The counter every catalogue write raises (migration 010). */
export async function loadCatalogVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: string | number }>('SELECT version FROM catalog_version');
  return Number(row?.version ?? 0);
}
