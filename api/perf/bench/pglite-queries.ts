import type { Queryable } from '../../src/infra/db/db';

/*
 * The catalogue calls as SQL on PGlite: what each request would cost if browsing read the
 * database, with the indexes the architecture names (full text in both languages, pg_trgm).
 */
export const SEARCH_SETUP = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE products ADD COLUMN IF NOT EXISTS search_doc tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('norwegian', title_nb || ' ' || sub_heading_nb), 'A') ||
    setweight(to_tsvector('english', title_en || ' ' || sub_heading_en), 'A') ||
    setweight(to_tsvector('norwegian', description_nb), 'C') ||
    setweight(to_tsvector('english', description_en), 'C')
  ) STORED;
  CREATE INDEX IF NOT EXISTS products_search_idx ON products USING gin (search_doc);
  CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products USING gin (title_nb gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS products_sku_trgm_idx ON products USING gin (sku gin_trgm_ops);
  ANALYZE products;`;

const COLUMNS = `sku, title_nb, title_en, sub_heading_nb, sub_heading_en, images, category, category_path, supplier_id`;

export const pgliteQueries = {
  list: (db: Queryable, category: string, page?: { limit: number; offset: number }) =>
    db.query(
      `SELECT ${COLUMNS} FROM products WHERE category = $1 ORDER BY category_path, title_nb, sku
       ${page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : ''}`,
      [category],
    ),
  detail: (db: Queryable, sku: string) =>
    db.query(`SELECT ${COLUMNS}, description_nb, description_en, specs FROM products WHERE sku = $1`, [sku]),
  search: (db: Queryable, words: string) =>
    db.query(
      `SELECT ${COLUMNS}
       FROM products, websearch_to_tsquery('norwegian', $1) AS nb, websearch_to_tsquery('english', $1) AS en
       WHERE search_doc @@ nb OR search_doc @@ en OR sku ILIKE $2 OR title_nb % $1
       ORDER BY (upper(sku) = upper($1)) DESC, (sku ILIKE $2) DESC,
                ts_rank(search_doc, nb) + ts_rank(search_doc, en) + similarity(title_nb, $1) DESC, sku
       LIMIT 24`,
      [words, `${words.replace(/[%_]/g, '')}%`],
    ),
  filterList: (db: Queryable, ids: string[]) =>
    db.query(
      `SELECT ${COLUMNS} FROM products
       WHERE category_path = ANY($1::text[]) OR category_path LIKE ANY($2::text[])
       ORDER BY category_path, title_nb, sku LIMIT 24`,
      [ids, ids.map((id) => `${id}:%`)],
    ),
};
