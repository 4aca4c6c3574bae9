-- Card payment on a provider's hosted page beside cash on delivery (docs/product.md §4 "Payment",
-- src/commerce/payments/). The shop keeps the provider's ids, never card data beyond brand and last four.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('cash-on-delivery', 'card'));
-- The provider that takes the card ('stripe'); null for cash on delivery.
ALTER TABLE orders ADD COLUMN payment_provider text;
-- The hosted payment page now offered, and how many have been made (each a new idempotency key).
ALTER TABLE orders ADD COLUMN payment_session text;
ALTER TABLE orders ADD COLUMN payment_session_url text;
ALTER TABLE orders ADD COLUMN payment_attempt integer NOT NULL DEFAULT 0;
-- An unpaid card order is cancelled after this, and its pairs go back on sale.
ALTER TABLE orders ADD COLUMN payment_expires_at timestamptz;
-- The provider's payment id (to refund it), and the card as the shopper knows it.
ALTER TABLE orders ADD COLUMN payment_reference text;
CREATE INDEX orders_payment_reference ON orders (payment_reference) WHERE payment_reference IS NOT NULL;
ALTER TABLE orders ADD COLUMN card_brand text;
ALTER TABLE orders ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$');
-- What went back to the card.
ALTER TABLE orders ADD COLUMN refunded_fils integer NOT NULL DEFAULT 0 CHECK (refunded_fils >= 0);
-- Set when a payment does not match the order (amount, currency, a second payment): the operator decides.
ALTER TABLE orders ADD COLUMN payment_flag text;
-- When the analytics purchase event was handed to the page: it fires once per order.
ALTER TABLE orders ADD COLUMN purchase_reported_at timestamptz;
CREATE INDEX orders_awaiting_payment ON orders (payment_expires_at)
  WHERE payment_method = 'card' AND financial_status = 'PENDING' AND fulfillment_status <> 'CANCELLED';

-- Every payment page made for an order: a notice about an older one still finds its order.
CREATE TABLE payment_sessions (
  provider text NOT NULL,
  id text NOT NULL,
  order_id text NOT NULL REFERENCES orders (id),
  attempt integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, id)
);
CREATE INDEX payment_sessions_order ON payment_sessions (order_id);

-- Every provider notice taken, by the provider's event id: a repeated one changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  id text NOT NULL,
  type text NOT NULL,
  order_id text REFERENCES orders (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, id)
);

-- Every refund sent to the provider, with the key that makes sending it again safe.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  idempotency_key text NOT NULL UNIQUE,
  provider_refund_id text NOT NULL,
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  reason text NOT NULL CHECK (reason IN ('cancelled', 'returned')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order ON refunds (order_id);
