-- Consent (docs/product.md §10 "Where the product departs"): the newsletter confirms by e-mail (double opt-in).
-- An address counts as subscribed once confirmed_at is set; until then it waits with the hash of the link's
-- token (src/commerce/accounts/tokens.ts), which expires. Each row also keeps the hash of its unsubscribe
-- link's token, and the language its mails are written in.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash text UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token_hash text UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar'));
-- The addresses already on the list subscribed under the old rule (the form's submission was the consent):
-- they stay subscribed, confirmed as of the day they joined. Only addresses added from now on confirm.
UPDATE newsletter_subscribers SET confirmed_at = subscribed_at;
-- The checkout's marketing box, as the order was placed with it (false: not ticked, or placed before it).
ALTER TABLE orders ADD COLUMN accepts_marketing boolean NOT NULL DEFAULT false;
