-- Issue 17 (shopper features): the wishlists of signed-in customers and the back-in-stock alerts.
-- A guest's wishlist stays in the browser; it is merged into wishlist_items at sign-in.

CREATE TABLE wishlist_items (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- A colour (productId). Not a foreign key: a product that leaves the feed stays listed, shown as removed.
  product_id text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id)
);

-- One row per address waiting for a sold-out size. The alert e-mail deletes it in the transaction that
-- raises the stock, so it is sent once. The title and page are in the subscriber's language, as asked.
CREATE TABLE stock_alerts (
  variant_id text NOT NULL REFERENCES variants (id),
  email text NOT NULL CHECK (email = lower(email)),
  locale text NOT NULL CHECK (locale IN ('en', 'ar')),
  title text NOT NULL,
  product_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (variant_id, email)
);
CREATE INDEX stock_alerts_email ON stock_alerts (email);

-- The unsubscribe link of an alert e-mail (a random token, stored hashed): it ends every alert the address
-- still waits for, without signing in.
CREATE TABLE stock_alert_unsubscribes (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
