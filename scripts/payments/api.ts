/**
 * Stripe's HTTP API, for the calls the shop makes: Checkout Sessions (create, retrieve, expire), Refunds and
 * PaymentIntents. Bearer test keys, form-encoded bodies, JSON answers and Stripe's Idempotency-Key rules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalidRequest, StripeFailure } from './errors.ts';
import { decodeForm, type Form } from './form.ts';
import { sendJson } from './http-io.ts';
import { newId, unixNow, type Ledger } from './ledger.ts';
import { list, sessionParams } from './session-params.ts';

export interface ApiContext {
  ledger: Ledger;
  baseUrl: string;
  apiVersion: string;
  /** Set while a request runs, for the events it causes (`event.request`). */
  request: { id: string | null; idempotency_key: string | null };
  eventById(id: string): object | undefined;
}

interface Remembered {
  fingerprint: string;
  status: number;
  body: unknown;
}

type Route = (match: string[], form: Form, ctx: ApiContext) => { status?: number; body: unknown };

const ROUTES: [string, RegExp, Route][] = [
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    (_, form, ctx) => {
      const session = ctx.ledger.createSession(sessionParams(form, unixNow()), ctx.baseUrl);
      return { body: ctx.ledger.view(session, expandOf(form)) };
    },
  ],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, ([id], form, ctx) => viewOf(ctx, ctx.ledger.session(id!), form)],
  [
    'POST',
    /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    ([id], form, ctx) => viewOf(ctx, ctx.ledger.expire(id!), form),
  ],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([id], form, ctx) => viewOf(ctx, ctx.ledger.intent(id!), form)],
  ['POST', /^\/v1\/refunds$/, (_, form, ctx) => viewOf(ctx, ctx.ledger.refund(form), form)],
  [
    'GET',
    /^\/v1\/events\/([^/]+)$/,
    ([id], _, ctx) => {
      const event = ctx.eventById(id!);
      if (!event) throw invalidRequest(`No such event: '${id}'`, 'resource_missing', 'id', 404);
      return { body: event };
    },
  ],
];

export class StripeApi {
  private readonly remembered = new Map<string, Remembered>();
  private readonly ctx: ApiContext;

  constructor(ctx: ApiContext) {
    this.ctx = ctx;
  }

  handle(request: IncomingMessage, response: ServerResponse, url: URL, body: string): void {
    const requestId = newId('req_', 14);
    const headers = { 'request-id': requestId, 'stripe-version': this.ctx.apiVersion };
    const answer = (status: number, payload: unknown, more: Record<string, string> = {}) =>
      sendJson(response, status, payload, { ...headers, ...more });
    const refusal = authRefusal(request.headers.authorization);
    if (refusal) return answer(401, { error: refusal });
    const method = request.method ?? 'GET';
    const found = ROUTES.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!found) {
      return answer(404, {
        error: {
          type: 'invalid_request_error',
          message:
            `Unrecognized request URL (${method}: ${url.pathname}). ` +
            'Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
        },
      });
    }
    const form = decodeForm(method === 'GET' ? url.search.slice(1) : body);
    const key = method === 'POST' ? headerOf(request, 'idempotency-key') : undefined;
    const fingerprint = `${method} ${url.pathname} ${stableJson(form)}`;
    const earlier = key === undefined ? undefined : this.remembered.get(key);
    if (key !== undefined && earlier) {
      if (earlier.fingerprint !== fingerprint) return answer(400, { error: idempotencyMismatch(key) });
      return answer(earlier.status, earlier.body, { 'idempotency-key': key, 'idempotent-replayed': 'true' });
    }
    this.ctx.request = { id: requestId, idempotency_key: key ?? null };
    let status: number;
    let payload: unknown;
    try {
      const match = found[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
      const result = found[2](match, form, this.ctx);
      status = result.status ?? 200;
      payload = result.body;
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      payload = { error: error.body };
    } finally {
      this.ctx.request = { id: null, idempotency_key: null };
    }
    // As Stripe: a request refused before it ran (invalid parameters) may be sent again with the same key.
    if (key !== undefined && !(status === 400 && isParameterRefusal(payload))) {
      this.remembered.set(key, { fingerprint, status, body: payload });
    }
    answer(status, payload, key === undefined ? {} : { 'idempotency-key': key });
  }
}

function viewOf(ctx: ApiContext, object: Record<string, unknown>, form: Form) {
  return { body: ctx.ledger.view(object, expandOf(form)) };
}

function expandOf(form: Form): string[] {
  return list(form, 'expand') ?? [];
}

/** A refusal of the parameters themselves, given before anything ran: Stripe's refusals without a code too. */
function isParameterRefusal(payload: unknown): boolean {
  const error = (payload as { error?: { type?: string; code?: string } }).error;
  return error?.type === 'invalid_request_error' && (!error.code || error.code.startsWith('parameter'));
}

/** Stripe takes a secret test key as Bearer (the client's way) or as Basic's user name (curl -u sk_test_…:). */
function authRefusal(header: string | undefined) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (!key) {
    return {
      type: 'invalid_request_error',
      message:
        'You did not provide an API key. You need to provide your API key in the Authorization header, ' +
        "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    };
  }
  if (/^(sk|rk)_test_\w+$/.test(key)) return undefined;
  const masked = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
  return { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` };
}

function idempotencyMismatch(key: string) {
  return {
    type: 'idempotency_error',
    message:
      'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
      `Try using a key other than '${key}' if you meant to execute a different request.`,
  };
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The same parameters in any order give the same fingerprint. */
function stableJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}
