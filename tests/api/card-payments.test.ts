/**
 * Paying an order by card on the provider's hosted page (docs/product.md §4 "Payment"), against the Stripe
 * stand-in whose webhook reaches the shop's own: the checkout's offer, placing, paying, expiry, paying again
 * or in cash instead, settling notices that never came, and what card orders may not do.
 */
import { describe, expect, it } from 'vitest';
import { prepareCheckout } from '#src/commerce/checkout.ts';
import { markOrderPaid, shipOrder } from '#src/commerce/order-changes.ts';
import {
  claimPurchaseReport,
  confirmCardPayment,
  payOnDeliveryInstead,
  receivePaymentNotice,
  settleCardPayments,
  startCardPayment,
} from '#src/commerce/payments/card-payments.ts';
import { shipping } from '#src/config/money.ts';
import { startStripeStandIn } from '#scripts/payments/stripe-stand-in.ts';
import {
  cardOrder,
  cartOfPairs,
  eventOf,
  links,
  mailsTo,
  orderNow,
  paidCardOrder,
  paymentPage,
  payOnPage,
  refusalOf,
  sessionIdOf,
  stockOf,
  stripeSignature,
  WEBHOOK_SECRET,
  withCardPayments,
  withoutCardKeys,
} from './support/card-payments.ts';

const ctx = withCardPayments();

describe('the checkout', () => {
  it('offers card and cash when the keys are set, the card total without the cash fee; else cash', async () => {
    const { cart } = await cartOfPairs(ctx.db);
    const withKeys = await prepareCheckout(ctx.db, cart.id);
    if (!('view' in withKeys)) throw new Error('expected the checkout');
    const { paymentMethods, totals } = withKeys.view;
    expect(paymentMethods).toEqual(['card', 'cash-on-delivery']);
    expect(totals.card!.codFeeFils).toBe(0);
    expect(totals['cash-on-delivery']!.codFeeFils).toBe(shipping.codFeeFils);
    expect(totals['cash-on-delivery']!.totalFils - totals.card!.totalFils).toBe(shipping.codFeeFils);

    const withoutKeys = await withoutCardKeys(() => prepareCheckout(ctx.db, cart.id));
    if (!('view' in withoutKeys)) throw new Error('expected the checkout');
    expect(withoutKeys.view.paymentMethods).toEqual(['cash-on-delivery']);
    expect(Object.keys(withoutKeys.view.totals)).toEqual(['cash-on-delivery']);
  });
});

describe('a card order', () => {
  it('is placed awaiting payment, stock taken, no confirmation yet; a double click makes one session', async () => {
    const { order, email, variant } = await cardOrder(ctx.db, { pairs: 2 });
    expect(order).toMatchObject({ paymentMethod: 'card', financialStatus: 'PENDING', paymentProvider: 'stripe' });
    expect(order.codFeeFils).toBe(0);
    expect(await stockOf(ctx.db, variant.id)).toBe(3);
    expect(await mailsTo(ctx.db, email)).toEqual([]);

    // A second later, as a shopper reading the page before paying: Stripe still takes the page's expiry.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = ctx.standIn.events().length;
    const [first, second] = await Promise.all([paymentPage(ctx.db, order), paymentPage(ctx.db, order)]);
    const third = await paymentPage(ctx.db, order);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.startsWith(`${ctx.standIn.url}/c/pay/cs_test_`)).toBe(true);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_sessions WHERE order_id = $1',
      [order.id],
    );
    expect(rows[0]!.n).toBe(1);
    // Making a session sends no event: nothing else was made at the stand-in either.
    expect(ctx.standIn.events()).toHaveLength(before);
    const page = await fetch(first);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${email}"`);
  });

  it('paid with 4242 is PAID by the webhook with the card, and confirmed once, in its language', async () => {
    const { order, email, url, sessionId } = await paidCardOrder(ctx, { locale: 'ar' });
    expect(order).toMatchObject({
      financialStatus: 'PAID',
      cardBrand: 'visa',
      cardLast4: '4242',
      paymentReference: expect.stringMatching(/^pi_/),
      paymentSession: sessionId,
      paymentFlag: null,
    });
    expect(eventOf(ctx.standIn, 'checkout.session.completed', sessionId).data.object.payment_intent).toBe(
      order.paymentReference,
    );
    // The shopper's return after the webhook: paid as it is, nothing sent again.
    expect(await confirmCardPayment(ctx.db, order.token, links)).toMatchObject({ financialStatus: 'PAID' });
    expect(await settleCardPayments(ctx.db)).toMatchObject({ paid: 0 });
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(mails[0]!.subject).toContain(order.name);
    expect(mails[0]!.text).toContain('مدفوع ببطاقة \u2066Visa\u2069 المنتهية بـ\u00a04242');
    // Paid: the page sends the shopper back to the order.
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(303);
  });

  it('is paid on the shopper’s return or by the webhook, whichever comes first, and e-mailed once', async () => {
    const { order, email } = await cardOrder(ctx.db);
    const url = await paymentPage(ctx.db, order);
    expect(await confirmCardPayment(ctx.db, order.token, links)).toMatchObject({ financialStatus: 'PENDING' });
    expect((await payOnPage(url)).status).toBe(303);
    // The return races the webhook's delivery, twice at once (two tabs): one of the three settles it.
    const [a, b] = await Promise.all([
      confirmCardPayment(ctx.db, order.token, links),
      confirmCardPayment(ctx.db, order.token, links),
    ]);
    expect(a).toMatchObject({ financialStatus: 'PAID', cardBrand: 'visa', cardLast4: '4242' });
    expect(b).toMatchObject({ financialStatus: 'PAID' });
    await ctx.standIn.waitForDeliveries();
    expect(await orderNow(ctx.db, order)).toMatchObject({ financialStatus: 'PAID' });
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(mails[0]!.text).toContain('Paid by Visa ending 4242');
  });

  it('whose page expires unpaid is cancelled: payment VOIDED, the pairs back on sale, the shopper told', async () => {
    const { order, email, variant } = await cardOrder(ctx.db, { pairs: 2 });
    const url = await paymentPage(ctx.db, order);
    expect(await stockOf(ctx.db, variant.id)).toBe(3);
    ctx.standIn.expireSession(sessionIdOf(url));
    await ctx.standIn.waitForDeliveries();
    expect(await orderNow(ctx.db, order)).toMatchObject({ fulfillmentStatus: 'CANCELLED', financialStatus: 'VOIDED' });
    expect(await stockOf(ctx.db, variant.id)).toBe(5);
    expect((await mailsTo(ctx.db, email)).map((m) => m.kind)).toEqual(['order-payment_expired']);
    expect(await startCardPayment(ctx.db, order.token, links)).toMatchObject({
      order: { fulfillmentStatus: 'CANCELLED' },
    });
  });

  it('“Pay now” ends the last page and opens a new one; the ended page can no longer be paid', async () => {
    const { order } = await cardOrder(ctx.db);
    const first = await paymentPage(ctx.db, order);
    const again = await startCardPayment(ctx.db, order.token, links, { again: true });
    if (!again || !('url' in again)) throw new Error('expected a new page');
    expect(again.url).not.toBe(first);
    expect((await fetch(first)).status).toBe(410);
    expect((await payOnPage(first)).status).toBe(410);
    await ctx.standIn.waitForDeliveries();
    // The old page's expiry does not cancel the order waiting on the new one.
    eventOf(ctx.standIn, 'checkout.session.expired', sessionIdOf(first));
    expect(await orderNow(ctx.db, order)).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PENDING',
      paymentSession: sessionIdOf(again.url),
      paymentAttempt: 2,
    });
    expect((await payOnPage(again.url)).status).toBe(303);
    await ctx.standIn.waitForDeliveries();
    expect(await orderNow(ctx.db, order)).toMatchObject({ financialStatus: 'PAID' });
  });

  it('switched to cash on delivery: the page ended, the cash fee added, the cash confirmation sent', async () => {
    const { order, email } = await cardOrder(ctx.db, { cheap: true });
    expect(order.merchandiseFils - order.discountFils).toBeLessThan(shipping.codFeeBelowFils);
    const url = await paymentPage(ctx.db, order);
    const cash = await payOnDeliveryInstead(ctx.db, order.token, links);
    expect(cash).toMatchObject({
      paymentMethod: 'cash-on-delivery',
      financialStatus: 'PENDING',
      paymentProvider: null,
      paymentSession: null,
      codFeeFils: shipping.codFeeFils,
      totalFils: order.totalFils + shipping.codFeeFils,
    });
    expect((await payOnPage(url)).status).toBe(410);
    await ctx.standIn.waitForDeliveries();
    expect(await orderNow(ctx.db, order)).toMatchObject({
      paymentMethod: 'cash-on-delivery',
      fulfillmentStatus: 'UNFULFILLED',
    });
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(mails[0]!.text).toContain('Cash on delivery');
  });

  it('is settled by the round when the webhook never comes: paid if paid, cancelled when its time is up', async () => {
    // A second stand-in that sends no notices at all, as when the shop was down.
    const silent = await startStripeStandIn({ port: 0, webhookSecret: WEBHOOK_SECRET });
    const apiUrl = process.env.STRIPE_API_URL;
    process.env.STRIPE_API_URL = silent.url;
    try {
      const paid = await cardOrder(ctx.db);
      const late = await cardOrder(ctx.db);
      expect((await payOnPage(await paymentPage(ctx.db, paid.order))).status).toBe(303);
      const lateUrl = await paymentPage(ctx.db, late.order);
      expect(await orderNow(ctx.db, paid.order)).toMatchObject({ financialStatus: 'PENDING' });

      await settleCardPayments(ctx.db);
      expect(await orderNow(ctx.db, paid.order)).toMatchObject({
        financialStatus: 'PAID',
        cardBrand: 'visa',
        cardLast4: '4242',
      });
      expect(await orderNow(ctx.db, late.order)).toMatchObject({ financialStatus: 'PENDING' });

      const afterExpiry = new Date(late.order.paymentExpiresAt!.getTime() + 1000);
      await settleCardPayments(ctx.db, afterExpiry);
      expect(await orderNow(ctx.db, late.order)).toMatchObject({
        fulfillmentStatus: 'CANCELLED',
        financialStatus: 'VOIDED',
      });
      expect(await stockOf(ctx.db, late.variant.id)).toBe(5);
      // Its page was ended first: nobody pays for a cancelled order.
      expect((await payOnPage(lateUrl)).status).toBe(410);
      expect((await mailsTo(ctx.db, paid.email)).map((m) => m.kind)).toEqual(['order-confirmation']);
      expect((await mailsTo(ctx.db, late.email)).map((m) => m.kind)).toEqual(['order-payment_expired']);
    } finally {
      process.env.STRIPE_API_URL = apiUrl;
      await silent.close();
    }
  });
});

describe('what a card order may not do', () => {
  it('is never marked paid in cash, and does not ship unpaid', async () => {
    const { order } = await cardOrder(ctx.db);
    expect(await refusalOf(markOrderPaid(ctx.db, order.number))).toBe('order_paid_by_card');
    expect(await refusalOf(shipOrder(ctx.db, order.number))).toBe('order_awaiting_payment');
    expect(await orderNow(ctx.db, order)).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PENDING',
    });
  });

  it('reports the analytics purchase once, when paid, never before', async () => {
    const { order } = await cardOrder(ctx.db);
    await paymentPage(ctx.db, order);
    expect(await claimPurchaseReport(ctx.db, order.token)).toBe(false);
    const paid = await paidCardOrder(ctx);
    expect(await claimPurchaseReport(ctx.db, paid.order.token)).toBe(true);
    expect(await claimPurchaseReport(ctx.db, paid.order.token)).toBe(false);
  });
});

// The engine's own entry for notices, without the HTTP in front: a notice not signed is refused.
describe('receivePaymentNotice', () => {
  it('refuses a notice signed with another secret', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    await expect(
      receivePaymentNotice(ctx.db, 'stripe', body, { 'stripe-signature': stripeSignature(body, undefined, 'whsec_o') }),
    ).rejects.toMatchObject({ name: 'PaymentNoticeRefused' });
  });
});
