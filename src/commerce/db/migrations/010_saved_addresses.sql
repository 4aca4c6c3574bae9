-- Saved delivery addresses of an account (docs/product.md §9 "Saved addresses"): the checkout's own fields,
-- checked by the checkout's rules (src/commerce/checkout.ts) before they are stored.
CREATE TABLE customer_addresses (
  id serial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Normalised: '+971501234567'.
  phone text NOT NULL,
  emirate text NOT NULL,
  area text NOT NULL,
  -- Street, building, flat or villa, as the checkout asks for it.
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_customer_id ON customer_addresses (customer_id, id);
