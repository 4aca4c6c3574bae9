/**
 * Card payment for the API tests, as it runs in production: the Stripe stand-in (scripts/payments/) in this
 * process, its webhook delivered to a node:http server that serves the shop's own `paymentWebhook` on the
 * engine, and the environment that turns card payment on, set for the file and restored after it.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { addToCart, createCart } from '#src/commerce/carts.ts';
import { placeOrder } from '#src/commerce/checkout.ts';
import type { Db } from '#src/commerce/db/index.ts';
import { localEngine } from '#src/commerce/engine.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { orderByNumber, type Order } from '#src/commerce/orders.ts';
import { shipping } from '#src/config/money.ts';
import { startCardPayment } from '#src/commerce/payments/card-payments.ts';
import { startStripeStandIn, type StandInEvent, type StripeStandIn } from '#scripts/payments/stripe-stand-in.ts';
import { paymentWebhook } from '#server/payment-webhook.ts';
import { freshEmail } from './accounts.ts';
import { checkoutForm, ORIGIN } from './checkout.ts';
import { shopDb } from './db.ts';
import { productWithSizes } from './orders.ts';

export const WEBHOOK_SECRET = 'whsec_card_payments_test';
export const SITE_URL = 'http://shop.test';
const CARD_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'SITE_URL'] as const;

export interface CardPayments {
  db: Db;
  standIn: StripeStandIn;
  /** The shop's webhook, POST /webhooks/stripe. */
  webhookUrl: string;
}

/**
 * For the file: the stand-in (delivering its events to the shop's webhook unless `webhook: false`), the
 * webhook's server, and card payment on. The returned object is filled in beforeAll.
 */
export function withCardPayments({ webhook = true } = {}): CardPayments {
  const context = {} as CardPayments;
  const saved: Partial<Record<(typeof CARD_ENV)[number], string | undefined>> = {};
  let server: Server;
  beforeAll(async () => {
    context.db = await shopDb();
    const hook = paymentWebhook(localEngine(context.db));
    server = createServer((req, res) => void hook.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    context.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
    context.standIn = await startStripeStandIn({
      port: 0,
      webhookUrl: webhook ? context.webhookUrl : undefined,
      webhookSecret: WEBHOOK_SECRET,
      retry: { firstDelayMs: 20, maxDelayMs: 100, attempts: 3 },
    });
    for (const name of CARD_ENV) saved[name] = process.env[name];
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: context.standIn.url,
      SITE_URL,
    });
  });
  afterAll(async () => {
    for (const name of CARD_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await context.standIn?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return context;
}

/** Runs `body` with card payment off (no keys), then puts the keys back. */
export async function withoutCardKeys<T>(body: () => Promise<T>): Promise<T> {
  const key = process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_SECRET_KEY;
  try {
    return await body();
  } finally {
    process.env.STRIPE_SECRET_KEY = key;
  }
}

/** A cart holding `pairs` pairs of one size of a full-price product whose sizes each hold `stock`. */
export async function cartOfPairs(db: Db, { pairs = 1, stock = 5 } = {}) {
  const product = await productWithSizes(db, stock);
  const variant = product.variants[0]!;
  const cart = await createCart(db);
  await addToCart(db, cart.id, [{ variantId: variant.id, quantity: pairs }]);
  return { cart, product, variant };
}

/** The addresses this file's orders were placed for: with PostgreSQL, other files share the tables. */
const placedFor: string[] = [];

/** A card order of `pairs` pairs (one line), or of two lines (one pair each of two sizes) with `twoLines`. */
export async function cardOrder(
  db: Db,
  options: { pairs?: number; twoLines?: boolean; locale?: 'en' | 'ar'; cheap?: boolean } = {},
) {
  let product = await productWithSizes(db, 5);
  // `cheap`: one pair below the amount from which cash on delivery is free.
  while (options.cheap && product.priceFils >= shipping.codFeeBelowFils) product = await productWithSizes(db, 5);
  const [a, b] = product.variants as [(typeof product.variants)[0], (typeof product.variants)[0]];
  const cart = await createCart(db);
  await addToCart(
    db,
    cart.id,
    options.twoLines
      ? [
          { variantId: a.id, quantity: 1 },
          { variantId: b.id, quantity: 1 },
        ]
      : [{ variantId: a.id, quantity: options.pairs ?? 1 }],
  );
  const email = freshEmail();
  placedFor.push(email);
  const result = await placeOrder(db, cart.id, checkoutForm({ email, payment: 'card' }), {
    origin: ORIGIN,
    locale: options.locale ?? 'en',
  });
  if (result.outcome !== 'placed') throw new Error(`expected an order, got ${JSON.stringify(result)}`);
  return { order: result.order, email, product, variant: a, sizes: { a, b } };
}

export const links = { origin: SITE_URL };

/** The hosted payment page of the order (a new one, or the one open). */
export async function paymentPage(db: Db, order: Order): Promise<string> {
  const started = await startCardPayment(db, order.token, links);
  if (!started || !('url' in started)) throw new Error(`no payment page: ${JSON.stringify(started)}`);
  return started.url;
}

export const sessionIdOf = (url: string): string => new URL(url).pathname.split('/').at(-1)!;

export const CARD = { cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Sara Haddad', email: 'sara@example.com' };

/** What the shopper's browser posts from the hosted page. */
export function payOnPage(url: string, cardNumber = '4242424242424242') {
  return fetch(url, { method: 'POST', body: new URLSearchParams({ ...CARD, cardNumber }), redirect: 'manual' });
}

/** A card order paid with 4242 on its page, the webhook delivered. */
export async function paidCardOrder(ctx: CardPayments, options: Parameters<typeof cardOrder>[1] = {}) {
  const placed = await cardOrder(ctx.db, options);
  const url = await paymentPage(ctx.db, placed.order);
  const paid = await payOnPage(url);
  if (paid.status !== 303) throw new Error(`the page answered ${paid.status}`);
  await ctx.standIn.waitForDeliveries();
  const order = (await orderByNumber(ctx.db, placed.order.number))!;
  if (order.financialStatus !== 'PAID') throw new Error(`not paid: ${order.financialStatus}`);
  return { ...placed, order, url, sessionId: sessionIdOf(url) };
}

export const orderNow = async (db: Db, order: Order): Promise<Order> => (await orderByNumber(db, order.number))!;

export const mailsTo = async (db: Db, email: string) => (await readOutbox(db, { to: email, limit: 50 })).reverse();

export async function stockOf(db: Db, variantId: string): Promise<number> {
  const { rows } = await db.query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [variantId]);
  return rows[0]!.available;
}

/** `t=…,v1=…` over the raw body, as Stripe signs a notice; `at` in seconds since the epoch. */
export function stripeSignature(rawBody: string, at = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${rawBody}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** POSTs a body to the shop's webhook with the signature header given (none when undefined). */
export async function postNotice(webhookUrl: string, rawBody: string, signature?: string) {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; code?: string } };
}

/** The stand-in's event of `type` about session `sessionId`. */
export function eventOf(standIn: StripeStandIn, type: string, sessionId: string): StandInEvent {
  const event = standIn.events().find((e) => e.type === type && e.data.object.id === sessionId);
  if (!event) throw new Error(`no ${type} event for ${sessionId}`);
  return event;
}

/** Refusal code of a change, or 'not refused'. */
export async function refusalOf(change: Promise<unknown>): Promise<string> {
  try {
    await change;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'not refused';
}

/** What the orders, payment and mail tables hold for this file's orders, to show that something changed nothing. */
export async function paymentFingerprint(db: Db): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(
    `WITH mine AS (SELECT * FROM orders WHERE email = ANY($1::text[]))
     SELECT concat_ws('|',
       (SELECT count(*) FROM mine), (SELECT md5(coalesce(string_agg(m::text, ',' ORDER BY id), '')) FROM mine m),
       (SELECT count(*) FROM payment_events WHERE order_id IN (SELECT id FROM mine)),
       (SELECT count(*) FROM refunds WHERE order_id IN (SELECT id FROM mine)),
       (SELECT count(*) FROM outbox WHERE recipient = ANY($1::text[]))) AS fingerprint`,
    [placedFor],
  );
  return rows[0]!.fingerprint;
}
