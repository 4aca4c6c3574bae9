/**
 * A local stand-in for Stripe that speaks Stripe's own HTTP API, for the calls the shop makes (Checkout
 * Sessions, Refunds, PaymentIntents), with the hosted payment page and signed webhooks, so that the real
 * `stripe` client, pointed here by its `host`, `port` and `protocol` options, works unchanged in tests,
 * demos and local trying.
 *
 *   node scripts/payments/stripe-stand-in.ts --port 12111 --webhook http://localhost:4321/webhooks/stripe \
 *     --secret whsec_…
 *
 * Tests in this process use startStripeStandIn(); tests in another one use the controls under /_stand-in/.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { z } from 'zod';
import { StripeApi, type ApiContext } from './api.ts';
import { CheckoutPage } from './checkout-page.ts';
import { StripeFailure, type StripeErrorBody } from './errors.ts';
import { BodyTooLarge, readBody, sendJson } from './http-io.ts';
import { Ledger, newId, unixNow } from './ledger.ts';
import { DEFAULT_RETRY, WebhookSender, type Delivery, type RetryOptions } from './webhooks.ts';

export interface StandInOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; without it they are only kept (events()). */
  webhookUrl?: string;
  webhookSecret: string;
  /** Shown on the hosted page; default "Lucky Shoes". */
  merchantName?: string;
  retry?: Partial<RetryOptions>;
}

/** How the next call to a path fails: a Stripe error, no answer at all, or a dropped connection. */
export type Failure = { status: number; error: StripeErrorBody } | 'hang' | 'reset';

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface StripeStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Expires an open session now, as POST /v1/checkout/sessions/:id/expire does; throws Stripe's refusal. */
  expireSession(id: string): Record<string, unknown>;
  failNext(path: string, how: Failure): void;
  events(): StandInEvent[];
  deliveries(): Delivery[];
  waitForDeliveries(): Promise<void>;
}

const FailureSchema = z.union([
  z.literal('hang'),
  z.literal('reset'),
  z.object({
    status: z.number().int().min(400).max(599),
    error: z.object({
      type: z.string(),
      code: z.string().optional(),
      message: z.string(),
      param: z.string().optional(),
      doc_url: z.string().optional(),
      decline_code: z.string().optional(),
    }),
  }),
]);
const FailNextSchema = z.object({ path: z.string().startsWith('/'), how: FailureSchema });

/** Sessions past their expires_at are expired within this long, as Stripe does it (within minutes, there). */
const EXPIRY_SWEEP_MS = 1000;

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const sender = options.webhookUrl
    ? new WebhookSender(new URL(options.webhookUrl).href, options.webhookSecret, retry)
    : undefined;
  const events: StandInEvent[] = [];
  const failures = new Map<string, Failure[]>();
  const ctx: ApiContext = {
    ledger: new Ledger((type, object) => {
      const event: StandInEvent = {
        id: newId('evt_'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixNow(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: sender ? 1 : 0,
        request: { ...ctx.request },
        type,
      };
      events.push(event);
      sender?.send(event);
    }),
    baseUrl: '',
    apiVersion: Stripe.API_VERSION,
    request: { id: null, idempotency_key: null },
    eventById: (id) => events.find((event) => event.id === id),
  };
  const api = new StripeApi(ctx);
  const page = new CheckoutPage(ctx.ledger, options.merchantName ?? 'Lucky Shoes');

  const failNext = (path: string, how: Failure) => failures.set(path, [...(failures.get(path) ?? []), how]);
  const expireSession = (id: string) => ctx.ledger.view(ctx.ledger.expire(id), []);

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const failure = failures.get(url.pathname)?.shift();
    if (failure === 'hang') return;
    if (failure === 'reset') return void request.socket.destroy();
    if (failure) return sendJson(response, failure.status, { error: failure.error });
    let body: string;
    try {
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return sendJson(response, 413, { error: { type: 'invalid_request_error', message: 'Request too large.' } });
    }
    if (url.pathname.startsWith('/v1/')) return api.handle(request, response, url, body);
    if (url.pathname.startsWith('/c/pay/')) return page.handle(request, response, url, body);
    if (url.pathname.startsWith('/_stand-in/')) return control(request.method ?? 'GET', url.pathname, body, response);
    sendJson(response, 404, { error: { type: 'invalid_request_error', message: `Nothing at ${url.pathname}.` } });
  }

  /** The same controls as the JS API, for tests that run the stand-in in another process. */
  function control(method: string, path: string, body: string, response: ServerResponse): void {
    if (method === 'POST' && path === '/_stand-in/fail-next') {
      const parsed = FailNextSchema.safeParse(safeJson(body));
      if (!parsed.success) return sendJson(response, 400, { error: z.prettifyError(parsed.error) });
      failNext(parsed.data.path, parsed.data.how);
      return sendJson(response, 200, { ok: true });
    }
    const expire = /^\/_stand-in\/expire\/([^/]+)$/.exec(path);
    if (method === 'POST' && expire) {
      try {
        return sendJson(response, 200, expireSession(decodeURIComponent(expire[1]!)));
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        return sendJson(response, error.status, { error: error.body });
      }
    }
    if (method === 'GET' && path === '/_stand-in/events') return sendJson(response, 200, events);
    if (method === 'GET' && path === '/_stand-in/deliveries')
      return sendJson(response, 200, sender?.deliveries() ?? []);
    sendJson(response, 404, { error: `No control at ${method} ${path}.` });
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      // A fault of the stand-in itself: answered as Stripe answers its own, and shown to whoever runs it.
      console.error(error);
      if (!response.headersSent) {
        sendJson(response, 500, { error: { type: 'api_error', message: 'The stand-in failed on this request.' } });
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  ctx.baseUrl = url;

  const sweep = setInterval(() => {
    const now = unixNow();
    for (const session of ctx.ledger.sessions.values()) {
      if (session.status === 'open' && session.expires_at <= now) ctx.ledger.expire(session.id);
    }
  }, EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    url,
    port,
    async close() {
      clearInterval(sweep);
      sender?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    expireSession,
    failNext,
    events: () => [...events],
    deliveries: () => sender?.deliveries() ?? [],
    waitForDeliveries: () => sender?.settled() ?? Promise.resolve(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const USAGE = `Usage: node scripts/payments/stripe-stand-in.ts [--port 12111] [--host 127.0.0.1]
  [--webhook <url> --secret <whsec_…>] [--merchant "Lucky Shoes"]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '12111' },
      host: { type: 'string' },
      webhook: { type: 'string' },
      secret: { type: 'string' },
      merchant: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (values.webhook && !values.secret)) {
    console.error(USAGE);
    process.exit(2);
  }
  const standIn = await startStripeStandIn({
    port,
    host: values.host,
    webhookUrl: values.webhook,
    webhookSecret: values.secret ?? '',
    merchantName: values.merchant,
  });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
