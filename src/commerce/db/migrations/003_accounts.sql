-- Accounts: customers, their sessions and password resets, the sign-in
-- throttle and the newsletter. Secrets (session and reset tokens) are stored as
-- SHA-256 hashes only; passwords as scrypt hashes (src/commerce/accounts/).

CREATE TABLE customers (
  id text PRIMARY KEY,
  -- Trimmed and lower-cased: one account per address, however it is typed.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  accepts_marketing boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_customer_id ON sessions (customer_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_customer_id ON password_resets (customer_id);

-- Attempts counted per key ('account:{email}', 'address:{ip}', 'reset:{email}') in
-- a fixed window that starts with the first failure; shared by every server process.
CREATE TABLE sign_in_throttle (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  attempts integer NOT NULL
);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY CHECK (email = lower(email)),
  subscribed_at timestamptz NOT NULL DEFAULT now()
);
