-- The back office (docs/admin.md): staff accounts apart from shoppers', their sessions, the audit log of every
-- staff action, and the timeline of every order. Staff sign in with a password and an authenticator app.
CREATE TABLE staff (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('owner', 'staff')),
  -- Null until the invitation is taken up.
  password_hash text,
  -- The authenticator's shared secret (base32), confirmed by a first code at enrolment.
  totp_secret text,
  totp_confirmed_at timestamptz,
  -- The last time step a code was taken for: a code is used once.
  totp_last_step bigint NOT NULL DEFAULT 0,
  invite_token_hash text UNIQUE,
  invite_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);

-- Single-use recovery codes, by hash.
CREATE TABLE staff_recovery_codes (
  staff_id text NOT NULL REFERENCES staff (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- A staff session: 'password' after the password, 'enrol' while the authenticator is being set up,
-- 'signed-in' after the second step. It ends after the idle timeout, at sign-out everywhere, at removal.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff (id),
  stage text NOT NULL CHECK (stage IN ('password', 'enrol', 'signed-in')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every staff action: who, what, on what, when, and the values before and after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  staff_id text REFERENCES staff (id),
  staff_email text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at ON audit_log (at DESC);

-- The timeline of an order: placed, paid, shipped, delivered, cancelled, returned, exchanged, refunded, and
-- who did it ('shop', 'customer', 'provider', or a staff e-mail).
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  kind text NOT NULL,
  actor text NOT NULL,
  data jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- The back office lists orders newest first, filtered and searched, paged by the database.
CREATE INDEX orders_processed_at ON orders (processed_at DESC, number DESC);
CREATE INDEX orders_phone ON orders (phone);
CREATE INDEX orders_number_desc ON orders (number DESC);
