/**
 * The hosted checkout: what the page shows for a cart, and placing the order.
 *
 * Placing is one transaction: lock the cart (a second checkout of the same
 * cart waits here, then finds it completed and gets the same order), take
 * each line's stock with a conditional decrement in variant order (two
 * shoppers can never buy the last pair twice, and no two orders deadlock),
 * count the discount code's use the same way, number the order, complete the
 * cart and write the confirmation to the outbox (a card order's once it is paid). If any line is short, nothing
 * is sold: the transaction rolls back, the cart is trimmed to what is left and
 * the shopper is told what changed. Field errors and notices are codes with
 * data; the checkout page words them in its language. The order keeps the
 * language it was placed in, and its confirmation e-mail is written in it.
 */
import { z } from 'zod';
import { EMIRATES, type Emirate } from '../config/delivery.ts';
import { PAYMENT_METHODS, payments, type PaymentMethod } from '../config/payments.ts';
import { envVar } from '../config/env.ts';
import { deliveryDays, isEmirate, isOfferedDay } from '#src/commerce/delivery-date.ts';
import type { Locale, LocaleTexts } from '../i18n/locales.ts';
import type { Db, Queryable } from './db/index.ts';
import { cast, computed, unnestOf, valuesOf } from './db/insert.ts';
import { consumeCode } from './discounts.ts';
import { CommerceError } from './errors.ts';
import { getCart, lockOpenCart, type Cart } from './carts.ts';
import { newOrderId, newOrderToken } from './ids.ts';
import { enqueueMail } from './mail/outbox.ts';
import { orderConfirmationMail } from './mail/order-confirmation.ts';
import { orderOfCart, type Order } from './orders.ts';
import { recordOrderEvent } from './order-events.ts';
import { priceOrder, type PricedOrder } from './pricing.ts';
import { cardProvider, offeredPaymentMethods } from './payments/providers.ts';
import { issueInvoice } from './tax-documents.ts';

const trimmed = (max: number) => z.string().trim().max(max);

/** '050 123 4567', '+971 50 123 4567', '00971501234567', '04 123 4567' → '+971501234567', '+97141234567'. */
export function normalizeUaePhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const national = /^(?:\+971|00971|0)?((?:5\d{8})|(?:[234679]\d{7}))$/.exec(digits)?.[1];
  return national ? `+971${national}` : null;
}

export const checkoutDetailsSchema = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.email().max(254)),
  name: trimmed(100).pipe(z.string().min(2)),
  phone: z.string().transform((v, ctx) => {
    const phone = normalizeUaePhone(v);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'not a UAE phone number' });
    return phone ?? '';
  }),
  emirate: z.enum(EMIRATES),
  area: trimmed(100).pipe(z.string().min(2)),
  address: trimmed(300).pipe(z.string().min(5)),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  payment: z.enum(PAYMENT_METHODS),
});

export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

/** A delivery address an account keeps: the checkout's address fields, by the same rules. */
export const deliveryAddressSchema = checkoutDetailsSchema.pick({
  name: true,
  phone: true,
  emirate: true,
  area: true,
  address: true,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type CheckoutField = keyof CheckoutDetails;
/** The wrong fields, each marked 'invalid'; the checkout page says what each one needs. */
export type FieldErrors = Partial<Record<CheckoutField, 'invalid'>>;

/** Validates the form: the details, or the wrong fields. */
export function validateCheckoutDetails(
  input: unknown,
  now: Date,
): { details: CheckoutDetails } | { errors: FieldErrors } {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const result = checkoutDetailsSchema.safeParse(fields);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as CheckoutField;
    errors[field] = 'invalid';
  }
  const emirate = isEmirate(fields.emirate) ? fields.emirate : undefined;
  if (!isOfferedDay(String(fields.deliveryDate), emirate, now)) errors.deliveryDate = 'invalid';
  // A way to pay the shop does not offer now (card without a provider's keys) is as wrong as an unknown one.
  if (!(offeredPaymentMethods() as unknown[]).includes(fields.payment)) errors.payment = 'invalid';
  return result.success && Object.keys(errors).length === 0 ? { details: result.data } : { errors };
}

export interface CheckoutView {
  cart: Cart;
  /** The ways to pay offered, the first chosen unless the shopper picks another. */
  paymentMethods: PaymentMethod[];
  /** The totals for each way offered: cash on delivery may add its fee. */
  totals: Partial<Record<PaymentMethod, PricedOrder>>;
  deliveryDays: string[];
}

export function totalsOf(cart: Cart, now: Date, payment: PaymentMethod = 'cash-on-delivery'): PricedOrder {
  return priceOrder(cart.merchandiseFils, cart.discount.applied, now, payment);
}

/** How long an unpaid card order holds its pairs. */
export const paymentWindowMs = (): number => (envVar('PAYMENT_SESSION_MINUTES') ?? payments.sessionMinutes) * 60 * 1000;

/**
 * What the checkout page shows, or the order when this cart was already checked out. The delivery days
 * are the emirate's when it is known (posted, or remembered from the product page), else those that suit
 * every emirate.
 */
export async function prepareCheckout(
  db: Db,
  cartId: string,
  emirate?: Emirate,
  now: Date = new Date(),
): Promise<{ view: CheckoutView } | { placed: Order }> {
  try {
    const cart = await getCart(db, cartId, now);
    const paymentMethods = offeredPaymentMethods();
    const totals = Object.fromEntries(paymentMethods.map((method) => [method, totalsOf(cart, now, method)]));
    return { view: { cart, paymentMethods, totals, deliveryDays: deliveryDays(now, { emirate }) } };
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'cart_completed') {
      const order = await orderOfCart(db, cartId);
      if (order) return { placed: order };
    }
    throw error;
  }
}

/** What changed while the shopper was checking out; the checkout page words it. */
export type CheckoutNotice =
  /** Fewer pairs left than the cart held: the cart now holds what is left. */
  | { code: 'fewer_left'; title: LocaleTexts; size: number; available: number }
  /** None left: the line was removed. */
  | { code: 'sold_out'; title: LocaleTexts; size: number }
  /** A catalogue change took the size out of the range: nothing was sold, and the line was removed. */
  | { code: 'no_longer_sold'; title: LocaleTexts; size: number }
  /** Prices, a code or an offer changed the total since the page was shown. */
  | { code: 'total_changed'; totalFils: number }
  /** The discount code was used up or ended meanwhile. */
  | { code: 'code_no_longer_available'; discountCode: string };

export type PlaceOrderResult =
  | { outcome: 'placed'; order: Order }
  /** This cart was checked out before (another tab, a double click): its order. */
  | { outcome: 'already-placed'; order: Order }
  | { outcome: 'invalid'; errors: FieldErrors }
  /** Nothing was sold; the cart now holds what is left; tell the shopper what changed. */
  | { outcome: 'changed'; notices: CheckoutNotice[] };

export interface PlaceOrderOptions {
  now?: Date;
  /** The shop's public origin, for the link in the confirmation e-mail. */
  origin: string;
  /**
   * The total the shopper saw when deciding. If prices, a code or an offer
   * changed since, nothing is sold and the new total is shown instead.
   */
  expectedTotalFils?: number | undefined;
  /** The language of the checkout page: the order keeps it, and its e-mail is written in it. */
  locale?: Locale;
}

interface Shortage {
  variantId: string;
  title: LocaleTexts;
  size: number;
  available: number;
  /** No longer in the range, rather than sold out. */
  withdrawn: boolean;
}

class NothingSold extends Error {
  readonly notices: CheckoutNotice[];
  readonly shortages: Shortage[];
  constructor(notices: CheckoutNotice[], shortages: Shortage[]) {
    super('nothing sold');
    this.notices = notices;
    this.shortages = shortages;
  }
}

async function takeStock(tx: Queryable, cart: Cart): Promise<Shortage[]> {
  const shortages: Shortage[] = [];
  const lines = [...cart.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const line of lines) {
    const taken = await tx.query(
      `UPDATE variants SET available = available - $2, updated_at = now()
       WHERE id = $1 AND in_feed AND available >= $2`,
      [line.variantId, line.quantity],
    );
    if (taken.rowCount === 1) continue;
    const { rows } = await tx.query<{ available: number; inFeed: boolean }>(
      'SELECT available, in_feed AS "inFeed" FROM variants WHERE id = $1',
      [line.variantId],
    );
    const withdrawn = !rows[0]?.inFeed;
    const left = withdrawn ? 0 : rows[0]!.available;
    shortages.push({ variantId: line.variantId, title: line.title, size: line.size, available: left, withdrawn });
  }
  return shortages;
}

/** After a shortage: each short line holds what is left, or goes when nothing is. */
async function trimCart(db: Db, cartId: string, shortages: Shortage[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpenCart(tx, cartId);
    for (const s of shortages) {
      if (s.available > 0)
        await tx.query('UPDATE cart_lines SET quantity = $3 WHERE cart_id = $1 AND variant_id = $2', [
          cartId,
          s.variantId,
          s.available,
        ]);
      else await tx.query('DELETE FROM cart_lines WHERE cart_id = $1 AND variant_id = $2', [cartId, s.variantId]);
    }
  });
}

export async function placeOrder(
  db: Db,
  cartId: string,
  input: unknown,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const now = options.now ?? new Date();
  const validated = validateCheckoutDetails(input, now);
  try {
    return await db.transaction(async (tx): Promise<PlaceOrderResult> => {
      const row = (
        await tx.query<{ completedAt: Date | null }>(
          'SELECT completed_at AS "completedAt" FROM carts WHERE id = $1 FOR UPDATE',
          [cartId],
        )
      ).rows[0];
      if (!row) throw new CommerceError('cart_not_found');
      if (row.completedAt) {
        const order = await orderOfCart(tx, cartId);
        if (order) return { outcome: 'already-placed', order };
        throw new CommerceError('cart_completed');
      }
      if ('errors' in validated) return { outcome: 'invalid', errors: validated.errors };
      const details = validated.details;
      const cart = await getCart(tx, cartId, now);
      if (cart.lines.length === 0) throw new CommerceError('empty_cart');

      const totals = totalsOf(cart, now, details.payment);
      if (options.expectedTotalFils !== undefined && options.expectedTotalFils !== totals.totalFils) {
        return { outcome: 'changed', notices: [{ code: 'total_changed', totalFils: totals.totalFils }] };
      }
      const shortages = await takeStock(tx, cart);
      if (shortages.length > 0) {
        const notices = shortages.map(({ title, size, available, withdrawn }): CheckoutNotice =>
          withdrawn
            ? { code: 'no_longer_sold', title, size }
            : available > 0
              ? { code: 'fewer_left', title, size, available }
              : { code: 'sold_out', title, size },
        );
        throw new NothingSold(notices, shortages);
      }
      if (totals.discountSource === 'code' && !(await consumeCode(tx, totals.discountLabel!, now))) {
        throw new NothingSold([{ code: 'code_no_longer_available', discountCode: totals.discountLabel! }], []);
      }

      const id = newOrderId();
      const token = newOrderToken();
      const orderRow = valuesOf({
        id,
        number: computed("nextval('order_number_seq')"),
        cart_id: cartId,
        token,
        email: details.email,
        customer_id: cart.customerId,
        customer_name: details.name,
        phone: details.phone,
        emirate: details.emirate,
        area: details.area,
        address: details.address,
        delivery_date: cast(details.deliveryDate, 'date'),
        payment_method: details.payment,
        payment_provider: details.payment === 'card' ? cardProvider()!.id : null,
        payment_expires_at: details.payment === 'card' ? new Date(now.getTime() + paymentWindowMs()) : null,
        merchandise_fils: totals.merchandiseFils,
        discount_fils: totals.discountFils,
        discount_label: totals.discountLabel,
        shipping_fils: totals.shippingFils,
        cod_fee_fils: totals.codFeeFils,
        total_fils: totals.totalFils,
        vat_fils: totals.vatFils,
        processed_at: now,
        locale: options.locale ?? 'en',
      });
      await tx.query(`INSERT INTO orders ${orderRow.sql}`, orderRow.params);
      const lineRows = unnestOf(
        {
          order_id: 'text',
          position: 'int',
          variant_id: 'text',
          product_id: 'text',
          title: 'text',
          title_ar: 'text',
          size: 'int',
          image_key: 'text',
          unit_price_fils: 'int',
          compare_at_price_fils: 'int',
          quantity: 'int',
        },
        cart.lines.map((line, index) => ({
          order_id: id,
          position: index + 1,
          variant_id: line.variantId,
          product_id: line.productId,
          title: line.title.en,
          title_ar: line.title.ar,
          size: line.size,
          image_key: line.imageKey,
          unit_price_fils: line.priceFils,
          compare_at_price_fils: line.compareAtPriceFils,
          quantity: line.quantity,
        })),
      );
      await tx.query(`INSERT INTO order_lines ${lineRows.sql}`, lineRows.params);
      await tx.query('UPDATE carts SET completed_at = $2, email = $3, updated_at = now() WHERE id = $1', [
        cartId,
        now,
        details.email,
      ]);
      const order = (await orderOfCart(tx, cartId))!;
      await recordOrderEvent(tx, order.id, 'placed', 'customer', {
        paymentMethod: order.paymentMethod,
        totalFils: order.totalFils,
      });
      // A card order is confirmed, and invoiced, once it is paid (payments/card-payments.ts).
      if (order.paymentMethod === 'cash-on-delivery') {
        await enqueueMail(tx, orderConfirmationMail(order, options.origin));
        // Last: the invoice counter's row stays locked until this transaction ends (tax-documents.ts).
        await issueInvoice(tx, order, now);
      }
      return { outcome: 'placed', order };
    });
  } catch (error) {
    if (!(error instanceof NothingSold)) throw error;
    if (error.shortages.length > 0) await trimCart(db, cartId, error.shortages);
    return { outcome: 'changed', notices: error.notices };
  }
}
