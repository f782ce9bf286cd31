import type { Queryable } from '../../db/db';
import type { BannerRow, CatalogRows, MenuItemRow, ProductRow, SupplierRow } from './catalog-rows';

/** Reads the whole catalogue back in the import shape; numeric columns arrive as strings. */
export async function loadCatalogRows(db: Queryable): Promise<CatalogRows> {
  // One after the other: PGlite runs one query at a time anyway.
  const menuItems = await db.query<MenuItemRow>(`
      SELECT id, parent_id AS "parentId", position, jsonb_build_object('nb', title_nb, 'en', title_en) AS title
      FROM menu_items ORDER BY id`);
  const suppliers = await db.query<SupplierRow>('SELECT id, name, logo, position FROM suppliers ORDER BY position, id');
  const products = await db.query<ProductRowFromDb>(`
      SELECT sku,
        jsonb_build_object('nb', title_nb, 'en', title_en) AS title,
        jsonb_build_object('nb', sub_heading_nb, 'en', sub_heading_en) AS "subHeading",
        jsonb_build_object('nb', description_nb, 'en', description_en) AS description,
        specs, supplier_id AS "supplierId", category_path AS "categoryPath",
        price, indicative_price AS "indicativePrice", discount_percentage AS "discountPercentage",
        images, featured_rank AS "featuredRank"
      FROM products ORDER BY sku`);
  const banners = await db.query<BannerRow>(`
      SELECT position, jsonb_build_object('nb', text_nb, 'en', text_en) AS text, image
      FROM banner_items ORDER BY position, id`);
  return {
    menuItems,
    suppliers,
    products: products.map((row) => ({
      ...row,
      price: Number(row.price),
      indicativePrice: Number(row.indicativePrice),
      discountPercentage: row.discountPercentage === null ? null : Number(row.discountPercentage),
    })),
    banners,
  };
}

type ProductRowFromDb = Omit<ProductRow, 'price' | 'indicativePrice' | 'discountPercentage'> & {
  price: string;
  indicativePrice: string;
  discountPercentage: string | null;
};

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
