-- Orders remember the language they were placed in (docs/decisions/013-two-languages.md): the e-mails
-- about an order go out in it. Orders placed before are English.
ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar'));
