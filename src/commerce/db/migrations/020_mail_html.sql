-- HTML e-mails (issue 35 item 2): a mail's extra headers (List-Unsubscribe and List-Unsubscribe-Post on a
-- marketing mail, RFC 8058), as a JSON object of names to values, which the SMTP sender passes on.
ALTER TABLE outbox ADD COLUMN headers jsonb;
-- The review invitation goes once per order, reviews.invitationDays after delivery: when it went.
ALTER TABLE orders ADD COLUMN review_invited_at timestamptz;
CREATE INDEX orders_awaiting_review_invitation ON orders (delivered_at)
  WHERE delivered_at IS NOT NULL AND review_invited_at IS NULL;
-- One-click unsubscribe from a marketing list ('reviews'): the hash of the token a mail carries
-- (src/commerce/accounts/tokens.ts), the address and the list it stops; a token works any number of times.
CREATE TABLE mail_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  list text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The addresses that stopped a list: none of its mails go to them.
CREATE TABLE mail_opt_outs (
  email text NOT NULL,
  list text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, list)
);
