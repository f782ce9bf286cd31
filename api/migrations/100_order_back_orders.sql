-- The back-ordered part of an order line: of `quantity`, what the warehouse the order ships from
-- did not hold when the order was sent, and the day it is expected (NULL: no lead time was known,
-- the distributor confirms a date). Lines sent before this migration ship whole (0).
ALTER TABLE order_lines
  ADD COLUMN back_ordered_quantity integer NOT NULL DEFAULT 0,
  ADD COLUMN back_order_expected_date date,
  ADD CONSTRAINT order_lines_back_order_within_line CHECK (back_ordered_quantity BETWEEN 0 AND quantity),
  ADD CONSTRAINT order_lines_expected_date_of_back_order CHECK (back_ordered_quantity > 0 OR back_order_expected_date IS NULL);
