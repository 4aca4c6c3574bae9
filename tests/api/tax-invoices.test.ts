/**
 * Tax invoices and credit notes (docs/decisions/027-tax-invoices.md): the invoice's figures add up and match
 * the order's; an invoice never changes once issued; the numbers are gapless and unique under concurrent
 * checkouts, on PGlite and on PostgreSQL, rollbacks included; a return and a cancellation each issue a credit
 * note; the page shows both languages and answers 404 to an unknown token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import InvoicePage from '#src/pages/[...locale]/order/[token]/invoice.astro';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { addToCart, createCart, setCartDiscountCodes } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import { addCode } from '#src/commerce/discounts.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { cancelOrder, deliverOrder, returnOrderLines, shipOrder } from '#src/commerce/order-changes.ts';
import { openCommerce, type LocalCommerce } from '#src/commerce/runtime.ts';
import { taxDocumentsOfOrder, type TaxDocument } from '#src/commerce/tax-documents.ts';
import { taxLines } from '#src/commerce/tax-figures.ts';
import { sellerTrn } from '#src/config/seller.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';
import { databasesUnderTest, privateDatabase } from './support/databases.ts';
import { shopDb } from './support/db.ts';
import { placedOrder, productWithSizes } from './support/orders.ts';
import { renderPage } from './support/pages.ts';

function expectAddsUp(doc: TaxDocument) {
  for (const line of doc.lines) expect(line.netFils + line.vatFils).toBe(line.totalFils);
  expect(doc.lines.reduce((s, l) => s + l.netFils, 0)).toBe(doc.netFils);
  expect(doc.lines.reduce((s, l) => s + l.vatFils, 0)).toBe(doc.vatFils);
  expect(doc.lines.reduce((s, l) => s + l.totalFils, 0)).toBe(doc.totalFils);
  expect(doc.netFils + doc.vatFils).toBe(doc.totalFils);
}

async function twoLineOrder(locale: 'en' | 'ar' = 'en') {
  const db = await shopDb();
  const product = await productWithSizes(db, 5);
  const [a, b] = product.variants as [(typeof product.variants)[0], (typeof product.variants)[0]];
  const order = await placedOrder(
    db,
    [
      { variantId: a.id, quantity: 1 },
      { variantId: b.id, quantity: 2 },
    ],
    { locale },
  );
  return { db, order };
}

describe('the tax invoice', () => {
  it('splits each line into net and VAT, and its totals are the order’s total and VAT', async () => {
    const { db, order } = await twoLineOrder();
    const { invoice } = (await taxDocumentsOfOrder(db, order.token))!;
    expect(invoice).not.toBeNull();
    expect(invoice!.label).toMatch(/^INV-\d{6}$/);
    expectAddsUp(invoice!);
    expect(invoice!.totalFils).toBe(order.totalFils);
    expect(invoice!.vatFils).toBe(order.vatFils);
    expect(invoice!.seller.trn).toBe(sellerTrn());
    expect(invoice!.customer.name).toBe(order.customerName);
    expect(invoice!.lines.filter((l) => l.kind === 'item')).toHaveLength(2);
    for (const line of invoice!.lines) expect(line.vatPercent).toBe(5);
  });

  it('shows a discount as a line of its own before VAT, and still adds up', async () => {
    const db = await shopDb();
    const product = await productWithSizes(db, 5);
    const code = `INV${Date.now().toString(36).toUpperCase()}`;
    await addCode(db, { code, kind: 'percentage', value: 15 });
    const cart = await createCart(db);
    await addToCart(db, cart.id, [{ variantId: product.variants[0]!.id, quantity: 3 }]);
    await setCartDiscountCodes(db, cart.id, [code]);
    const placed = await placeOrder(db, cart.id, checkoutForm(), { origin: ORIGIN });
    if (placed.outcome !== 'placed') throw new Error(placed.outcome);
    const { invoice } = (await taxDocumentsOfOrder(db, placed.order.token))!;
    const discount = invoice!.lines.find((l) => l.kind === 'discount')!;
    expect(discount.totalFils).toBe(-placed.order.discountFils);
    expect(discount.vatFils).toBeLessThan(0);
    expectAddsUp(invoice!);
    expect(invoice!.totalFils).toBe(placed.order.totalFils);
    expect(invoice!.vatFils).toBe(placed.order.vatFils);
  });

  it('spreads the VAT of the whole over the lines, whatever the rounding line by line', () => {
    const lines = [1, 2, 3].map((n) => ({
      kind: 'item' as const,
      description: { en: 'x', ar: 'x' },
      size: 30,
      quantity: 1,
      totalFils: 10_01 * n,
    }));
    const { lines: split, totals } = taxLines(lines, 2_87);
    expect(split.reduce((s, l) => s + l.vatFils, 0)).toBe(2_87);
    expect(totals.netFils + totals.vatFils).toBe(totals.totalFils);
  });

  it('never changes once issued, whatever happens to the order', async () => {
    const { db, order } = await twoLineOrder();
    const before = (await taxDocumentsOfOrder(db, order.token))!.invoice;
    await shipOrder(db, order.number);
    await deliverOrder(db, order.number);
    await returnOrderLines(db, order.number, [{ line: 2, quantity: 1 }]);
    await db.query(`UPDATE orders SET customer_name = 'Someone Else', total_fils = 1 WHERE id = $1`, [order.id]);
    const after = (await taxDocumentsOfOrder(db, order.token))!.invoice;
    expect(after).toEqual(before);
  });
});

describe('tax credit notes', () => {
  it('a return issues one for the returned pairs less the restocking fee, referring to the invoice', async () => {
    const { db, order } = await twoLineOrder('ar');
    await shipOrder(db, order.number);
    await deliverOrder(db, order.number);
    const { figures } = await returnOrderLines(db, order.number, [{ line: 2, quantity: 2 }]);
    const { invoice, creditNotes } = (await taxDocumentsOfOrder(db, order.token))!;
    expect(creditNotes).toHaveLength(1);
    const note = creditNotes[0]!;
    expect(note.label).toMatch(/^CN-\d{6}$/);
    expect(note.invoiceLabel).toBe(invoice!.label);
    expect(note.reason).toBe('returned');
    expect(note.totalFils).toBe(figures.dueBackFils);
    expect(note.lines.find((l) => l.kind === 'item')!.quantity).toBe(2);
    expect(note.lines.find((l) => l.kind === 'restocking_fee')!.totalFils).toBe(-figures.restockingFeeFils);
    expectAddsUp(note);
  });

  it('a cancellation issues one for the whole invoice', async () => {
    const { db, order } = await twoLineOrder();
    await cancelOrder(db, order.number);
    const { invoice, creditNotes } = (await taxDocumentsOfOrder(db, order.token))!;
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]!.reason).toBe('cancelled');
    expect(creditNotes[0]!.totalFils).toBe(invoice!.totalFils);
    expect(creditNotes[0]!.vatFils).toBe(invoice!.vatFils);
    expect(creditNotes[0]!.lines.map((l) => l.totalFils)).toEqual(invoice!.lines.map((l) => l.totalFils));
  });
});

describe('the invoice page', () => {
  it('prints the invoice in the order’s language with the other beside it', async () => {
    const { order } = await twoLineOrder('ar');
    const response = await renderPage(InvoicePage, `/ar/order/${order.token}/invoice`, {
      params: { token: order.token },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('فاتورة ضريبية');
    expect(html).toContain('Tax Invoice');
    expect(html).toMatch(/<span[^>]*lang="en"[^>]*dir="ltr"[^>]*>Tax Invoice<\/span>/);
    expect(html).toContain(sellerTrn());
    expect(html).toContain(order.lines[0]!.title.ar);
    expect(html).toContain(order.lines[0]!.title.en);
  });

  it('answers 404 to an unknown token', async () => {
    const token = 'a'.repeat(32);
    const response = await renderPage(InvoicePage, `/order/${token}/invoice`, { params: { token } });
    expect(response.status).toBe(404);
  });
});

const feed = loadFeed();
// Variants no other test of this file uses: the end of the feed's first product.
const [contested, plenty] = feed.products[0]!.variants.slice(-2);

describe.each(databasesUnderTest())('invoice numbers under concurrent checkouts on $name', ({ url }) => {
  let commerce: LocalCommerce;
  let database: Awaited<ReturnType<typeof privateDatabase>>;
  beforeAll(async () => {
    // A schema of its own on PostgreSQL: its counters start at 1, whatever other runs issued.
    database = await privateDatabase(url);
    commerce = await openCommerce({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await commerce?.close();
    await database?.drop();
  });

  it('30 checkouts at once, some sold out and rolled back, number invoices 1..N, no gap, no duplicate', async () => {
    const db = commerce.db;
    await setStock(db, contested!.id, 30);
    await setStock(db, plenty!.id, 100);
    const carts: string[] = [];
    for (let i = 0; i < 30; i++) {
      const cart = await createCart(db);
      // Every third cart wants a pair of the contested size too.
      const lines = [{ variantId: plenty!.id, quantity: 1 }];
      if (i % 3 === 0) lines.push({ variantId: contested!.id, quantity: 1 });
      await addToCart(db, cart.id, lines);
      carts.push(cart.id);
    }
    // Four pairs left of the contested size for ten carts: six checkouts roll back.
    await setStock(db, contested!.id, 4);
    const results = await Promise.all(carts.map((id) => placeOrder(db, id, checkoutForm(), { origin: ORIGIN })));
    const placed = results.filter((r) => r.outcome === 'placed');
    expect(placed).toHaveLength(24);
    const { rows } = await db.query<{ number: number; orderId: string }>(
      `SELECT number, order_id AS "orderId" FROM tax_documents WHERE kind = 'invoice' ORDER BY number`,
    );
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(24);
    const { rows: counter } = await db.query<{ next: number }>(
      `SELECT next_number AS next FROM tax_document_counters WHERE kind = 'invoice'`,
    );
    expect(counter[0]!.next).toBe(25);
  });
});
