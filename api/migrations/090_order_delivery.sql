-- How an order is delivered, what the delivery costs and when it is asked for; and when its status
-- changed. Orders sent before this migration have no delivery method (NULL): they were sent without one.
ALTER TABLE orders
  ADD COLUMN delivery_method text CHECK (delivery_method IN ('pickup', 'standard', 'express')),
  ADD COLUMN pickup_warehouse text CHECK (pickup_warehouse IN ('oslo', 'bergen', 'trondheim')),
  ADD COLUMN requested_delivery_date date,
  -- NOK excluding VAT, part of `total` (which VAT is 25 % of).
  ADD COLUMN freight numeric(12, 2) NOT NULL DEFAULT 0 CHECK (freight >= 0),
  ADD CONSTRAINT orders_pickup_has_warehouse CHECK ((delivery_method = 'pickup') = (pickup_warehouse IS NOT NULL));

-- Every change of an order's status with its time, written by the database itself whoever changes
-- it; the first status is the order's created_at.
CREATE TABLE order_status_changes (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_status_changes_order_idx ON order_status_changes (order_id, changed_at);

CREATE FUNCTION record_order_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_changes (order_id, status) VALUES (NEW.id, NEW.status);
  RETURN NEW;
END;
$$;

CREATE TRIGGER orders_status_changed
  AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION record_order_status_change();
