/**
 * What POST /v1/checkout/sessions accepts, checked as Stripe checks it: the parameters the shop sends, with
 * Stripe's refusals (missing, unknown, not an integer, expiry out of range, mixed currencies).
 */
import { invalidRequest, missingParam, unknownParam } from './errors.ts';
import type { Form, FormValue } from './form.ts';

export interface SessionLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface SessionParams {
  lines: SessionLine[];
  currency: string;
  successUrl: string;
  cancelUrl: string | null;
  customerEmail: string | null;
  locale: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  paymentMethodTypes: string[];
  expiresAt: number;
}

const TOP = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'locale',
  'client_reference_id',
  'metadata',
  'expires_at',
  'payment_method_types',
  'payment_intent_data',
  'expand',
];

/** The stand-in's pages speak these two; `auto` follows the browser's Accept-Language. */
export const LOCALES = ['auto', 'en', 'ar'];

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;

export function sessionParams(form: Form, now: number): SessionParams {
  for (const key of Object.keys(form)) if (!TOP.includes(key)) throw unknownParam(key);
  const mode = text(form, 'mode');
  if (mode === undefined) throw missingParam('mode');
  if (mode !== 'payment') {
    throw invalidRequest(`Invalid mode: the stand-in takes only payment (got '${mode}').`, undefined, 'mode');
  }
  const successUrl = text(form, 'success_url');
  if (!successUrl) throw missingParam('success_url');
  const lines = lineItems(form.line_items);
  const currency = oneCurrency(form.line_items as Form[]);
  const locale = text(form, 'locale') ?? null;
  if (locale !== null && !LOCALES.includes(locale)) {
    throw invalidRequest(`Invalid locale: must be one of ${LOCALES.join(', ')}`, undefined, 'locale');
  }
  const intentData = record(form, 'payment_intent_data');
  for (const key of Object.keys(intentData)) {
    if (key !== 'metadata') throw unknownParam(`payment_intent_data[${key}]`);
  }
  return {
    lines,
    currency,
    successUrl,
    cancelUrl: text(form, 'cancel_url') ?? null,
    customerEmail: text(form, 'customer_email') ?? null,
    locale,
    clientReferenceId: text(form, 'client_reference_id') ?? null,
    metadata: metadata(form, 'metadata'),
    paymentIntentMetadata: metadata(intentData, 'metadata', 'payment_intent_data[metadata]'),
    paymentMethodTypes: list(form, 'payment_method_types') ?? ['card'],
    expiresAt: expiresAt(form, now),
  };
}

function lineItems(value: FormValue | undefined): SessionLine[] {
  if (value === undefined) throw missingParam('line_items');
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidRequest('Invalid array', 'parameter_invalid_empty', 'line_items');
  }
  return value.map((item, i) => {
    const at = `line_items[${i}]`;
    if (typeof item !== 'object' || Array.isArray(item)) throw invalidRequest('Invalid object', undefined, at);
    const priceData = record(item, 'price_data', `${at}[price_data]`);
    if (Object.keys(priceData).length === 0) throw missingParam(`${at}[price_data]`);
    const product = record(priceData, 'product_data', `${at}[price_data][product_data]`);
    const name = text(product, 'name');
    if (!name) throw missingParam(`${at}[price_data][product_data][name]`);
    const unitAmount = integer(priceData, 'unit_amount', `${at}[price_data][unit_amount]`);
    if (unitAmount === undefined) throw missingParam(`${at}[price_data][unit_amount]`);
    const quantity = integer(item, 'quantity', `${at}[quantity]`);
    if (quantity === undefined) throw missingParam(`${at}[quantity]`);
    if (unitAmount < 0 || quantity < 1) {
      throw invalidRequest('This value must be greater than or equal to 1.', undefined, `${at}[quantity]`);
    }
    return { name, unitAmount, quantity };
  });
}

function oneCurrency(items: Form[]): string {
  const currencies = items.map((item, i) => {
    const currency = text(record(item, 'price_data'), 'currency');
    if (!currency) throw missingParam(`line_items[${i}][price_data][currency]`);
    if (!/^[a-z]{3}$/.test(currency)) {
      throw invalidRequest(`Invalid currency: ${currency}.`, undefined, `line_items[${i}][price_data][currency]`);
    }
    return currency;
  });
  if (new Set(currencies).size > 1) {
    throw invalidRequest(
      'All line items must have the same currency. Multiple currencies were found: ' +
        [...new Set(currencies)].join(', '),
      undefined,
      'line_items',
    );
  }
  return currencies[0]!;
}

function expiresAt(form: Form, now: number): number {
  const at = integer(form, 'expires_at', 'expires_at');
  if (at === undefined) return now + MAX_EXPIRY_S;
  if (at < now + MIN_EXPIRY_S) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      undefined,
      'expires_at',
    );
  }
  if (at > now + MAX_EXPIRY_S) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      undefined,
      'expires_at',
    );
  }
  return at;
}

export function text(form: Form, key: string): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest('Invalid string', undefined, key);
  return value;
}

export function integer(form: Form, key: string, param: string): number | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', param);
  }
  return Number(value);
}

export function record(form: Form, key: string, param = key): Form {
  const value = form[key];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid object', undefined, param);
  return value;
}

export function list(form: Form, key: string): string[] | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw invalidRequest('Invalid array', undefined, key);
  }
  return value as string[];
}

/** Stripe's metadata: string values; an empty value (`metadata[key]=`) removes the key. */
export function metadata(form: Form, key: string, param = key): Record<string, string> {
  const entries = Object.entries(record(form, key, param)).map(([name, value]) => {
    if (typeof value !== 'string') throw invalidRequest('Invalid string', undefined, `${param}[${name}]`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}
