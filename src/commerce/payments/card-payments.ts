/**
 * Paying an order by card on the provider's hosted page (docs/product.md §4 "Payment").
 *
 * A card order is placed awaiting payment, its pairs held as any order's. `startCardPayment` opens the
 * provider's payment page for it: one page per attempt, made with the attempt's idempotency key, so a double
 * click or a second tab gets the same page. The order is paid once the shop knows it from the provider:
 * its signed notice (the webhook) or a look-up (on the shopper's return, and by `settleCardPayments` on a
 * schedule, for notices that never came), whichever comes first; settling twice changes nothing. A payment
 * page that expires unpaid cancels the order and puts its pairs back on sale, unless a newer page replaced it.
 * A payment that does not match the order (amount, currency, or a second one) is not taken as paid: the order
 * is flagged for the operator.
 */
import { CURRENCY } from '#src/config/money.ts';
import { log } from '#src/config/log.server.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { orderSummaryMessages } from '#src/i18n/order-summary.ts';
import { paymentWindowMs } from '../checkout.ts';
import type { Db, Queryable } from '../db/index.ts';
import { enqueueMail, mailOrigin } from '../mail/outbox.ts';
import { orderChangeMail } from '../mail/order-change.ts';
import { orderConfirmationMail } from '../mail/order-confirmation.ts';
import { issueInvoice } from '../tax-documents.ts';
import { releaseOrder } from '../order-release.ts';
import { recordOrderEvent } from '../order-events.ts';
import { orderByToken, type Order } from '../orders.ts';
import { cashOnDeliveryFee, vatContained } from '../pricing.ts';
import { PaymentNoticeRefused, type PaymentProvider, type PaymentState } from './provider.ts';
import { cardProvider, paymentProvider } from './providers.ts';

/** Where links in e-mails and the provider's return addresses point. */
export interface PaymentLinks {
  origin: string;
  /** The language of the page the shopper is on: the payment page speaks it. */
  locale?: Locale | undefined;
}

/** Still to be paid by card: placed with card, not paid, not cancelled. */
export const awaitingCardPayment = (order: Order): boolean =>
  order.paymentMethod === 'card' && order.financialStatus === 'PENDING' && order.fulfillmentStatus !== 'CANCELLED';

function providerOf(order: Order): PaymentProvider | null {
  return paymentProvider(order.paymentProvider ?? '') ?? cardProvider();
}

const orderPageUrl = (order: Order, { origin, locale }: PaymentLinks, query: string): string =>
  new URL(`${localizedPath(locale ?? order.locale, order.statusUrl)}?${query}`, origin).href;

async function lockedOrder(tx: Queryable, orderId: string): Promise<Order> {
  const { rows } = await tx.query<{ token: string }>('SELECT token FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return (await orderByToken(tx, rows[0]!.token))!;
}

/**
 * Takes what the provider says of one of the order's payment pages, inside `tx` with the order locked.
 * Paid: the order is paid, with the card's brand and last four, and confirmed by e-mail; unless it does not
 * match, when it is flagged. Expired: an order still waiting on that page is cancelled.
 */
async function applyState(
  tx: Queryable,
  order: Order,
  sessionId: string,
  state: PaymentState,
  origin: string,
): Promise<Order> {
  if (state.status === 'open') return order;
  if (state.status === 'expired') {
    // Only the page the order waits on cancels it: not one the shop ended itself, detached first (detachPage).
    if (!awaitingCardPayment(order) || order.paymentSession !== (sessionId || null)) return order;
    await releaseOrder(tx, order);
    await recordOrderEvent(tx, order.id, 'payment_expired', 'provider');
    const cancelled = (await orderByToken(tx, order.token))!;
    await enqueueMail(tx, orderChangeMail(cancelled, { kind: 'payment_expired' }, origin));
    log().info(`[payments] ${order.name}: not paid in time, cancelled`);
    return cancelled;
  }
  if (order.paymentReference === state.paymentId) return order;
  const flag = !awaitingCardPayment(order)
    ? order.fulfillmentStatus === 'CANCELLED'
      ? 'paid_after_cancel'
      : 'paid_twice'
    : state.amountFils !== order.totalFils || state.currency !== CURRENCY
      ? 'amount_mismatch'
      : null;
  if (flag) {
    const detail = `${flag}: ${state.paymentId}, ${state.amountFils} ${state.currency}`;
    await tx.query('UPDATE orders SET payment_flag = $2 WHERE id = $1', [order.id, detail]);
    await recordOrderEvent(tx, order.id, 'payment_flagged', 'provider', {
      flag,
      paymentId: state.paymentId,
      amountFils: state.amountFils,
      currency: state.currency,
    });
    log().warn(`[payments] ${order.name}: payment not taken (${detail}); the operator decides`);
    return (await orderByToken(tx, order.token))!;
  }
  await tx.query(
    `UPDATE orders SET financial_status = 'PAID', paid_at = now(), payment_reference = $2, card_brand = $3,
       card_last4 = $4, payment_session = $5
     WHERE id = $1`,
    [order.id, state.paymentId, state.card?.brand ?? null, state.card?.last4 ?? null, sessionId],
  );
  await recordOrderEvent(tx, order.id, 'paid', 'provider', {
    amountFils: state.amountFils,
    cardBrand: state.card?.brand ?? null,
    cardLast4: state.card?.last4 ?? null,
  });
  const paid = (await orderByToken(tx, order.token))!;
  await enqueueMail(tx, orderConfirmationMail(paid, origin));
  await issueInvoice(tx, paid);
  return paid;
}

/** The order of one of its payment pages. */
async function orderIdOfSession(db: Queryable, provider: string, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ orderId: string }>(
    'SELECT order_id AS "orderId" FROM payment_sessions WHERE provider = $1 AND id = $2',
    [provider, sessionId],
  );
  return rows[0]?.orderId ?? null;
}

/** The order as the provider has it now, settled: paid, cancelled, or still waiting. */
async function settle(db: Db, order: Order, sessionId: string, state: PaymentState, origin: string): Promise<Order> {
  if (state.status === 'open') return order;
  return db.transaction(async (tx) => applyState(tx, await lockedOrder(tx, order.id), sessionId, state, origin));
}

/**
 * The order no longer waits on its payment page: the next attempt is reserved (two calls at once reserve one),
 * with a new window, and an expiry of the old page changes nothing.
 */
async function detachPage(db: Queryable, order: Order): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_attempt = payment_attempt + 1, payment_session = NULL, payment_session_url = NULL,
       payment_expires_at = $3
     WHERE id = $1 AND payment_attempt = $2`,
    [order.id, order.paymentAttempt, new Date(Date.now() + paymentWindowMs())],
  );
}

/**
 * When the provider's page itself expires: a little after the order's window, since Stripe wants a page to
 * live 30 minutes at least from its making (and 24 hours at most), and the window started before the page was
 * made. Computed from the order alone, so a double click sends the same parameters with the same key.
 * settleCardPayments ends the page when the order's window is over.
 */
const pageExpiry = (windowEnd: Date): Date =>
  new Date(windowEnd.getTime() + Math.min(10 * 60 * 1000, 24 * 60 * 60 * 1000 - paymentWindowMs()));

export type PaymentStart =
  /** The provider's payment page to send the shopper to. */
  | { url: string }
  /** Nothing to pay now (paid, cancelled, cash on delivery): the order as it stands. */
  | { order: Order };

/**
 * The payment page for a card order awaiting payment: the one open now, or a new one. `again` (the shopper
 * gave up on the last page and asked to pay now) ends the last page first and makes a new one, so that two
 * pages are never open at once. Throws PaymentProviderFailed when the provider cannot be reached.
 */
export async function startCardPayment(
  db: Db,
  token: string,
  links: PaymentLinks,
  { again = false }: { again?: boolean } = {},
): Promise<PaymentStart | null> {
  let order = await orderByToken(db, token);
  if (!order) return null;
  const provider = providerOf(order);
  if (!awaitingCardPayment(order) || !provider) return { order };
  if (order.paymentSession) {
    const sessionId = order.paymentSession;
    // Ending the last page: detached first, so that its expiry notice cancels nothing.
    if (again) await detachPage(db, order);
    const state = again ? await provider.end(sessionId) : await provider.lookUp(sessionId);
    if (!again || state.status === 'paid') order = await settle(db, order, sessionId, state, links.origin);
    if (!awaitingCardPayment(order)) return { order };
    if (state.status === 'open' && !again) return { url: order.paymentSessionUrl! };
    // The last page is over: the next attempt, reserved so that two calls at once make the same one.
    if (!again) await detachPage(db, order);
    order = (await orderByToken(db, token))!;
    if (order.paymentSessionUrl) return { url: order.paymentSessionUrl };
  }
  const attempt = Math.max(order.paymentAttempt, 1);
  const locale = links.locale ?? order.locale;
  const started = await provider.startPayment({
    orderId: order.id,
    orderName: order.name,
    amountFils: order.totalFils,
    currency: CURRENCY,
    email: order.email,
    locale,
    lines: [
      ...order.lines.map((line) => ({
        name: `${line.title[locale]} (EU ${line.size})`,
        quantity: line.quantity,
        unitAmountFils: line.unitPriceFils,
      })),
      ...(order.shippingFils > 0
        ? [{ name: orderSummaryMessages[locale].shipping, quantity: 1, unitAmountFils: order.shippingFils }]
        : []),
    ],
    returnUrl: orderPageUrl(order, links, 'payment=return'),
    cancelUrl: orderPageUrl(order, links, 'payment=cancelled'),
    expiresAt: pageExpiry(order.paymentExpiresAt ?? new Date(Date.now() + paymentWindowMs())),
    idempotencyKey: `order-${order.id}-payment-${attempt}`,
  });
  await db.query(
    `INSERT INTO payment_sessions (provider, id, order_id, attempt) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [provider.id, started.sessionId, order.id, attempt],
  );
  await db.query(
    `UPDATE orders SET payment_session = $2, payment_session_url = $3, payment_attempt = $4
     WHERE id = $1 AND payment_attempt <= $4 AND payment_session IS NULL
       AND payment_method = 'card' AND financial_status = 'PENDING'`,
    [order.id, started.sessionId, started.url, attempt],
  );
  const now = (await orderByToken(db, token))!;
  return now.paymentSession === started.sessionId ? { url: started.url } : { order: now };
}

/** On the shopper's return from the payment page: the order, paid if the provider says so. */
export async function confirmCardPayment(db: Db, token: string, links: PaymentLinks): Promise<Order | null> {
  const order = await orderByToken(db, token);
  if (!order || !awaitingCardPayment(order) || !order.paymentSession) return order;
  const provider = providerOf(order);
  if (!provider) return order;
  const state = await provider.lookUp(order.paymentSession);
  return settle(db, order, order.paymentSession, state, links.origin);
}

/**
 * Within an order change (cancelling): ends the order's open payment page, and takes a payment made on it
 * meanwhile as paid, so that the change refunds it. The order as it then stands.
 */
export async function endCardPayment(tx: Queryable, order: Order): Promise<Order> {
  if (!awaitingCardPayment(order) || !order.paymentSession) return order;
  const provider = providerOf(order);
  if (!provider) return order;
  const state = await provider.end(order.paymentSession);
  if (state.status !== 'paid') return order;
  return applyState(tx, order, order.paymentSession, state, mailOrigin());
}

/**
 * The shopper gave up on paying by card and will pay in cash: the payment page is ended (a payment made on it
 * meanwhile stands), the order becomes cash on delivery with its fee, and is confirmed by e-mail.
 */
export async function payOnDeliveryInstead(db: Db, token: string, links: PaymentLinks): Promise<Order | null> {
  const order = await orderByToken(db, token);
  if (!order || !awaitingCardPayment(order)) return order;
  const provider = providerOf(order);
  const sessionId = order.paymentSession;
  if (sessionId) await detachPage(db, order);
  const state: PaymentState = sessionId && provider ? await provider.end(sessionId) : { status: 'expired' };
  return db.transaction(async (tx) => {
    const locked = await lockedOrder(tx, order.id);
    if (state.status === 'paid') return applyState(tx, locked, sessionId!, state, links.origin);
    if (!awaitingCardPayment(locked) || locked.paymentSession !== null) return locked;
    const codFeeFils = cashOnDeliveryFee(locked.merchandiseFils - locked.discountFils);
    const totalFils = locked.totalFils - locked.codFeeFils + codFeeFils;
    await tx.query(
      `UPDATE orders SET payment_method = 'cash-on-delivery', payment_provider = NULL, payment_session = NULL,
         payment_session_url = NULL, payment_expires_at = NULL, cod_fee_fils = $2, total_fils = $3, vat_fils = $4
       WHERE id = $1`,
      [locked.id, codFeeFils, totalFils, vatContained(totalFils)],
    );
    await recordOrderEvent(tx, locked.id, 'switched_to_cash', 'customer', { totalFils });
    const cash = (await orderByToken(tx, token))!;
    await enqueueMail(tx, orderConfirmationMail(cash, links.origin));
    await issueInvoice(tx, cash);
    return cash;
  });
}

export type NoticeOutcome = 'settled' | 'repeat' | 'ignored';

/**
 * A provider's notice, as the webhook received it: checked against its signature (PaymentNoticeRefused
 * otherwise, and nothing changes), recorded by its id (a repeat changes nothing), then taken.
 */
export async function receivePaymentNotice(
  db: Db,
  providerId: string,
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<NoticeOutcome> {
  const provider = paymentProvider(providerId);
  if (!provider) throw new PaymentNoticeRefused(`${providerId} is not configured`);
  const notice = provider.readNotice(rawBody, headers);
  const orderId =
    notice.kind === 'session'
      ? await orderIdOfSession(db, provider.id, notice.sessionId)
      : notice.kind === 'refunded'
        ? await orderIdOfPayment(db, notice.paymentId)
        : null;
  let state = notice.kind === 'session' ? notice.state : null;
  // A notice names the payment, not the card: the look-up does (if it fails, the order is paid all the same).
  if (notice.kind === 'session' && state?.status === 'paid' && !state.card)
    state = await provider.lookUp(notice.sessionId).catch(() => state);
  return db.transaction(async (tx) => {
    const recorded = await tx.query(
      'INSERT INTO payment_events (provider, id, type, order_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [provider.id, notice.eventId, notice.kind === 'other' ? notice.type : notice.kind, orderId],
    );
    if (recorded.rowCount === 0) return 'repeat';
    if (!orderId) return 'ignored';
    const order = await lockedOrder(tx, orderId);
    if (notice.kind === 'session') await applyState(tx, order, notice.sessionId, state!, mailOrigin());
    if (notice.kind === 'refunded') await takeOutsideRefund(tx, order, notice.refundedFils, notice.amountFils);
    return 'settled';
  });
}

async function orderIdOfPayment(db: Queryable, paymentId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM orders WHERE payment_reference = $1', [paymentId]);
  return rows[0]?.id ?? null;
}

/** Money sent back from the provider's own dashboard: the order shows it. The shop's own are counted already. */
async function takeOutsideRefund(tx: Queryable, order: Order, refundedFils: number, amountFils: number): Promise<void> {
  if (refundedFils <= order.refundedFils) return;
  await tx.query(
    `UPDATE orders SET refunded_fils = $2,
       financial_status = CASE WHEN financial_status = 'PENDING' THEN financial_status
                               WHEN $2 >= $3 THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END
     WHERE id = $1`,
    [order.id, refundedFils, amountFils],
  );
  await recordOrderEvent(tx, order.id, 'refunded', 'provider', { amountFils: refundedFils - order.refundedFils });
}

/**
 * For notices that never came (the server was down): each card order still waiting is looked up; one whose
 * time is up has its page ended first, so that it cannot be paid after it is cancelled. At start and on a
 * schedule (server/housekeeping.ts); a failed look-up waits for the next round.
 */
export async function settleCardPayments(
  db: Db,
  now: Date = new Date(),
): Promise<{ paid: number; cancelled: number; waiting: number }> {
  const { rows } = await db.query<{ token: string }>(
    `SELECT token FROM orders
     WHERE payment_method = 'card' AND financial_status = 'PENDING' AND fulfillment_status <> 'CANCELLED'
     ORDER BY payment_expires_at LIMIT 500`,
  );
  const counts = { paid: 0, cancelled: 0, waiting: 0 };
  for (const { token } of rows) {
    const order = (await orderByToken(db, token))!;
    const provider = providerOf(order);
    const overdue = order.paymentExpiresAt !== null && order.paymentExpiresAt <= now;
    let state: PaymentState;
    try {
      state = !order.paymentSession
        ? { status: overdue ? 'expired' : 'open' }
        : !provider
          ? { status: 'open' }
          : overdue
            ? await provider.end(order.paymentSession)
            : await provider.lookUp(order.paymentSession);
    } catch (error) {
      log().warn(`[payments] ${order.name}: look-up failed (${(error as Error).message}); next round`);
      counts.waiting += 1;
      continue;
    }
    const settled = await settle(db, order, order.paymentSession ?? '', state, mailOrigin());
    if (settled.financialStatus === 'PAID') counts.paid += 1;
    else if (settled.fulfillmentStatus === 'CANCELLED') counts.cancelled += 1;
    else counts.waiting += 1;
  }
  return counts;
}

/**
 * Whether the page may now send the analytics `purchase` event for this order: once, when its payment is
 * confirmed (card) or when it is placed (cash).
 */
export async function claimPurchaseReport(db: Db, token: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET purchase_reported_at = now()
     WHERE token = $1 AND purchase_reported_at IS NULL AND fulfillment_status <> 'CANCELLED'
       AND (payment_method = 'cash-on-delivery' OR financial_status = 'PAID')`,
    [token],
  );
  return rowCount === 1;
}
