-- E-mail addresses in one spelling (src/commerce/accounts/rules.ts normaliseEmail): NFKC, trimmed,
-- lower-cased. Rows stored before differ where an address was typed decomposed (NFD), in full-width
-- letters or with unusual spaces around it. A row whose new spelling another row of its table has, or would
-- have, is left as it is and listed in email_clashes for the operator to settle (the start logs how many):
-- two accounts, subscriptions or alerts are never merged silently. normalize() is PostgreSQL 13+'s, PGlite's too.

CREATE TABLE email_clashes (
  table_name text NOT NULL,
  -- The row's address as stored, and the spelling it would take.
  email text NOT NULL,
  normalised text NOT NULL,
  found_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_name, email)
);

-- In this session only: the rule lives in rules.ts, and this copy serves this migration alone.
CREATE FUNCTION pg_temp.normalised_email(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT normalize(lower(btrim(normalize(address, NFKC), E' \t\n\r\f\v')), NFKC)
$$;

-- Accounts: one per address.
INSERT INTO email_clashes (table_name, email, normalised)
SELECT 'customers', c.email, pg_temp.normalised_email(c.email) FROM customers c
WHERE c.email <> pg_temp.normalised_email(c.email)
  AND (SELECT count(*) FROM customers o
       WHERE pg_temp.normalised_email(o.email) = pg_temp.normalised_email(c.email)) > 1;
UPDATE customers c SET email = pg_temp.normalised_email(c.email), updated_at = now()
WHERE c.email <> pg_temp.normalised_email(c.email)
  AND NOT EXISTS (SELECT 1 FROM email_clashes x WHERE x.table_name = 'customers' AND x.email = c.email);

-- The newsletter list: one row per address.
INSERT INTO email_clashes (table_name, email, normalised)
SELECT 'newsletter_subscribers', s.email, pg_temp.normalised_email(s.email) FROM newsletter_subscribers s
WHERE s.email <> pg_temp.normalised_email(s.email)
  AND (SELECT count(*) FROM newsletter_subscribers o
       WHERE pg_temp.normalised_email(o.email) = pg_temp.normalised_email(s.email)) > 1;
UPDATE newsletter_subscribers s SET email = pg_temp.normalised_email(s.email)
WHERE s.email <> pg_temp.normalised_email(s.email)
  AND NOT EXISTS (
    SELECT 1 FROM email_clashes x WHERE x.table_name = 'newsletter_subscribers' AND x.email = s.email
  );

-- Back-in-stock alerts: one per size and address.
INSERT INTO email_clashes (table_name, email, normalised)
SELECT DISTINCT 'stock_alerts', a.email, pg_temp.normalised_email(a.email) FROM stock_alerts a
WHERE a.email <> pg_temp.normalised_email(a.email)
  AND (SELECT count(*) FROM stock_alerts o WHERE o.variant_id = a.variant_id
       AND pg_temp.normalised_email(o.email) = pg_temp.normalised_email(a.email)) > 1;
UPDATE stock_alerts a SET email = pg_temp.normalised_email(a.email)
WHERE a.email <> pg_temp.normalised_email(a.email)
  AND NOT EXISTS (SELECT 1 FROM email_clashes x WHERE x.table_name = 'stock_alerts' AND x.email = a.email);

-- Their unsubscribe links name the address the alerts are kept under (no key: nothing can clash).
UPDATE stock_alert_unsubscribes u SET email = pg_temp.normalised_email(u.email)
WHERE u.email <> pg_temp.normalised_email(u.email)
  AND NOT EXISTS (SELECT 1 FROM email_clashes x WHERE x.table_name = 'stock_alerts' AND x.email = u.email);

-- Orders and carts keep the address as the shopper typed it (case included; the checkout only trims it),
-- and are not keyed by it: composing and folding it clashes with nothing.
UPDATE orders SET email = btrim(normalize(email, NFKC), E' \t\n\r\f\v')
WHERE email <> btrim(normalize(email, NFKC), E' \t\n\r\f\v');
UPDATE carts SET email = btrim(normalize(email, NFKC), E' \t\n\r\f\v')
WHERE email <> btrim(normalize(email, NFKC), E' \t\n\r\f\v');
