/**
 * The Stripe stand-in (scripts/payments/), driven by the real `stripe` client as the shop drives Stripe:
 * Checkout Sessions, the hosted payment page with Stripe's test cards, refunds, idempotency, signed webhooks
 * and their retries, and the failures a test can ask for.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '#scripts/payments/stripe-stand-in.ts';

const SECRET = 'whsec_standin_test';
const webhooks = new Stripe('sk_test_standin').webhooks;

interface Received {
  rawBody: string;
  signature: string;
}

const open: { close(): unknown }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

/** A shop's webhook endpoint: answers each delivery with the next of `answers` (then 200), keeps what came. */
async function receiver(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: `${request.headers['stripe-signature']}`,
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/stripe`, received };
}

async function setUp(answers: number[] = []) {
  const endpoint = await receiver(answers);
  const standIn: StripeStandIn = await startStripeStandIn({
    port: 0,
    webhookUrl: endpoint.url,
    webhookSecret: SECRET,
    retry: { firstDelayMs: 20, maxDelayMs: 200, attempts: 5 },
  });
  open.push(standIn);
  const stripe = new Stripe('sk_test_standin', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const eventsReceived = async () => {
    await standIn.waitForDeliveries();
    return endpoint.received.map(({ rawBody, signature }) => webhooks.constructEvent(rawBody, signature, SECRET));
  };
  return { standIn, stripe, endpoint, eventsReceived };
}

function sessionParams(more: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'aed', unit_amount: 12500, product_data: { name: 'Desert Runner' } }, quantity: 1 },
      { price_data: { currency: 'aed', unit_amount: 4000, product_data: { name: 'Socks' } }, quantity: 2 },
    ],
    success_url: 'http://localhost:4321/checkout/done?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:4321/cart',
    customer_email: 'sara@example.com',
    client_reference_id: 'order-1001',
    metadata: { order_id: 'order-1001' },
    ...more,
  };
}

const CARD = { cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Sara Haddad', email: 'sara@example.com' };

/** What the shopper's browser sends from the hosted page's form. */
function submit(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

describe('Checkout Sessions', () => {
  it('creates an open, unpaid session with its total and hosted page, and retrieves it by id', async () => {
    const { stripe, standIn } = await setUp();
    const created = await stripe.checkout.sessions.create(sessionParams({ locale: 'en' }));
    expect(created).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 20500,
      amount_total: 20500,
      currency: 'aed',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      mode: 'payment',
      livemode: false,
      locale: 'en',
      client_reference_id: 'order-1001',
      customer_email: 'sara@example.com',
      metadata: { order_id: 'order-1001' },
      url: `${standIn.url}/c/pay/${created.id}`,
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(await stripe.checkout.sessions.retrieve(created.id)).toEqual(created);
  });

  it('refuses an unknown session with 404 resource_missing, as Stripe words it', async () => {
    const { stripe } = await setUp();
    const refusal = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refusal).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
  });

  it('refuses an expiry under 30 minutes or over 24 hours away, and a missing success_url', async () => {
    const { stripe } = await setUp();
    const now = Math.floor(Date.now() / 1000);
    for (const expires_at of [now + 60, now + 25 * 3600]) {
      await expect(stripe.checkout.sessions.create(sessionParams({ expires_at }))).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        param: 'expires_at',
      });
    }
    await expect(stripe.checkout.sessions.create(sessionParams({ success_url: undefined }))).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'success_url',
    });
  });

  it('answers 401 in Stripe words to a call without a test secret key', async () => {
    const { standIn } = await setUp();
    const response = await fetch(`${standIn.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { authorization: 'Bearer pk_live_1234567890abcd' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^Invalid API Key provided: pk_live_/) },
    });
  });

  it('replays the first answer to the same Idempotency-Key and parameters, and refuses other parameters', async () => {
    const { stripe } = await setUp();
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1001-try-1' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1001-try-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const changed = sessionParams({ client_reference_id: 'order-1002' });
    const refusal = await stripe.checkout.sessions
      .create(changed, { idempotencyKey: 'order-1001-try-1' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((refusal as Error).message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with\./,
    );
  });

  it('expires an open session on request, sends checkout.session.expired, and refuses to expire it twice', async () => {
    const { stripe, eventsReceived } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired' });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    const [event] = await eventsReceived();
    expect(event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id } } });
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('This Checkout Session is no longer active');
  });
});

describe('the hosted payment page', () => {
  it('shows the merchant, the lines, the total and the card form with Stripe’s field names', async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('lang="en" dir="ltr"');
    expect(html).toContain('Lucky Shoes');
    expect(html).toContain('Desert Runner');
    expect(html).toContain('AED 205.00');
    for (const [id, label] of [
      ['email', 'Email'],
      ['cardNumber', 'Card number'],
      ['cardExpiry', 'Expiration'],
      ['cardCvc', 'CVC'],
      ['billingName', 'Cardholder name'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}" name="${id}"`);
    }
    expect(html).toContain('value="sara@example.com"');
    expect(html).toContain('<a href="http://localhost:4321/cart">← Back</a>');
  });

  it('is in Arabic, right to left, for a session with locale ar', async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams({ locale: 'ar' }));
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    for (const word of [
      'البريد الإلكتروني',
      'رقم البطاقة',
      'تاريخ الانتهاء',
      'رمز CVC',
      'اسم حامل البطاقة',
      'ادفع',
      'رجوع',
    ]) {
      expect(html).toContain(word);
    }
    expect(html).not.toContain('Card number');
  });

  it('pays with 4242: sends to success_url, completes the session, shows the card, sends a signed event', async () => {
    const { stripe, eventsReceived } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    const paid = await submit(session.url!, { ...CARD, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4321/checkout/done?session=${session.id}`);
    const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = after.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 20500, currency: 'aed' });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
    });
    const [event] = await eventsReceived();
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { id: session.id, payment_status: 'paid', payment_intent: intent.id } },
    });
    expect(event!.id).toMatch(/^evt_/);
    // A paid session's page sends the browser on to success_url.
    expect((await fetch(session.url!, { redirect: 'manual' })).status).toBe(303);
  });

  it('declines 4000 0000 0000 0002 with Stripe’s words and keeps the session open', async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    const declined = await submit(session.url!, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
  });

  it('refuses a number failing the Luhn check, a past expiry and a missing field, naming each', async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    const cases = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242424242424242', cardExpiry: '01 / 20' }, 'Your card&#39;s expiration year is in the past.'],
      [{ cardNumber: '4242424242424242', cardCvc: '' }, 'Your card&#39;s security code is incomplete.'],
    ] as const;
    for (const [fields, message] of cases) {
      const refused = await submit(session.url!, { ...CARD, ...fields });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(message);
    }
  });

  it('asks for 3D Secure with 4000 0025 0000 3155: Fail keeps the session open, Complete pays it', async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(sessionParams());
    const challenge = async () => {
      const page = await submit(session.url!, { ...CARD, cardNumber: '4000 0025 0000 3155' });
      const html = await page.text();
      expect(html).toContain('3D Secure 2 Test Page');
      return /name="attempt" value="([^"]+)"/.exec(html)![1]!;
    };
    const failed = await submit(`${session.url}/3ds`, { attempt: await challenge(), outcome: 'fail' });
    expect(await failed.text()).toContain(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });
    const completed = await submit(`${session.url}/3ds`, { attempt: await challenge(), outcome: 'complete' });
    expect(completed.status).toBe(303);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
  });
});

describe('refunds', () => {
  async function paidIntent() {
    const context = await setUp();
    const session = await context.stripe.checkout.sessions.create(sessionParams());
    await submit(session.url!, { ...CARD, cardNumber: '5555 5555 5555 4444' });
    const { payment_intent } = await context.stripe.checkout.sessions.retrieve(session.id);
    return { ...context, intentId: payment_intent as string };
  }

  it('refunds part, then the rest, then refuses as already refunded, each sending charge.refunded', async () => {
    const { stripe, intentId, eventsReceived } = await paidIntent();
    const part = await stripe.refunds.create({ payment_intent: intentId, amount: 4000, metadata: { line: 'socks' } });
    expect(part).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 4000,
      currency: 'aed',
      payment_intent: intentId,
    });
    expect(part.metadata).toEqual({ line: 'socks' });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(16500);
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    const refunded = (await eventsReceived()).filter((event) => event.type === 'charge.refunded');
    expect(refunded.map((event) => event.data.object)).toMatchObject([
      { object: 'charge', amount: 20500, amount_refunded: 4000, refunded: false, payment_intent: intentId },
      { object: 'charge', amount: 20500, amount_refunded: 20500, refunded: true, payment_intent: intentId },
    ]);
  });

  it('refuses more than is left with amount_too_large, and an unknown payment intent with 404', async () => {
    const { stripe, intentId } = await paidIntent();
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 20501 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('webhook delivery', () => {
  it('retries an endpoint answering 500 twice: delivered on the third try, every attempt signed', async () => {
    const { stripe, standIn, endpoint } = await setUp([500, 500]);
    const session = await stripe.checkout.sessions.create(sessionParams());
    standIn.expireSession(session.id);
    await standIn.waitForDeliveries();
    expect(standIn.deliveries()).toEqual([{ eventId: standIn.events()[0]!.id, attempts: 3, delivered: true }]);
    expect(endpoint.received).toHaveLength(3);
    expect(new Set(endpoint.received.map((r) => r.rawBody)).size).toBe(1);
    for (const { rawBody, signature } of endpoint.received) {
      expect(webhooks.constructEvent(rawBody, signature, SECRET).type).toBe('checkout.session.expired');
    }
    expect(() =>
      webhooks.constructEvent(endpoint.received[0]!.rawBody, endpoint.received[0]!.signature, 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('failures on demand', () => {
  it('answers the next call to a path with the Stripe error asked for, surfaced by the client by class', async () => {
    const { stripe, standIn } = await setUp();
    standIn.failNext('/v1/checkout/sessions', {
      status: 500,
      error: { type: 'api_error', code: 'lock_timeout', message: 'Try again later.' },
    });
    await expect(stripe.checkout.sessions.create(sessionParams())).rejects.toMatchObject({
      type: 'StripeAPIError',
      code: 'lock_timeout',
    });
    standIn.failNext('/v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'Disputed.' },
    });
    const refusal = await stripe.refunds.create({ payment_intent: 'pi_x' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refusal).toMatchObject({ code: 'charge_disputed' });
    // Only the next call fails.
    await expect(stripe.checkout.sessions.create(sessionParams())).resolves.toMatchObject({ status: 'open' });
  });

  it('drops the connection for reset, and takes the same orders over HTTP for another process', async () => {
    const { stripe, standIn } = await setUp();
    // The client retries a closed connection once even with retries off (stripe-node issue 1040): drop two.
    for (let i = 0; i < 2; i++) {
      const asked = await fetch(`${standIn.url}/_stand-in/fail-next`, {
        method: 'POST',
        body: JSON.stringify({ path: '/v1/checkout/sessions', how: 'reset' }),
      });
      expect(asked.status).toBe(200);
    }
    await expect(stripe.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
  });
});
