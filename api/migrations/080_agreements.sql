-- Customer price agreements: per organisation a discount percentage per supplier and per top-level
-- category, and net prices for single SKUs. Written only by the agreements import, which replaces
-- every term of each organisation it names in one transaction and raises the version below.
CREATE TABLE price_agreement_terms (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('supplier', 'category', 'sku')),
  -- A supplier id, a top-level menu id or a SKU, after `kind`.
  target text NOT NULL CHECK (length(target) BETWEEN 1 AND 200),
  -- Supplier and category terms: percent off the list price.
  discount_percentage numeric(5, 2) CHECK (discount_percentage > 0 AND discount_percentage < 100),
  -- SKU terms: NOK excluding VAT.
  net_price numeric(12, 2) CHECK (net_price > 0),
  PRIMARY KEY (organization_id, kind, target),
  CHECK ((kind = 'sku') = (net_price IS NOT NULL) AND (kind = 'sku') = (discount_percentage IS NULL))
);

-- Raised by every agreements import: API processes sharing one PostgreSQL server drop the
-- agreements they hold in memory when it changes (the notice shop_agreements normally says so first).
CREATE TABLE price_agreement_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO price_agreement_version (version) VALUES (1);
