-- Availability: stock per warehouse and, for what is not in stock, the lead time in working days.
-- Public like the rest of a product's description (prices stay private); written by the catalogue
-- import and the demo seed, read into the in-memory catalogue.

-- The distributor's warehouses, in the order the shop lists them. The import's stock columns
-- (stock_<code>) and JSON stock entries name these codes.
CREATE TABLE warehouses (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{1,32}$'),
  name_nb text NOT NULL,
  name_en text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
INSERT INTO warehouses (code, name_nb, name_en, position) VALUES
  ('oslo', 'Oslo', 'Oslo', 1),
  ('bergen', 'Bergen', 'Bergen', 2),
  ('trondheim', 'Trondheim', 'Trondheim', 3);

-- Units on the shelf; a warehouse without a row holds none of the product.
CREATE TABLE product_stock (
  sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  warehouse text NOT NULL REFERENCES warehouses (code),
  quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 1000000),
  PRIMARY KEY (sku, warehouse)
);

-- Working days from an order until the goods leave the warehouse when they must be ordered in,
-- as a range ("5–7 dager"; one figure is min = max). NULL: no lead time is known.
ALTER TABLE products
  ADD COLUMN lead_time_min_days integer CHECK (lead_time_min_days BETWEEN 1 AND 260),
  ADD COLUMN lead_time_max_days integer CHECK (lead_time_max_days BETWEEN 1 AND 260),
  ADD CONSTRAINT products_lead_time_range CHECK (
    (lead_time_min_days IS NULL) = (lead_time_max_days IS NULL) AND lead_time_min_days <= lead_time_max_days
  );
