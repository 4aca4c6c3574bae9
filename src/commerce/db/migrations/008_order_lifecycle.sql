-- The order after it is placed (docs/product.md §4 "Order lifecycle"): shipped with a carrier and tracking
-- number, delivered, paid when the cash is collected, cancelled before it ships, lines returned or exchanged
-- for another size. Each change is one transaction in src/commerce/order-changes.ts.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_fulfillment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_fulfillment_status_check CHECK (fulfillment_status IN
  ('UNFULFILLED', 'FULFILLED', 'DELIVERED', 'CANCELLED', 'PARTIALLY_RETURNED', 'RETURNED', 'EXCHANGED'));
ALTER TABLE orders ADD CONSTRAINT orders_financial_status_check CHECK (financial_status IN
  ('PENDING', 'PAID', 'VOIDED', 'PARTIALLY_REFUNDED', 'REFUNDED'));
ALTER TABLE orders ADD COLUMN carrier text;
ALTER TABLE orders ADD COLUMN tracking_number text;
ALTER TABLE orders ADD COLUMN delivered_at timestamptz;
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
-- What the returns took off the order: refunded once paid, or no longer to collect before.
ALTER TABLE orders ADD COLUMN returned_fils integer NOT NULL DEFAULT 0 CHECK (returned_fils >= 0);

ALTER TABLE order_lines ADD COLUMN returned_quantity integer NOT NULL DEFAULT 0 CHECK (returned_quantity >= 0);
ALTER TABLE order_lines ADD COLUMN exchanged_quantity integer NOT NULL DEFAULT 0 CHECK (exchanged_quantity >= 0);
ALTER TABLE order_lines ADD CONSTRAINT order_lines_settled_within_quantity
  CHECK (returned_quantity + exchanged_quantity <= quantity);

-- Each exchange: pairs of one line swapped for another size of the same colour.
CREATE TABLE order_exchanges (
  id serial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  position integer NOT NULL,
  variant_id text NOT NULL REFERENCES variants (id),
  size integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position)
);
CREATE INDEX order_exchanges_order ON order_exchanges (order_id);
