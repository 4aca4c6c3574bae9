/**
 * The shop's webhook, POST /webhooks/stripe (server/payment-webhook.ts), as Stripe and a forger reach it:
 * only a notice signed with the shop's secret, recently, changes anything; a repeat changes nothing; a late
 * notice does not undo what came after it; a payment that does not match the order is flagged, not taken.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startCardPayment } from '#src/commerce/payments/card-payments.ts';
import {
  cardOrder,
  eventOf,
  links,
  mailsTo,
  orderNow,
  paidCardOrder,
  paymentFingerprint,
  paymentPage,
  postNotice,
  sessionIdOf,
  stripeSignature,
  withCardPayments,
} from './support/card-payments.ts';

const ctx = withCardPayments();

/** A session event as Stripe sends it, for `sessionId` of the stand-in, with `change` over the session. */
function sessionEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_forged_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
}

describe('the payment webhook', () => {
  it('answers 400 to a bad signature, a missing one and an old one, and changes nothing', async () => {
    const { order } = await cardOrder(ctx.db);
    const sessionId = sessionIdOf(await paymentPage(ctx.db, order));
    const body = sessionEvent('checkout.session.expired', {
      id: sessionId,
      status: 'expired',
      payment_status: 'unpaid',
    });
    const before = await paymentFingerprint(ctx.db);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    for (const signature of [
      stripeSignature(body, undefined, 'whsec_not_ours'),
      undefined,
      '',
      't=123,v1=deadbeef',
      stripeSignature(body, sixMinutesAgo),
      stripeSignature(`${body} `),
    ]) {
      const answer = await postNotice(ctx.webhookUrl, body, signature);
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ code: 'bad_signature' }) });
    }
    expect(await paymentFingerprint(ctx.db)).toBe(before);
    expect(await orderNow(ctx.db, order)).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PENDING',
    });
    // The same notice, signed now with the shop's secret, is taken: the refusals were for the signature alone.
    expect(await postNotice(ctx.webhookUrl, body, stripeSignature(body))).toMatchObject({ status: 200 });
    expect(await orderNow(ctx.db, order)).toMatchObject({ fulfillmentStatus: 'CANCELLED' });
  });

  it('takes a notice once: the same event delivered again, freshly signed, changes nothing', async () => {
    const { order, email, sessionId } = await paidCardOrder(ctx);
    const event = eventOf(ctx.standIn, 'checkout.session.completed', sessionId);
    const before = await paymentFingerprint(ctx.db);
    const again = JSON.stringify(event);
    const answer = await postNotice(ctx.webhookUrl, again, stripeSignature(again));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'repeat' } });
    expect(await paymentFingerprint(ctx.db)).toBe(before);
    expect(await orderNow(ctx.db, order)).toEqual(order);
    expect((await mailsTo(ctx.db, email)).map((m) => m.kind)).toEqual(['order-confirmation']);
  });

  it('does not cancel a paid order on its page’s expiry notice coming after the payment', async () => {
    const { order, sessionId } = await paidCardOrder(ctx);
    const late = sessionEvent('checkout.session.expired', {
      id: sessionId,
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect(await postNotice(ctx.webhookUrl, late, stripeSignature(late))).toMatchObject({
      status: 200,
      body: { outcome: 'settled' },
    });
    expect(await orderNow(ctx.db, order)).toEqual(order);
  });

  it('does not cancel an order on the expiry of an older page, after “Pay now” made a new one', async () => {
    const { order, email } = await cardOrder(ctx.db);
    const first = sessionIdOf(await paymentPage(ctx.db, order));
    const again = await startCardPayment(ctx.db, order.token, links, { again: true });
    expect(again).toMatchObject({ url: expect.stringContaining('/c/pay/') });
    await ctx.standIn.waitForDeliveries();
    // The stand-in's own expiry notice came; and once more, as if Stripe sent it late.
    eventOf(ctx.standIn, 'checkout.session.expired', first);
    const late = sessionEvent('checkout.session.expired', { id: first, status: 'expired', payment_status: 'unpaid' });
    expect(await postNotice(ctx.webhookUrl, late, stripeSignature(late))).toMatchObject({ status: 200 });
    expect(await orderNow(ctx.db, order)).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PENDING',
      paymentAttempt: 2,
    });
    expect(await mailsTo(ctx.db, email)).toEqual([]);
  });

  it('does not take as paid a payment of another amount: the order is flagged for the operator', async () => {
    const { order, email } = await cardOrder(ctx.db);
    const sessionId = sessionIdOf(await paymentPage(ctx.db, order));
    const forged = sessionEvent('checkout.session.completed', {
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: order.totalFils - 100,
      currency: 'aed',
      // With its charge, so that the shop need not look the session up (which would find it unpaid).
      payment_intent: {
        id: 'pi_forged_cheaper',
        object: 'payment_intent',
        latest_charge: { object: 'charge', payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
      },
    });
    expect(await postNotice(ctx.webhookUrl, forged, stripeSignature(forged))).toMatchObject({ status: 200 });
    const after = await orderNow(ctx.db, order);
    expect(after).toMatchObject({ financialStatus: 'PENDING', paymentReference: null, cardLast4: null });
    expect(after.paymentFlag).toContain('amount_mismatch');
    expect(after.paymentFlag).toContain('pi_forged_cheaper');
    expect(await mailsTo(ctx.db, email)).toEqual([]);
  });

  it('changes nothing for 1,000 forged calls: random bodies, wrong signatures', async () => {
    const { order } = await cardOrder(ctx.db);
    const sessionId = sessionIdOf(await paymentPage(ctx.db, order));
    await paidCardOrder(ctx);
    const before = await paymentFingerprint(ctx.db);
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const n = batch * 50 + i;
          const body =
            n % 2 === 0
              ? sessionEvent('checkout.session.completed', {
                  id: sessionId,
                  status: 'complete',
                  payment_status: 'paid',
                  amount_total: order.totalFils,
                  currency: 'aed',
                  payment_intent: `pi_forged_${n}`,
                })
              : randomBytes(1 + (n % 300)).toString(n % 3 === 0 ? 'base64' : 'latin1');
          const at = Math.floor(Date.now() / 1000);
          const signature = [
            stripeSignature(body, at, `whsec_guess_${n}`),
            `t=${at},v1=${randomBytes(32).toString('hex')}`,
            randomBytes(40).toString('base64'),
            undefined,
          ][n % 4];
          return postNotice(ctx.webhookUrl, body, signature).then((a) => a.status);
        }),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1000 });
    expect(await paymentFingerprint(ctx.db)).toBe(before);
  });
});
