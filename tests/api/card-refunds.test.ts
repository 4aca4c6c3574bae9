/**
 * Money back to the card (src/commerce/payments/refunds.ts), through the Stripe stand-in: a cancelled card
 * order is refunded in full, a return gives back what is due, and a refund the provider refuses or does not
 * answer leaves the order as it was, so that trying again is safe.
 */
import { describe, expect, it } from 'vitest';
import { cancelOrder, deliverOrder, returnOrderLines, shipOrder } from '#src/commerce/order-changes.ts';
import {
  mailsTo,
  orderNow,
  paidCardOrder,
  paymentFingerprint,
  refusalOf,
  withCardPayments,
} from './support/card-payments.ts';

const ctx = withCardPayments();

const refundsAtStandIn = (paymentId: string) =>
  ctx.standIn.events().filter((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === paymentId);

describe('refunds to the card', () => {
  it('refunds a cancelled card-paid order in full, and e-mails the refund', async () => {
    const { order, email } = await paidCardOrder(ctx);
    const { order: cancelled } = await cancelOrder(ctx.db, order.number);
    expect(cancelled).toMatchObject({
      fulfillmentStatus: 'CANCELLED',
      financialStatus: 'REFUNDED',
      refundedFils: order.totalFils,
    });
    expect(refundsAtStandIn(order.paymentReference!).map((e) => e.data.object.amount_refunded)).toEqual([
      order.totalFils,
    ]);
    await ctx.standIn.waitForDeliveries();
    // The provider's charge.refunded notice counts nothing twice.
    expect(await orderNow(ctx.db, order)).toMatchObject({ refundedFils: order.totalFils, financialStatus: 'REFUNDED' });
    const mail = (await mailsTo(ctx.db, email)).at(-1)!;
    expect(mail.kind).toBe('order-cancelled');
    expect(mail.text).toContain('Visa ending 4242');
  });

  it('refunds what a return gives back of a delivered card-paid order', async () => {
    const { order } = await paidCardOrder(ctx, { twoLines: true });
    await shipOrder(ctx.db, order.number);
    await deliverOrder(ctx.db, order.number);
    const { order: after, figures } = await returnOrderLines(ctx.db, order.number, [{ line: 1, quantity: 1 }]);
    expect(figures.dueBackFils).toBeGreaterThan(0);
    expect(after).toMatchObject({
      financialStatus: 'PARTIALLY_REFUNDED',
      fulfillmentStatus: 'PARTIALLY_RETURNED',
      refundedFils: figures.dueBackFils,
    });
    expect(refundsAtStandIn(order.paymentReference!).map((e) => e.data.object.amount_refunded)).toEqual([
      figures.dueBackFils,
    ]);
  });

  it('leaves the order as it was when the provider refuses the refund, and refunds once on trying again', async () => {
    const { order } = await paidCardOrder(ctx);
    for (const failure of [
      { status: 402, error: { type: 'card_error', code: 'charge_disputed', message: 'This charge is disputed.' } },
      { status: 400, error: { type: 'invalid_request_error', message: 'Refunds are paused.' } },
    ]) {
      const before = await paymentFingerprint(ctx.db);
      ctx.standIn.failNext('/v1/refunds', failure);
      const refused = await cancelOrder(ctx.db, order.number).catch((error: unknown) => error);
      expect(refused).toMatchObject({ name: 'OrderRefusal', code: 'refund_failed' });
      expect((refused as Error).message).toContain(failure.error.message);
      expect(await paymentFingerprint(ctx.db)).toBe(before);
      expect(await orderNow(ctx.db, order)).toEqual(order);
    }
    await cancelOrder(ctx.db, order.number);
    expect(await orderNow(ctx.db, order)).toMatchObject({ financialStatus: 'REFUNDED', refundedFils: order.totalFils });
    expect(refundsAtStandIn(order.paymentReference!)).toHaveLength(1);
  });

  it('leaves the order as it was when the connection drops, and trying again refunds only once', async () => {
    const { order } = await paidCardOrder(ctx);
    const before = await paymentFingerprint(ctx.db);
    // The client tries a dropped connection once more: drop both.
    ctx.standIn.failNext('/v1/refunds', 'reset');
    ctx.standIn.failNext('/v1/refunds', 'reset');
    expect(await refusalOf(cancelOrder(ctx.db, order.number))).toBe('refund_failed');
    expect(await paymentFingerprint(ctx.db)).toBe(before);
    expect(await orderNow(ctx.db, order)).toEqual(order);
    await cancelOrder(ctx.db, order.number);
    expect(await orderNow(ctx.db, order)).toMatchObject({ financialStatus: 'REFUNDED', refundedFils: order.totalFils });
    expect(refundsAtStandIn(order.paymentReference!)).toHaveLength(1);
  });
});
