/**
 * Tax invoices and tax credit notes (docs/product.md §4 "Tax invoices", docs/decisions/027-tax-invoices.md).
 *
 * An order's invoice is issued when the order is confirmed: at placement for cash on delivery, once paid for
 * a card (or when the shopper switches it to cash on delivery), in the transaction that confirms it. A
 * cancellation of an invoiced order issues a credit note for the whole invoice; a return, one for the
 * returned pairs less the restocking fee kept, in the transaction of the change.
 *
 * Numbers: each kind counts on its own, gapless, from a counter row updated in the issuing transaction
 * (`UPDATE … SET next_number = next_number + 1 RETURNING`): the row lock orders concurrent issues, and a
 * rollback gives the number back. The counter is taken last in each transaction, so it is held for as short
 * a time as can be. A document copies the seller, the customer, its lines and its figures when issued, and
 * nothing updates it afterwards.
 */
import { seller, sellerTrn } from '../config/seller.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Queryable } from './db/index.ts';
import { unnestOf } from './db/insert.ts';
import { orderName, type Order, type OrderLine } from './orders.ts';
import type { ReturnFigures } from './returns.ts';
import {
  documentNumber,
  taxLines,
  type GrossLine,
  type TaxDocumentKind,
  type TaxLine,
  type TaxLineKind,
  type TaxTotals,
} from './tax-figures.ts';

export interface TaxDocument extends TaxTotals {
  kind: TaxDocumentKind;
  number: number;
  /** 'INV-000001', 'CN-000001'. */
  label: string;
  /** A credit note's invoice, as labelled. */
  invoiceLabel: string | null;
  reason: 'cancelled' | 'returned' | null;
  issuedAt: Date;
  suppliedAt: Date;
  locale: Locale;
  seller: { name: string; address: string; addressAr: string; trn: string };
  customer: { name: string; address: string; emirate: string };
  lines: TaxLine[];
}

/** An order's documents, as its invoice page shows them. */
export interface OrderTaxDocuments {
  orderName: string;
  token: string;
  locale: Locale;
  invoice: TaxDocument | null;
  creditNotes: TaxDocument[];
}

async function nextNumber(tx: Queryable, kind: TaxDocumentKind): Promise<number> {
  const { rows } = await tx.query<{ number: number }>(
    `UPDATE tax_document_counters SET next_number = next_number + 1 WHERE kind = $1
     RETURNING next_number - 1 AS number`,
    [kind],
  );
  return rows[0]!.number;
}

const itemLine = (line: OrderLine, quantity: number): GrossLine => ({
  kind: 'item',
  description: { en: line.title.en, ar: line.title.ar },
  size: line.size,
  quantity,
  totalFils: line.unitPriceFils * quantity,
});

const chargeLine = (kind: TaxLineKind, totalFils: number, label = ''): GrossLine => ({
  kind,
  description: { en: label, ar: label },
  size: null,
  quantity: 1,
  totalFils,
});

/** The invoice's lines: the items, the discount, shipping and the cash fee. */
export function invoiceLines(order: Order): GrossLine[] {
  const lines = order.lines.map((line) => itemLine(line, line.quantity));
  if (order.discountFils > 0) lines.push(chargeLine('discount', -order.discountFils, order.discountLabel ?? ''));
  if (order.shippingFils > 0) lines.push(chargeLine('shipping', order.shippingFils));
  if (order.codFeeFils > 0) lines.push(chargeLine('cod_fee', order.codFeeFils));
  return lines;
}

async function insertDocument(
  tx: Queryable,
  order: Order,
  kind: TaxDocumentKind,
  lines: readonly TaxLine[],
  totals: TaxTotals,
  at: Date,
  credit?: { invoiceNumber: number; reason: 'cancelled' | 'returned' },
): Promise<number> {
  const number = await nextNumber(tx, kind);
  await tx.query(
    `INSERT INTO tax_documents (kind, number, order_id, invoice_number, reason, issued_at, supplied_at, locale,
       seller_name, seller_address, seller_address_ar, seller_trn, customer_name, customer_address, emirate,
       net_fils, vat_fils, total_fils)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      kind,
      number,
      order.id,
      credit?.invoiceNumber ?? null,
      credit?.reason ?? null,
      at,
      order.locale,
      seller.legalName,
      seller.address,
      seller.addressAr,
      sellerTrn(),
      order.customerName,
      `${order.address}\n${order.area}`,
      order.emirate,
      totals.netFils,
      totals.vatFils,
      totals.totalFils,
    ],
  );
  const rows = unnestOf(
    {
      kind: 'text',
      number: 'int',
      position: 'int',
      line_kind: 'text',
      description: 'text',
      description_ar: 'text',
      size: 'int',
      quantity: 'int',
      unit_net_fils: 'int',
      vat_percent: 'int',
      net_fils: 'int',
      vat_fils: 'int',
      total_fils: 'int',
    },
    lines.map((line, index) => ({
      kind,
      number,
      position: index + 1,
      line_kind: line.kind,
      description: line.description.en,
      description_ar: line.description.ar,
      size: line.size,
      quantity: line.quantity,
      unit_net_fils: line.unitNetFils,
      vat_percent: line.vatPercent,
      net_fils: line.netFils,
      vat_fils: line.vatFils,
      total_fils: line.totalFils,
    })),
  );
  await tx.query(`INSERT INTO tax_document_lines ${rows.sql}`, rows.params);
  return number;
}

async function invoiceNumberOf(tx: Queryable, orderId: string): Promise<number | null> {
  const { rows } = await tx.query<{ number: number }>(
    `SELECT number FROM tax_documents WHERE kind = 'invoice' AND order_id = $1`,
    [orderId],
  );
  return rows[0]?.number ?? null;
}

/**
 * Issues the order's tax invoice, inside the transaction that confirms the order (the order locked or just
 * written); once only. Its VAT is the order's own figure, spread over the lines.
 */
export async function issueInvoice(tx: Queryable, order: Order, at: Date = new Date()): Promise<number> {
  const issued = await invoiceNumberOf(tx, order.id);
  if (issued !== null) return issued;
  const { lines, totals } = taxLines(invoiceLines(order), order.vatFils);
  return insertDocument(tx, order, 'invoice', lines, totals, at);
}

/** A cancelled order's credit note: the whole invoice, line for line. None when the order had no invoice. */
export async function creditCancelledOrder(tx: Queryable, order: Order, at: Date = new Date()): Promise<number | null> {
  const invoiceNumber = await invoiceNumberOf(tx, order.id);
  if (invoiceNumber === null) return null;
  const invoice = (await documentsOf(tx, order.id)).find((d) => d.kind === 'invoice')!;
  return insertDocument(tx, order, 'credit_note', invoice.lines, invoice, at, { invoiceNumber, reason: 'cancelled' });
}

/**
 * A return's credit note: the pairs at their price, less their share of the discount and the restocking fee
 * kept, so that it credits what is due back. None when the order had no invoice or nothing is due back.
 */
export async function creditReturnedPairs(
  tx: Queryable,
  order: Order,
  returned: ReadonlyArray<{ line: OrderLine; quantity: number }>,
  figures: ReturnFigures,
  at: Date = new Date(),
): Promise<number | null> {
  const invoiceNumber = await invoiceNumberOf(tx, order.id);
  if (invoiceNumber === null || figures.dueBackFils <= 0) return null;
  const lines = returned.map((r) => itemLine(r.line, r.quantity));
  const listFils = lines.reduce((sum, l) => sum + l.totalFils, 0);
  if (listFils > figures.goodsFils)
    lines.push(chargeLine('discount', figures.goodsFils - listFils, order.discountLabel ?? ''));
  if (figures.goodsFils > figures.dueBackFils)
    lines.push(chargeLine('restocking_fee', figures.dueBackFils - figures.goodsFils));
  const { lines: split, totals } = taxLines(lines);
  return insertDocument(tx, order, 'credit_note', split, totals, at, { invoiceNumber, reason: 'returned' });
}

interface DocumentRow extends TaxTotals {
  kind: TaxDocumentKind;
  number: number;
  invoiceNumber: number | null;
  reason: 'cancelled' | 'returned' | null;
  issuedAt: Date;
  suppliedAt: Date;
  locale: Locale;
  sellerName: string;
  sellerAddress: string;
  sellerAddressAr: string;
  sellerTrn: string;
  customerName: string;
  customerAddress: string;
  emirate: string;
}

interface LineRow extends Omit<TaxLine, 'description'> {
  docKind: TaxDocumentKind;
  number: number;
  en: string;
  ar: string;
}

/** The order's documents as issued: the invoice first, then its credit notes by number. */
async function documentsOf(db: Queryable, orderId: string): Promise<TaxDocument[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT kind, number, invoice_number AS "invoiceNumber", reason, issued_at AS "issuedAt",
       supplied_at AS "suppliedAt", locale, seller_name AS "sellerName", seller_address AS "sellerAddress",
       seller_address_ar AS "sellerAddressAr", seller_trn AS "sellerTrn", customer_name AS "customerName",
       customer_address AS "customerAddress", emirate, net_fils AS "netFils", vat_fils AS "vatFils",
       total_fils AS "totalFils"
     FROM tax_documents WHERE order_id = $1 ORDER BY kind DESC, number`,
    [orderId],
  );
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<LineRow>(
    `SELECT l.kind AS "docKind", l.number, l.line_kind AS kind, l.description AS en, l.description_ar AS ar, l.size,
       l.quantity, l.unit_net_fils AS "unitNetFils", l.vat_percent AS "vatPercent", l.net_fils AS "netFils",
       l.vat_fils AS "vatFils", l.total_fils AS "totalFils"
     FROM tax_document_lines l JOIN tax_documents d ON d.kind = l.kind AND d.number = l.number
     WHERE d.order_id = $1 ORDER BY l.position`,
    [orderId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    number: row.number,
    label: documentNumber(row.kind, row.number),
    invoiceLabel: row.invoiceNumber === null ? null : documentNumber('invoice', row.invoiceNumber),
    reason: row.reason,
    issuedAt: row.issuedAt,
    suppliedAt: row.suppliedAt,
    locale: row.locale,
    seller: { name: row.sellerName, address: row.sellerAddress, addressAr: row.sellerAddressAr, trn: row.sellerTrn },
    customer: { name: row.customerName, address: row.customerAddress, emirate: row.emirate },
    netFils: row.netFils,
    vatFils: row.vatFils,
    totalFils: row.totalFils,
    lines: lines
      .filter((l) => l.docKind === row.kind && l.number === row.number)
      .map(({ docKind: _, number: __, en, ar, ...line }) => ({ ...line, description: { en, ar } })),
  }));
}

/** The invoice and credit notes of the order with this status-page token; null when there is no such order. */
export async function taxDocumentsOfOrder(db: Queryable, token: string): Promise<OrderTaxDocuments | null> {
  const { rows } = await db.query<{ id: string; number: number; locale: Locale }>(
    'SELECT id, number, locale FROM orders WHERE token = $1',
    [token],
  );
  const order = rows[0];
  if (!order) return null;
  const documents = await documentsOf(db, order.id);
  return {
    orderName: orderName(order.number),
    token,
    locale: order.locale,
    invoice: documents.find((d) => d.kind === 'invoice') ?? null,
    creditNotes: documents.filter((d) => d.kind === 'credit_note'),
  };
}
