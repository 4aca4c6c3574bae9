-- Tax invoices and tax credit notes (docs/decisions/027-tax-invoices.md). Each kind of document has its own
-- gapless number: a counter row updated in the transaction that issues the document, so a rollback gives its
-- number back (a SEQUENCE would not). Every document keeps what it said when issued: the seller, the customer,
-- its lines and figures are copied in, and nothing updates them afterwards.
CREATE TABLE tax_document_counters (
  kind text PRIMARY KEY CHECK (kind IN ('invoice', 'credit_note')),
  next_number integer NOT NULL CHECK (next_number > 0)
);
INSERT INTO tax_document_counters (kind, next_number) VALUES ('invoice', 1), ('credit_note', 1);

CREATE TABLE tax_documents (
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  number integer NOT NULL CHECK (number > 0),
  order_id text NOT NULL REFERENCES orders (id),
  -- A credit note's invoice.
  invoice_number integer,
  -- 'cancelled' or 'returned' for a credit note.
  reason text,
  issued_at timestamptz NOT NULL,
  supplied_at timestamptz NOT NULL,
  locale text NOT NULL,
  seller_name text NOT NULL,
  seller_address text NOT NULL,
  seller_address_ar text NOT NULL,
  seller_trn text NOT NULL,
  customer_name text NOT NULL,
  customer_address text NOT NULL,
  emirate text NOT NULL,
  net_fils integer NOT NULL,
  vat_fils integer NOT NULL,
  total_fils integer NOT NULL,
  PRIMARY KEY (kind, number),
  CHECK (net_fils + vat_fils = total_fils),
  CHECK ((kind = 'invoice') = (invoice_number IS NULL))
);
-- One invoice per order.
CREATE UNIQUE INDEX tax_documents_one_invoice ON tax_documents (order_id) WHERE kind = 'invoice';
CREATE INDEX tax_documents_order ON tax_documents (order_id);

CREATE TABLE tax_document_lines (
  kind text NOT NULL,
  number integer NOT NULL,
  position integer NOT NULL,
  -- 'item', 'discount', 'shipping', 'cod_fee' or 'restocking_fee': the page words all but an item's title.
  line_kind text NOT NULL,
  -- An item's title in each language (as ordered); the discount's code or offer id; else empty.
  description text NOT NULL,
  description_ar text NOT NULL,
  -- An item's EU size.
  size integer,
  quantity integer NOT NULL,
  unit_net_fils integer NOT NULL,
  vat_percent integer NOT NULL,
  net_fils integer NOT NULL,
  vat_fils integer NOT NULL,
  total_fils integer NOT NULL,
  PRIMARY KEY (kind, number, position),
  FOREIGN KEY (kind, number) REFERENCES tax_documents (kind, number),
  CHECK (net_fils + vat_fils = total_fils)
);
