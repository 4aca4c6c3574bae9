-- Reviews from buyers (docs/product.md §9 "Reviews"). A customer may review a product bought in one of
-- their orders once the order is delivered; a review is shown once the operator approves it.

-- Delivered means orders.delivered_at is set (008_order_lifecycle.sql, `npm run shop -- deliver`).

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  -- The delivered order the product was bought in.
  order_id text NOT NULL REFERENCES orders (id),
  -- As the page shows it: the first name and the initial of the last ('Sara H.').
  author text NOT NULL,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  size integer NOT NULL,
  fit text NOT NULL CHECK (fit IN ('small', 'true', 'large')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- One review per customer per product.
  UNIQUE (customer_id, product_id)
);
CREATE INDEX reviews_approved_by_product ON reviews (product_id, created_at) WHERE status = 'approved';
CREATE INDEX reviews_by_status ON reviews (status, created_at);
