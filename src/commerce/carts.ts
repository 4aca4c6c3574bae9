/**
 * Carts: lines of variants with quantities, an e-mail and discount codes.
 * Every change runs in one transaction that first locks the cart row, so two
 * tabs changing one cart, or a change racing the checkout, apply one after the
 * other. Quantities are capped to the live stock with a warning; stock itself
 * is only taken at checkout. Refusals and warnings are codes with data; the
 * words are chosen where they are shown.
 */
import { cartLimits } from '../config/money.ts';
import type { LocaleTexts } from '../i18n/locales.ts';
import type { Db, Queryable } from './db/index.ts';
import { judgeCodes, normalizeCodeList, type CodeDiscount, type DiscountCode } from './discounts.ts';
import { CommerceError } from './errors.ts';
import { newCartId, newLineId } from './ids.ts';

export interface CartLine {
  lineId: string;
  variantId: string;
  productId: string;
  /** In both languages: the page, the API answer or the e-mail shows its reader's. */
  title: LocaleTexts;
  size: number;
  imageKey: string;
  imageAlt: LocaleTexts;
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

/** A quantity capped to the stock: 'Only {available} left of {title} in size {size} EU…' where it is shown. */
export interface CartWarning {
  code: 'quantity_capped';
  title: LocaleTexts;
  size: number;
  lineId: string;
  variantId: string;
  quantityAvailable: number;
}

export interface CartChange {
  cart: Cart;
  warnings: CartWarning[];
}

/**
 * A line as the cart statement lists it: an array, in this order. Naming every field in the statement's JSON
 * was a fifth of the statement's time, and the cart is read on every cart call (decision 021).
 */
type LineRow = [
  lineId: string,
  variantId: string,
  productId: string,
  title: string,
  titleAr: string,
  size: number,
  imageKey: string,
  imageAlt: string,
  imageAltAr: string,
  priceFils: number,
  compareAtPriceFils: number | null,
  quantity: number,
  available: number | null,
];

interface CartRow {
  id: string;
  email: string | null;
  customerId: string | null;
  discountCodes: string[];
  completedAt: Date | null;
  lines: LineRow[];
  /** The discount codes rows of the entered codes, as JSON (timestamps as text). */
  codes: Array<
    Omit<DiscountCode, 'startsAt' | 'endsAt' | 'disabledAt'> & {
      startsAt: string | null;
      endsAt: string | null;
      disabledAt: string | null;
    }
  >;
}

/** A column held in both languages, as LocaleTexts; a row the feed has not yet given Arabic shows English. */
export const inBothLanguages = (english: string, arabic: string): string =>
  `json_build_object('en', ${english}, 'ar', COALESCE(${arabic}, ${english}))`;

// The whole cart in one statement: on PGlite every statement costs a trip
// through the WebAssembly engine, and the cart is read on every cart call.
const CART = `SELECT c.id, c.email, c.customer_id AS "customerId", c.discount_codes AS "discountCodes",
  c.completed_at AS "completedAt",
  COALESCE((SELECT json_agg(json_build_array(
      l.id, v.id, v.product_id, v.title, COALESCE(v.title_ar, v.title), v.size, v.image_key,
      v.image_alt, COALESCE(v.image_alt_ar, v.image_alt), v.price_fils, v.compare_at_price_fils, l.quantity,
      CASE WHEN v.in_feed THEN v.available END) ORDER BY l.position)
    FROM cart_lines l JOIN variants v ON v.id = l.variant_id WHERE l.cart_id = c.id), '[]') AS lines,
  COALESCE((SELECT json_agg(json_build_object(
      'code', d.code, 'kind', d.kind, 'value', d.value, 'minSubtotalFils', d.min_subtotal_fils,
      'startsAt', d.starts_at, 'endsAt', d.ends_at, 'usageLimit', d.usage_limit, 'usedCount', d.used_count,
      'disabledAt', d.disabled_at))
    FROM discount_codes d WHERE d.code = ANY(c.discount_codes)), '[]') AS codes
  FROM carts c WHERE c.id = $1`;

const asDate = (text: string | null): Date | null => (text === null ? null : new Date(text));

function toLine(row: LineRow): CartLine {
  const [
    lineId,
    variantId,
    productId,
    title,
    titleAr,
    size,
    imageKey,
    imageAlt,
    imageAltAr,
    priceFils,
    compareAtPriceFils,
    quantity,
    available,
  ] = row;
  return {
    lineId,
    variantId,
    productId,
    title: { en: title, ar: titleAr },
    size,
    imageKey,
    imageAlt: { en: imageAlt, ar: imageAltAr },
    priceFils,
    compareAtPriceFils,
    quantity,
    available,
  };
}

function toCart(row: CartRow, now: Date): Cart {
  const lines = row.lines.map(toLine);
  const merchandiseFils = lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0);
  const known = new Map<string, DiscountCode>(
    row.codes.map((c) => [
      c.code,
      { ...c, startsAt: asDate(c.startsAt), endsAt: asDate(c.endsAt), disabledAt: asDate(c.disabledAt) },
    ]),
  );
  const discount = judgeCodes(row.discountCodes, known, merchandiseFils, now);
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

function openCart(row: { completedAt: Date | null } | undefined): void {
  if (!row) throw new CommerceError('cart_not_found');
  if (row.completedAt) throw new CommerceError('cart_completed');
}

/** Locks an open cart for the rest of the transaction (and notes the change). */
export async function lockOpenCart(tx: Queryable, cartId: string): Promise<void> {
  const { rows } = await tx.query<{ completedAt: Date | null }>(
    'UPDATE carts SET updated_at = now() WHERE id = $1 RETURNING completed_at AS "completedAt"',
    [cartId],
  );
  openCart(rows[0]);
}

export async function createCart(db: Db, now: Date = new Date()): Promise<Cart> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO carts (id) VALUES ($1) RETURNING id', [newCartId()]);
  return toCart(
    { id: rows[0]!.id, email: null, customerId: null, discountCodes: [], completedAt: null, lines: [], codes: [] },
    now,
  );
}

/** An open cart; unknown and checked-out carts are refused (the client then starts a new one). */
export async function getCart(db: Queryable, cartId: string, now: Date = new Date()): Promise<Cart> {
  const row = (await db.query<CartRow>(CART, [cartId])).rows[0];
  openCart(row);
  return toCart(row!, now);
}

interface StockRow {
  id: string;
  title: LocaleTexts;
  size: number;
  available: number;
  inFeed: boolean;
}

const STOCK_TITLE = `${inBothLanguages('v.title', 'v.title_ar')} AS title`;

function capped(variant: StockRow, lineId: string, wanted: number): { quantity: number; warning: CartWarning | null } {
  if (wanted <= variant.available) return { quantity: wanted, warning: null };
  return {
    quantity: variant.available,
    warning: {
      code: 'quantity_capped',
      title: variant.title,
      size: variant.size,
      lineId,
      variantId: variant.id,
      quantityAvailable: variant.available,
    },
  };
}

/**
 * Makes one of the cart's changes, all called alike (db, cart id, what to change,
 * now): a call locks the cart, applies the change, answers the cart as it now is;
 * a refusal rolls everything back.
 */
function cartChange<T>(apply: (tx: Queryable, cartId: string, input: T) => Promise<CartWarning[]>) {
  return (db: Db, cartId: string, input: T, now: Date = new Date()): Promise<CartChange> =>
    db.transaction(async (tx) => {
      await lockOpenCart(tx, cartId);
      const warnings = await apply(tx, cartId, input);
      return { cart: await getCart(tx, cartId, now), warnings };
    });
}

export interface LineToAdd {
  variantId: string;
  quantity: number;
}

/**
 * Adds quantities to the cart (to the existing line of a variant, if any).
 * A variant that is unknown, no longer sold (a catalogue change removed it) or sold out refuses the whole call.
 */
export const addToCart = cartChange<readonly LineToAdd[]>(async (tx, cartId, lines) => {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const { rows } = await tx.query<StockRow & { lineId: string | null; inCart: number | null; lineCount: number }>(
    `SELECT v.id, ${STOCK_TITLE}, v.size, v.available, v.in_feed AS "inFeed", l.id AS "lineId", l.quantity AS "inCart",
       (SELECT count(*) FROM cart_lines WHERE cart_id = $2) AS "lineCount"
     FROM variants v LEFT JOIN cart_lines l ON l.variant_id = v.id AND l.cart_id = $2
     WHERE v.id = ANY($1::text[])`,
    [[...wanted.keys()], cartId],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of wanted.keys()) {
    const variant = found.get(id);
    if (!variant) throw new CommerceError('unknown_variant');
    if (!variant.inFeed) throw new CommerceError('no_longer_sold');
    if (variant.available === 0) throw new CommerceError('out_of_stock');
  }
  const lineCount = rows[0]!.lineCount + rows.filter((r) => r.lineId === null).length;
  if (lineCount > cartLimits.maxLines) throw new CommerceError('too_many_lines');
  const warnings: CartWarning[] = [];
  const upsert = { ids: [] as string[], variants: [] as string[], quantities: [] as number[] };
  for (const [variantId, quantity] of wanted) {
    const variant = found.get(variantId)!;
    const lineId = variant.lineId ?? newLineId();
    const result = capped(variant, lineId, (variant.inCart ?? 0) + quantity);
    if (result.warning) warnings.push(result.warning);
    upsert.ids.push(lineId);
    upsert.variants.push(variantId);
    upsert.quantities.push(result.quantity);
  }
  await tx.query(
    `INSERT INTO cart_lines (id, cart_id, variant_id, quantity)
     SELECT id, $1, variant_id, quantity
     FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS u (id, variant_id, quantity, n)
     ORDER BY n
     ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [cartId, upsert.ids, upsert.variants, upsert.quantities],
  );
  return warnings;
});

export interface LineToUpdate {
  lineId: string;
  quantity: number;
}

/** Sets line quantities; an unknown line or a sold-out variant refuses the whole call. */
export const updateCartLines = cartChange<readonly LineToUpdate[]>(async (tx, cartId, lines) => {
  const wanted = new Map(lines.map((l) => [l.lineId, l.quantity]));
  const { rows } = await tx.query<StockRow & { lineId: string }>(
    `SELECT l.id AS "lineId", v.id, ${STOCK_TITLE}, v.size, v.available, v.in_feed AS "inFeed"
     FROM cart_lines l JOIN variants v ON v.id = l.variant_id WHERE l.cart_id = $1 AND l.id = ANY($2::text[])`,
    [cartId, [...wanted.keys()]],
  );
  if (rows.length !== wanted.size) throw new CommerceError('unknown_line');
  if (rows.some((v) => !v.inFeed)) throw new CommerceError('no_longer_sold');
  if (rows.some((v) => v.available === 0)) throw new CommerceError('out_of_stock');
  const warnings: CartWarning[] = [];
  const quantities = rows.map((line) => {
    const result = capped(line, line.lineId, wanted.get(line.lineId)!);
    if (result.warning) warnings.push(result.warning);
    return result.quantity;
  });
  await tx.query(
    `UPDATE cart_lines AS l SET quantity = u.quantity FROM unnest($2::text[], $3::int[]) AS u (id, quantity)
     WHERE l.cart_id = $1 AND l.id = u.id`,
    [cartId, rows.map((r) => r.lineId), quantities],
  );
  return warnings;
});

export const removeCartLines = cartChange<readonly string[]>(async (tx, cartId, lineIds) => {
  const ids = [...new Set(lineIds)];
  const { rowCount } = await tx.query('DELETE FROM cart_lines WHERE cart_id = $1 AND id = ANY($2::text[])', [
    cartId,
    ids,
  ]);
  if (rowCount !== ids.length) throw new CommerceError('unknown_line');
  return [];
});

export const setCartEmail = cartChange<string>(async (tx, cartId, email) => {
  await tx.query('UPDATE carts SET email = $2 WHERE id = $1', [cartId, email]);
  return [];
});

/** Replaces the cart's codes with this list, as Shopify does; [] removes them all. */
export const setCartDiscountCodes = cartChange<readonly string[]>(async (tx, cartId, codes) => {
  await tx.query('UPDATE carts SET discount_codes = $2::text[] WHERE id = $1', [cartId, normalizeCodeList(codes)]);
  return [];
});

/** Links the cart to a signed-in customer, so the order is listed in their account. */
export const setCartCustomer = cartChange<string | null>(async (tx, cartId, customerId) => {
  await tx.query('UPDATE carts SET customer_id = $2 WHERE id = $1', [cartId, customerId]);
  return [];
});
