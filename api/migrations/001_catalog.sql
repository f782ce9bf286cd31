-- The product catalogue: menu tree, suppliers, products and front-page banners.
-- Read-mostly: the API loads it into memory at start and after every import.

CREATE TABLE menu_items (
  -- Colon-joined path from the category down, e.g. 'kameraovervakning:ip-kameraer:bullet-kameraer'.
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+(:[a-z0-9-]+){0,2}$'),
  parent_id text REFERENCES menu_items (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  title_nb text NOT NULL,
  title_en text NOT NULL,
  CHECK ((parent_id IS NULL) = (strpos(id, ':') = 0))
);
CREATE INDEX menu_items_parent_idx ON menu_items (parent_id, position);

CREATE TABLE suppliers (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  logo text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  sku text PRIMARY KEY CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  title_nb text NOT NULL,
  title_en text NOT NULL,
  sub_heading_nb text NOT NULL DEFAULT '',
  sub_heading_en text NOT NULL DEFAULT '',
  description_nb text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  -- [{ "label": { "nb", "en" }, "value": { "nb", "en" } }]
  specs jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(specs) = 'array'),
  supplier_id text NOT NULL REFERENCES suppliers (id),
  category text NOT NULL
    CHECK (category IN ('innbruddsalarm', 'kameraovervakning', 'brannprodukter', 'adgangskontroll')),
  -- Menu id of the product's leaf; always inside its category.
  category_path text NOT NULL REFERENCES menu_items (id),
  -- Retailer price and recommended retail price, NOK excluding VAT.
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  indicative_price numeric(12, 2) NOT NULL CHECK (indicative_price >= price),
  discount_percentage numeric(5, 2) CHECK (discount_percentage > 0 AND discount_percentage < 100),
  images text[] NOT NULL DEFAULT '{}',
  -- 1 is shown first on the front page; NULL is not featured.
  featured_rank integer CHECK (featured_rank > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (category_path = category OR category_path LIKE category || ':%')
);
CREATE INDEX products_category_idx ON products (category);
CREATE INDEX products_supplier_idx ON products (supplier_id);

CREATE TABLE banner_items (
  id serial PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  text_nb text NOT NULL,
  text_en text NOT NULL,
  image text NOT NULL
);
