-- The commerce engine: stock, carts, discount codes, orders and the e-mail outbox.
-- Money is integer fils (1 AED = 100 fils).

-- One size of one colour: the unit of stock and of the cart. Filled from the
-- catalogue feed at start (src/commerce/inventory.ts); `available` is the live stock.
CREATE TABLE variants (
  id text PRIMARY KEY,
  product_id text NOT NULL,
  title text NOT NULL,
  size integer NOT NULL,
  price_fils integer NOT NULL CHECK (price_fils > 0),
  compare_at_price_fils integer CHECK (compare_at_price_fils > 0),
  image_key text NOT NULL,
  image_alt text NOT NULL,
  -- The stock the feed declared when last loaded: a later feed changes `available` by the difference only.
  feed_stock integer NOT NULL CHECK (feed_stock >= 0),
  available integer NOT NULL CHECK (available >= 0),
  -- False once the feed no longer lists it: kept for the orders that name it, but no longer sold.
  in_feed boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX variants_product_id ON variants (product_id);

CREATE TABLE shop_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  email text,
  customer_id text,
  -- As the shopper entered them (upper-cased, no duplicates), in order; each is judged when the cart is read.
  discount_codes text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE cart_lines (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES variants (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (cart_id, variant_id)
);

CREATE TABLE discount_codes (
  code text PRIMARY KEY CHECK (code = upper(code) AND code <> ''),
  kind text NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  -- Percent (1 to 100) or fils.
  value integer NOT NULL CHECK (value > 0 AND (kind <> 'percentage' OR value <= 100)),
  min_subtotal_fils integer NOT NULL DEFAULT 0 CHECK (min_subtotal_fils >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer CHECK (usage_limit > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (usage_limit IS NULL OR used_count <= usage_limit),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE order_number_seq START 1001;

CREATE TABLE orders (
  id text PRIMARY KEY,
  number integer NOT NULL UNIQUE,
  -- One order per cart: a repeated or concurrent checkout of a cart finds this one.
  cart_id text NOT NULL UNIQUE REFERENCES carts (id),
  -- The secret part of the status URL (/order/{token}).
  token text NOT NULL UNIQUE,
  email text NOT NULL,
  customer_id text,
  customer_name text NOT NULL,
  phone text NOT NULL,
  emirate text NOT NULL,
  area text NOT NULL,
  address text NOT NULL,
  delivery_date date NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('cash-on-delivery')),
  merchandise_fils integer NOT NULL,
  discount_fils integer NOT NULL,
  -- The code or automatic offer that gave the discount.
  discount_label text,
  shipping_fils integer NOT NULL,
  cod_fee_fils integer NOT NULL,
  total_fils integer NOT NULL,
  vat_fils integer NOT NULL,
  financial_status text NOT NULL DEFAULT 'PENDING',
  fulfillment_status text NOT NULL DEFAULT 'UNFULFILLED' CHECK (fulfillment_status IN ('UNFULFILLED', 'FULFILLED')),
  processed_at timestamptz NOT NULL DEFAULT now(),
  fulfilled_at timestamptz
);
CREATE INDEX orders_email ON orders (lower(email));
CREATE INDEX orders_customer_id ON orders (customer_id);

CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders (id),
  position integer NOT NULL,
  variant_id text NOT NULL REFERENCES variants (id),
  product_id text NOT NULL,
  title text NOT NULL,
  size integer NOT NULL,
  image_key text NOT NULL,
  unit_price_fils integer NOT NULL,
  compare_at_price_fils integer,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position)
);

-- Every e-mail the shop sends is written here in the transaction that causes it;
-- with SMTP_URL set, a sender delivers the unsent ones and stamps sent_at.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- A sender working on it until then; another process leaves it alone.
  claimed_until timestamptz,
  last_error text
);
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
