/**
 * Carts: lines of variants with quantities, an e-mail and discount codes.
 * Every change runs in one transaction that first locks the cart row, so two
 * tabs changing one cart, or a change racing the checkout, apply one after the
 * other. Quantities are capped to the live stock with a warning; stock itself
 * is only taken at checkout.
 */
import { cartLimits } from '../config/shop.ts';
import { messages } from '../i18n/messages.en.ts';
import type { Db, Queryable } from './db/index.ts';
import { findCodes, judgeCodes, normalizeCodeList, type CodeDiscount } from './discounts.ts';
import { CommerceError } from './errors.ts';
import { newCartId, newLineId } from './ids.ts';

const text = messages.commerce;

export interface CartLine {
  lineId: string;
  variantId: string;
  productId: string;
  title: string;
  size: number;
  imageKey: string;
  imageAlt: string;
  priceFils: number;
  compareAtPriceFils: number | null;
  quantity: number;
  /** Live stock of the variant; null when it is no longer sold. */
  available: number | null;
}

export interface Cart {
  id: string;
  email: string | null;
  customerId: string | null;
  lines: CartLine[];
  /** Σ price × quantity, before discount codes. */
  merchandiseFils: number;
  discount: CodeDiscount;
  /** Merchandise after the applicable discount code. */
  subtotalFils: number;
}

export interface CartWarning {
  code: 'quantity_capped';
  message: string;
  lineId: string;
  merchandiseId: string;
  quantityAvailable: number;
}

export interface CartChange {
  cart: Cart;
  warnings: CartWarning[];
}

interface CartRow {
  id: string;
  email: string | null;
  customerId: string | null;
  discountCodes: string[];
  completedAt: Date | null;
}

const CART_ROW = `SELECT id, email, customer_id AS "customerId", discount_codes AS "discountCodes", completed_at AS "completedAt" FROM carts WHERE id = $1`;

function openCart(row: CartRow | undefined): CartRow {
  if (!row) throw new CommerceError('cart_not_found', text.cartNotFound);
  if (row.completedAt) throw new CommerceError('cart_completed', text.cartCompleted);
  return row;
}

/** Locks an open cart for the rest of the transaction. */
export async function lockOpenCart(tx: Queryable, cartId: string): Promise<CartRow> {
  return openCart((await tx.query<CartRow>(`${CART_ROW} FOR UPDATE`, [cartId])).rows[0]);
}

async function cartLines(db: Queryable, cartId: string): Promise<CartLine[]> {
  const { rows } = await db.query<CartLine>(
    `SELECT l.id AS "lineId", v.id AS "variantId", v.product_id AS "productId", v.title, v.size,
       v.image_key AS "imageKey", v.image_alt AS "imageAlt", v.price_fils AS "priceFils",
       v.compare_at_price_fils AS "compareAtPriceFils", l.quantity,
       CASE WHEN v.in_feed THEN v.available END AS available
     FROM cart_lines l JOIN variants v ON v.id = l.variant_id
     WHERE l.cart_id = $1 ORDER BY l.added_at, l.id`,
    [cartId],
  );
  return rows;
}

async function assemble(db: Queryable, row: CartRow, now: Date): Promise<Cart> {
  const lines = await cartLines(db, row.id);
  const merchandiseFils = lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0);
  const discount = judgeCodes(row.discountCodes, await findCodes(db, row.discountCodes), merchandiseFils, now);
  return {
    id: row.id,
    email: row.email,
    customerId: row.customerId,
    lines,
    merchandiseFils,
    discount,
    subtotalFils: merchandiseFils - (discount.applied?.discountFils ?? 0),
  };
}

export async function createCart(db: Db, now: Date = new Date()): Promise<Cart> {
  const id = newCartId();
  const { rows } = await db.query<CartRow>(
    `INSERT INTO carts (id) VALUES ($1)
     RETURNING id, email, customer_id AS "customerId", discount_codes AS "discountCodes", completed_at AS "completedAt"`,
    [id],
  );
  return assemble(db, rows[0]!, now);
}

/** An open cart; unknown and checked-out carts are refused (the client then starts a new one). */
export async function getCart(db: Queryable, cartId: string, now: Date = new Date()): Promise<Cart> {
  return assemble(db, openCart((await db.query<CartRow>(CART_ROW, [cartId])).rows[0]), now);
}

interface StockRow {
  id: string;
  title: string;
  size: number;
  available: number;
  inFeed: boolean;
}

async function stockOf(tx: Queryable, variantIds: string[]): Promise<Map<string, StockRow>> {
  const { rows } = await tx.query<StockRow>('SELECT id, title, size, available, in_feed AS "inFeed" FROM variants WHERE id = ANY($1::text[])', [variantIds]);
  return new Map(rows.map((r) => [r.id, r]));
}

function capped(variant: StockRow, lineId: string, wanted: number): { quantity: number; warning: CartWarning | null } {
  if (wanted <= variant.available) return { quantity: wanted, warning: null };
  return {
    quantity: variant.available,
    warning: {
      code: 'quantity_capped',
      message: text.quantityCapped(variant.title, variant.size, variant.available),
      lineId,
      merchandiseId: variant.id,
      quantityAvailable: variant.available,
    },
  };
}

function sumByKey<K>(items: ReadonlyArray<{ key: K; quantity: number }>): Map<K, number> {
  const totals = new Map<K, number>();
  for (const { key, quantity } of items) totals.set(key, (totals.get(key) ?? 0) + quantity);
  return totals;
}

async function touch(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
}

async function change(db: Db, cartId: string, now: Date, apply: (tx: Queryable, row: CartRow) => Promise<CartWarning[]>): Promise<CartChange> {
  return db.transaction(async (tx) => {
    const row = await lockOpenCart(tx, cartId);
    const warnings = await apply(tx, row);
    await touch(tx, cartId);
    const fresh = (await tx.query<CartRow>(CART_ROW, [cartId])).rows[0]!;
    return { cart: await assemble(tx, fresh, now), warnings };
  });
}

export interface LineToAdd {
  merchandiseId: string;
  quantity: number;
}

/**
 * Adds quantities to the cart (to the existing line of a variant, if any).
 * A variant that is unknown, no longer sold or sold out refuses the whole call.
 */
export async function addToCart(db: Db, cartId: string, lines: readonly LineToAdd[], now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    const wanted = sumByKey(lines.map((l) => ({ key: l.merchandiseId, quantity: l.quantity })));
    const stock = await stockOf(tx, [...wanted.keys()]);
    for (const id of wanted.keys()) {
      const variant = stock.get(id);
      if (!variant || !variant.inFeed) throw new CommerceError('unknown_variant', text.unknownVariant);
      if (variant.available === 0) throw new CommerceError('out_of_stock', messages.errors.outOfStock);
    }
    const { rows: existing } = await tx.query<{ id: string; variantId: string; quantity: number }>(
      'SELECT id, variant_id AS "variantId", quantity FROM cart_lines WHERE cart_id = $1',
      [cartId],
    );
    const byVariant = new Map(existing.map((l) => [l.variantId, l]));
    const newLines = [...wanted.keys()].filter((id) => !byVariant.has(id)).length;
    if (existing.length + newLines > cartLimits.maxLines) throw new CommerceError('too_many_lines', `A cart holds at most ${cartLimits.maxLines} lines`);
    const warnings: CartWarning[] = [];
    for (const [variantId, quantity] of wanted) {
      const line = byVariant.get(variantId);
      const lineId = line?.id ?? newLineId();
      const result = capped(stock.get(variantId)!, lineId, (line?.quantity ?? 0) + quantity);
      if (result.warning) warnings.push(result.warning);
      if (line) await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [lineId, result.quantity]);
      else await tx.query('INSERT INTO cart_lines (id, cart_id, variant_id, quantity) VALUES ($1, $2, $3, $4)', [lineId, cartId, variantId, result.quantity]);
    }
    return warnings;
  });
}

export interface LineToUpdate {
  lineId: string;
  quantity: number;
}

/** Sets line quantities; an unknown line or a sold-out variant refuses the whole call. */
export async function updateCartLines(db: Db, cartId: string, lines: readonly LineToUpdate[], now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    const wanted = new Map(lines.map((l) => [l.lineId, l.quantity]));
    const { rows } = await tx.query<{ id: string; variantId: string }>(
      'SELECT id, variant_id AS "variantId" FROM cart_lines WHERE cart_id = $1 AND id = ANY($2::text[])',
      [cartId, [...wanted.keys()]],
    );
    if (rows.length !== wanted.size) throw new CommerceError('unknown_line', text.unknownLine);
    const stock = await stockOf(tx, rows.map((r) => r.variantId));
    for (const line of rows) {
      const variant = stock.get(line.variantId)!;
      if (!variant.inFeed || variant.available === 0) throw new CommerceError('out_of_stock', messages.errors.outOfStock);
    }
    const warnings: CartWarning[] = [];
    for (const line of rows) {
      const result = capped(stock.get(line.variantId)!, line.id, wanted.get(line.id)!);
      if (result.warning) warnings.push(result.warning);
      await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [line.id, result.quantity]);
    }
    return warnings;
  });
}

export async function removeCartLines(db: Db, cartId: string, lineIds: readonly string[], now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    const ids = [...new Set(lineIds)];
    const { rowCount } = await tx.query('SELECT 1 FROM cart_lines WHERE cart_id = $1 AND id = ANY($2::text[])', [cartId, ids]);
    if (rowCount !== ids.length) throw new CommerceError('unknown_line', text.unknownLine);
    await tx.query('DELETE FROM cart_lines WHERE cart_id = $1 AND id = ANY($2::text[])', [cartId, ids]);
    return [];
  });
}

export async function setCartEmail(db: Db, cartId: string, email: string, now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    await tx.query('UPDATE carts SET email = $2 WHERE id = $1', [cartId, email]);
    return [];
  });
}

/** Replaces the cart's codes with this list, as Shopify does; [] removes them all. */
export async function setCartDiscountCodes(db: Db, cartId: string, codes: readonly string[], now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    await tx.query('UPDATE carts SET discount_codes = $2::text[] WHERE id = $1', [cartId, normalizeCodeList(codes)]);
    return [];
  });
}

/** Links the cart to a signed-in customer, so the order is listed in their account. */
export async function setCartCustomer(db: Db, cartId: string, customerId: string | null, now: Date = new Date()): Promise<CartChange> {
  return change(db, cartId, now, async (tx) => {
    await tx.query('UPDATE carts SET customer_id = $2 WHERE id = $1', [cartId, customerId]);
    return [];
  });
}
