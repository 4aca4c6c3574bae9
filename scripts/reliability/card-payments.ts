/**
 * Card payments on the Stripe stand-in (scripts/payments/stripe-stand-in.ts), issue 33:
 * - card-race: 20 shoppers pay by card at once for the last 5 pairs: 5 paid orders, 15 refused at
 *   placement (sold out), stock 0, no pair sold twice;
 * - card-kill: the shop is killed with SIGKILL between the provider's charge and its webhook (or before the
 *   shopper pays): after a restart on the same data the order is paid once, charged once, confirmed once;
 * - card-forged: 1,000 forged webhook calls are each answered 400 and change nothing in orders,
 *   payment_events or outbox.
 * The stand-in's webhook goes through a relay of the scenario's, so that it can point at whichever shop
 * process is running, hold a delivery, or find nobody there.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { deliveryDays } from '#src/commerce/delivery-date.ts';
import type { Db } from '#src/commerce/db/index.ts';
import { openCommerce } from '#src/commerce/runtime.ts';
import { envVar } from '#src/config/env.ts';
import { startStripeStandIn, type StripeStandIn } from '#scripts/payments/stripe-stand-in.ts';
import { signatureHeader } from '#scripts/payments/webhooks.ts';
import { exited, type RunningShop } from '#tests/support/server.ts';
import {
  databaseName,
  sampleVariants,
  startShopOn,
  withScratchData,
  type ScenarioOptions,
  type Verdict,
} from './harness.ts';
import { Shopper, type HttpAnswer } from './shopper.ts';

/** What the order page says once the shop knows the order is paid ('Paid by Visa ending 4242'). */
export const PAID_MARK = 'Paid by';
const PAYING_CARD = {
  email: 'parent@example.ae',
  cardNumber: '4242424242424242',
  cardExpiry: '12 / 34',
  cardCvc: '123',
  billingName: 'Reliability Parent',
};
/** Long enough for a restart of the shop on a loaded machine between two attempts. */
const RETRY = { firstDelayMs: 500, maxDelayMs: 2000, attempts: 90 };

/** Forwards the stand-in's webhook deliveries to the shop process of the moment; 502 when there is none. */
export interface WebhookRelay {
  url: string;
  /** The shop's webhook address, or null: every delivery then fails, as to a dead server. */
  pointAt(url: string | null): void;
  /** Deliveries wait (unanswered) until release(). */
  hold(): void;
  release(): void;
  /** Deliveries that reached the relay. */
  received(): number;
  close(): Promise<void>;
}

export async function startWebhookRelay(): Promise<WebhookRelay> {
  let target: string | null = null;
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  let received = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received++;
      void (async () => {
        await gate;
        const to = target;
        try {
          if (!to) throw new Error('no shop');
          const answer = await fetch(to, {
            method: 'POST',
            body: Buffer.concat(chunks),
            headers: {
              'content-type': request.headers['content-type'] ?? 'application/json',
              'stripe-signature': String(request.headers['stripe-signature'] ?? ''),
            },
            signal: AbortSignal.timeout(10_000),
          });
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        } catch {
          response.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    pointAt: (url) => (target = url),
    hold: () => (gate = new Promise((resolve) => (open = resolve))),
    release: () => open(),
    received: () => received,
    async close() {
      open();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The stand-in, its relay, and the environment that turns card payment on in the shop. */
export interface PaymentsRig {
  standIn: StripeStandIn;
  relay: WebhookRelay;
  secret: string;
  env: NodeJS.ProcessEnv;
  /** Points the relay at this shop's webhook. */
  serve(shop: RunningShop): void;
  close(): Promise<void>;
}

export async function startPaymentsRig(): Promise<PaymentsRig> {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const relay = await startWebhookRelay();
  const standIn = await startStripeStandIn({ port: 0, webhookUrl: relay.url, webhookSecret: secret, retry: RETRY });
  return {
    standIn,
    relay,
    secret,
    env: { STRIPE_SECRET_KEY: 'sk_test_reliability', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: standIn.url },
    serve: (shop) => relay.pointAt(new URL('/webhooks/stripe', shop.baseURL).href),
    async close() {
      await standIn.close();
      await relay.close();
    },
  };
}

/** Places a cart's order through the checkout form, paid as `payment` says; the form's answer. */
export function placeOrder(
  shopper: Shopper,
  cartId: string,
  email: string,
  payment: 'card' | 'cash-on-delivery' = 'card',
): Promise<HttpAnswer> {
  const form = new URLSearchParams({
    email,
    name: 'Reliability Parent',
    phone: '050 123 4567',
    emirate: 'Dubai',
    area: 'Al Barsha',
    address: 'Villa 12, Street 4',
    deliveryDate: deliveryDays(new Date())[0]!,
    payment,
  });
  return shopper.send(`/checkout/${encodeURIComponent(cartId)}`, {
    method: 'POST',
    body: form.toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
}

/** Pays on the stand-in's hosted page with the test card that pays; the page's answer (303 to the shop). */
export async function payOnHostedPage(pageUrl: string): Promise<HttpAnswer> {
  const response = await fetch(pageUrl, {
    method: 'POST',
    body: new URLSearchParams(PAYING_CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

/** The order page's path (/order/<token>) in a return address from the hosted page. */
export const orderPathOf = (returnUrl: string | null): string | null =>
  returnUrl ? (/\/order\/[^/?#]+/.exec(new URL(returnUrl).pathname)?.[0] ?? null) : null;

const sessionOf = (pageUrl: string): string => decodeURIComponent(new URL(pageUrl).pathname.split('/').pop()!);

/** Resolves when every delivery so far is done, or throws after `seconds`. */
async function deliveriesSettled(standIn: StripeStandIn, seconds: number): Promise<void> {
  const timeout = sleep(seconds * 1000).then(() => {
    throw new Error(`webhook deliveries not settled within ${seconds} s`);
  });
  await Promise.race([standIn.waitForDeliveries(), timeout]);
}

/** The database the shop ran on, opened while no server holds it (PGlite allows one process). */
async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const commerce = await openCommerce({ databaseUrl: envVar('DATABASE_URL'), dataDir });
  try {
    return await work(commerce.db);
  } finally {
    await commerce.close();
  }
}

/** Orders whose e-mail carries this run's tag (PostgreSQL is shared with earlier runs and suites). */
async function taggedOrders(db: Db, tag: string) {
  const { rows } = await db.query<{
    id: string;
    email: string;
    financialStatus: string;
    fulfillmentStatus: string;
    paymentReference: string | null;
    paymentFlag: string | null;
    sold: number;
    confirmations: number;
  }>(
    `SELECT o.id, o.email, o.financial_status AS "financialStatus", o.fulfillment_status AS "fulfillmentStatus",
       o.payment_reference AS "paymentReference", o.payment_flag AS "paymentFlag",
       (SELECT coalesce(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS sold,
       (SELECT count(*)::int FROM outbox m WHERE m.kind = 'order-confirmation' AND m.recipient = o.email)
         AS confirmations
     FROM orders o WHERE o.email LIKE $1 ORDER BY o.number`,
    [`%+${tag}-%`],
  );
  return rows;
}

const completedEvents = (standIn: StripeStandIn, sessionId?: string) =>
  standIn
    .events()
    .filter((e) => e.type === 'checkout.session.completed')
    .filter((e) => !sessionId || e.data.object.id === sessionId);

const runTag = () => randomBytes(4).toString('hex');

/** 20 shoppers pay by card at once for the last 5 pairs of a size. */
export async function cardRace({ short }: ScenarioOptions): Promise<Verdict> {
  const SHOPPERS = 20;
  const UNITS = 5;
  const rounds = short ? 1 : 3;
  const name = `card-race (${databaseName()})`;
  const picks = sampleVariants(rounds, 200);
  const problems: string[] = [];
  const tag = runTag();
  const rig = await startPaymentsRig();
  let paidTotal = 0;
  let refusedTotal = 0;
  try {
    await withScratchData(
      picks.map((p) => [p.variantId, UNITS]),
      async (dataDir) => {
        const shop = await startShopOn(dataDir, rig.env);
        rig.serve(shop);
        try {
          const shopper = new Shopper(shop.baseURL);
          for (const [round, pick] of picks.entries()) {
            const at = `round ${round + 1}`;
            const carts = await Promise.all(
              Array.from({ length: SHOPPERS }, async () => {
                const id = await shopper.createCart();
                const added = await shopper.add(id, pick.variantId, 1);
                if (added.status !== 200) throw new Error(`${at}: cart-add answered ${added.status}`);
                return id;
              }),
            );
            // All at once: place by card, then pay on the hosted page as soon as it is offered.
            const outcomes = await Promise.all(
              carts.map(async (cartId, i) => {
                const placed = await placeOrder(shopper, cartId, `parent+${tag}-${round}-${i}@example.ae`);
                const page = placed.location?.startsWith(rig.standIn.url) ? placed.location : null;
                const paid = page ? await payOnHostedPage(page) : null;
                return { placed, page, paid };
              }),
            );
            const offered = outcomes.filter((o) => o.page);
            const refused = outcomes.filter((o) => !o.page);
            refusedTotal += refused.length;
            const crashed = outcomes.filter((o) => o.placed.status >= 500).length;
            if (crashed) problems.push(`${at}: ${crashed} placements answered 5xx`);
            if (offered.length !== UNITS)
              problems.push(`${at}: ${offered.length} card orders placed for ${UNITS} pairs (${SHOPPERS} shoppers)`);
            const odd = refused.filter((o) => o.placed.status !== 422);
            if (odd.length) problems.push(`${at}: refusals answered ${odd.map((o) => o.placed.status).join(', ')}`);
            const notPaid = offered.filter((o) => o.paid?.status !== 303 || !orderPathOf(o.paid.location));
            if (notPaid.length) problems.push(`${at}: ${notPaid.length} hosted-page payments not answered 303`);
            await deliveriesSettled(rig.standIn, 60);
            for (const o of offered) {
              const path = orderPathOf(o.paid?.location ?? null);
              if (!path) continue;
              const page = await shopper.send(path);
              if (page.status !== 200 || !page.body.includes(PAID_MARK)) problems.push(`${at}: ${path} not paid`);
              else paidTotal++;
            }
            const left = (await shopper.stock(pick.productId)).get(pick.variantId);
            if (left !== 0) problems.push(`${at}: stock left ${left}, expected 0`);
          }
        } finally {
          await shop.stop();
        }
        const orders = await withDatabase(dataDir, (db) => taggedOrders(db, tag));
        const paid = orders.filter((o) => o.financialStatus === 'PAID');
        const sold = orders.filter((o) => o.fulfillmentStatus !== 'CANCELLED').reduce((n, o) => n + o.sold, 0);
        if (orders.length !== UNITS * rounds) problems.push(`${orders.length} orders in the database`);
        if (paid.length !== UNITS * rounds) problems.push(`${paid.length} orders PAID in the database`);
        if (sold !== UNITS * rounds) problems.push(`${sold} pairs sold for ${UNITS * rounds}`);
        if (orders.some((o) => o.confirmations !== 1)) problems.push('an order confirmed other than once');
        if (orders.some((o) => o.paymentFlag)) problems.push('an order flagged for the operator');
        const references = new Set(paid.map((o) => o.paymentReference));
        if (references.size !== paid.length) problems.push('two orders share one payment');
        const charges = completedEvents(rig.standIn).length;
        if (charges !== UNITS * rounds) problems.push(`${charges} charges at the stand-in`);
      },
    );
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0]!);
  } finally {
    await rig.close();
  }
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${rounds} rounds × ${SHOPPERS} shoppers paying by card at once for ${UNITS} pairs: ${paidTotal} paid, ` +
        `${refusedTotal} refused at placement, stock 0, each pair sold and charged once`,
  };
}

/**
 * kill -9 between the charge and its notice. Odd rounds: the shopper pays while the delivery is held, the shop
 * is killed as the hosted page answers, and the held delivery finds nobody. Even rounds: the shop is killed
 * first and the shopper pays while it is down. Then the shop restarts on the same data, and its start-up round
 * settles the payment by a look-up; in rounds 2 and 3 of every 4 that look-up fails once, and the stand-in's
 * retried webhook settles it instead. Either way the other one then finds it paid and changes nothing.
 */
export async function cardKill({ short }: ScenarioOptions): Promise<Verdict> {
  const rounds = short ? 2 : 4;
  const name = `card-kill (${databaseName()})`;
  const [pick] = sampleVariants(1, 210);
  const problems: string[] = [];
  const tag = runTag();
  const rig = await startPaymentsRig();
  const settledBy = { startUp: 0, webhook: 0 };
  try {
    await withScratchData([[pick!.variantId, 100]], async (dataDir) => {
      const sessions: string[] = [];
      for (let round = 1; round <= rounds; round++) {
        const at = `round ${round}`;
        const shop = await startShopOn(dataDir, rig.env);
        rig.serve(shop);
        const shopper = new Shopper(shop.baseURL);
        const cartId = await shopper.createCart();
        await shopper.add(cartId, pick!.variantId, 1);
        const placed = await placeOrder(shopper, cartId, `parent+${tag}-${round}@example.ae`);
        const page = placed.location?.startsWith(rig.standIn.url) ? placed.location : null;
        if (!page) {
          problems.push(`${at}: placement answered ${placed.status}, not the hosted page`);
          await shop.stop();
          continue;
        }
        sessions.push(sessionOf(page));
        const before = rig.relay.received();
        let paid: HttpAnswer;
        if (round % 2 === 1) {
          rig.relay.hold();
          paid = await payOnHostedPage(page);
          shop.process.kill('SIGKILL');
          await exited(shop.process);
          rig.relay.pointAt(null);
          rig.relay.release();
        } else {
          shop.process.kill('SIGKILL');
          await exited(shop.process);
          rig.relay.pointAt(null);
          paid = await payOnHostedPage(page);
        }
        const path = orderPathOf(paid.location);
        if (paid.status !== 303 || !path) {
          problems.push(`${at}: the hosted page answered ${paid.status}`);
          continue;
        }
        // The first delivery must have failed: the shop was dead when it came.
        while (rig.relay.received() === before) await sleep(20);
        const first = rig.standIn.deliveries().at(-1);
        if (first?.delivered) problems.push(`${at}: the webhook reached the shop before the kill`);

        // Rounds 2 and 3 of every 4: the start-up round's look-up fails once, so the retried webhook settles it.
        if (round % 4 === 2 || round % 4 === 3)
          rig.standIn.failNext(`/v1/checkout/sessions/${sessions.at(-1)!}`, {
            status: 400,
            error: { type: 'invalid_request_error', message: 'Refused by the scenario: the look-up fails once.' },
          });
        const again = await startShopOn(dataDir, rig.env);
        try {
          rig.serve(again);
          await deliveriesSettled(rig.standIn, 90);
          const delivery = rig.standIn.deliveries().at(-1)!;
          if (!delivery.delivered) problems.push(`${at}: the retried webhook was never taken`);
          if (/settled without a notice: 1 paid/.test(again.output())) settledBy.startUp++;
          else settledBy.webhook++;
          const shown = await new Shopper(again.baseURL).send(path);
          if (!shown.body.includes(PAID_MARK)) problems.push(`${at}: the order page does not say paid`);
        } finally {
          await again.stop();
        }
      }
      const orders = await withDatabase(dataDir, (db) => taggedOrders(db, tag));
      if (orders.length !== sessions.length) problems.push(`${orders.length} orders for ${sessions.length} placed`);
      for (const [i, order] of orders.entries()) {
        const charges = completedEvents(rig.standIn, sessions[i]);
        const intent = charges[0]?.data.object.payment_intent;
        if (order.financialStatus !== 'PAID') problems.push(`order ${i + 1}: ${order.financialStatus}`);
        if (charges.length !== 1) problems.push(`order ${i + 1}: ${charges.length} charges at the stand-in`);
        if (order.paymentReference !== intent) problems.push(`order ${i + 1}: paid with ${order.paymentReference}`);
        if (order.confirmations !== 1) problems.push(`order ${i + 1}: ${order.confirmations} confirmation e-mails`);
        if (order.paymentFlag) problems.push(`order ${i + 1}: flagged ${order.paymentFlag}`);
      }
      if (rig.standIn.events().some((e) => e.type === 'charge.refunded')) problems.push('a charge was refunded');
    });
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0]!);
  } finally {
    await rig.close();
  }
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${rounds} kill -9 rounds between charge and webhook: each order paid once after the restart ` +
        `(${settledBy.startUp} by the start-up round, ${settledBy.webhook} by the retried webhook), ` +
        'one charge, one confirmation e-mail',
  };
}

/** A fingerprint of the tables a notice may change. */
async function fingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of ['orders', 'payment_events', 'outbox']) {
    const { rows } = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]!.n}:${rows[0]!.digest ?? '-'}`);
  }
  return parts.join(' ');
}

/** The forgeries, by kind: each a body and its headers. */
function forgeries(
  count: number,
  secret: string,
  realBodies: string[],
): Array<{ kind: string; body: string; headers: Record<string, string> }> {
  const now = () => Math.floor(Date.now() / 1000);
  const wrong = `whsec_${randomBytes(24).toString('hex')}`;
  const pickReal = (i: number) => realBodies[i % realBodies.length]!;
  const fresh = (body: string) => {
    // A new event id, so that a forgery accepted would not be dropped as a repeat.
    const event = JSON.parse(body) as { id: string };
    return JSON.stringify({ ...event, id: `evt_${randomBytes(12).toString('hex')}` });
  };
  const kinds: Array<(i: number) => { kind: string; body: string; headers: Record<string, string> }> = [
    () => {
      const body = randomBytes(16 + Math.floor(Math.random() * 400)).toString(Math.random() < 0.5 ? 'hex' : 'base64');
      return { kind: 'random body', body, headers: { 'stripe-signature': signatureHeader(body, wrong, now()) } };
    },
    (i) => {
      const body = pickReal(i);
      return {
        kind: 'replayed, re-signed with a wrong secret',
        body,
        headers: { 'stripe-signature': signatureHeader(body, wrong, now()) },
      };
    },
    (i) => {
      const body = fresh(pickReal(i));
      return {
        kind: 'new event, wrong secret',
        body,
        headers: { 'stripe-signature': signatureHeader(body, wrong, now()) },
      };
    },
    (i) => ({ kind: 'no Stripe-Signature', body: fresh(pickReal(i)), headers: {} }),
    (i) => {
      const body = fresh(pickReal(i));
      return {
        kind: 'right secret, timestamp 10 minutes old',
        body,
        headers: { 'stripe-signature': signatureHeader(body, secret, now() - 600) },
      };
    },
    (i) => {
      const signed = fresh(pickReal(i));
      const body = signed.replace(/"amount_total": \d+/, '"amount_total": 1');
      return {
        kind: 'right signature of another body',
        body: body === signed ? `${signed} ` : body,
        headers: { 'stripe-signature': signatureHeader(signed, secret, now()) },
      };
    },
    (i) => {
      const body = fresh(pickReal(i));
      const header = [
        '',
        't=,v1=',
        `t=${now()}`,
        `v1=${randomBytes(32).toString('hex')}`,
        `t=${now()},v0=${signatureHeader(body, secret, now()).split('v1=')[1]}`,
        `t=${now()},v1=${'0'.repeat(64)}`,
        `t=abc,v1=${randomBytes(32).toString('hex')}`,
      ][i % 7]!;
      return { kind: 'malformed Stripe-Signature', body, headers: { 'stripe-signature': header } };
    },
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(Math.floor(i / kinds.length)));
}

/** 1,000 forged webhook calls: every one 400, and orders, payment_events and outbox unchanged. */
export async function cardForged({ short }: ScenarioOptions): Promise<Verdict> {
  const CALLS = short ? 300 : 1000;
  const name = `card-forged (${databaseName()})`;
  const picks = sampleVariants(3, 220);
  const problems: string[] = [];
  const tag = runTag();
  const rig = await startPaymentsRig();
  const statuses = new Map<number, number>();
  const accepted = new Map<string, number>();
  try {
    await withScratchData(
      picks.map((p) => [p.variantId, 100]),
      async (dataDir) => {
        // Orders for the forgeries to aim at: one paid by card, one waiting on its payment page, one cash.
        const shop = await startShopOn(dataDir, rig.env);
        rig.serve(shop);
        const pending: string[] = [];
        try {
          const shopper = new Shopper(shop.baseURL);
          for (const [i, payment] of (['card', 'card', 'cash-on-delivery'] as const).entries()) {
            const cartId = await shopper.createCart();
            await shopper.add(cartId, picks[i]!.variantId, 1);
            const placed = await placeOrder(shopper, cartId, `parent+${tag}-${i}@example.ae`, payment);
            if (placed.status !== 303) throw new Error(`placing a ${payment} order answered ${placed.status}`);
            if (i === 0) await payOnHostedPage(placed.location!);
            if (i === 1) pending.push(sessionOf(placed.location!));
          }
          await deliveriesSettled(rig.standIn, 60);
        } finally {
          await shop.stop();
        }
        const realBodies = rig.standIn.events().map((e) => JSON.stringify(e, null, 2));
        // The paid order's notice aimed at the order still waiting: what a forger would send.
        for (const body of [...realBodies]) {
          const event = JSON.parse(body) as { type: string; data: { object: { id: string } } };
          if (event.type !== 'checkout.session.completed') continue;
          event.data.object.id = pending[0]!;
          realBodies.push(JSON.stringify(event, null, 2));
        }
        const before = await withDatabase(dataDir, fingerprint);

        const again = await startShopOn(dataDir, rig.env);
        try {
          const shopper = new Shopper(again.baseURL);
          const calls = forgeries(CALLS, rig.secret, realBodies);
          let next = 0;
          await Promise.all(
            Array.from({ length: 20 }, async () => {
              while (next < calls.length) {
                const call = calls[next++]!;
                const answer = await shopper.send('/webhooks/stripe', {
                  method: 'POST',
                  body: call.body,
                  contentType: 'application/json',
                  headers: call.headers,
                });
                statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
                if (answer.status !== 400) accepted.set(call.kind, (accepted.get(call.kind) ?? 0) + 1);
              }
            }),
          );
        } finally {
          await again.stop();
        }
        const after = await withDatabase(dataDir, fingerprint);
        if (before !== after) problems.push(`tables changed: before ${before}; after ${after}`);
        const orders = await withDatabase(dataDir, (db) => taggedOrders(db, tag));
        const states = orders.map((o) => o.financialStatus).join(', ');
        if (states !== 'PAID, PENDING, PENDING') problems.push(`orders ${states}, expected PAID, PENDING, PENDING`);
      },
    );
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0]!);
  } finally {
    await rig.close();
  }
  for (const [kind, n] of accepted) problems.push(`${n} × ${kind} not answered 400`);
  const counted = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${CALLS} forged webhook calls (random, replayed with a wrong secret, unsigned, old, tampered, malformed): ` +
        `${counted}; orders, payment_events and outbox unchanged`,
  };
}
