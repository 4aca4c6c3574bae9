/**
 * The back office's orders on the server (docs/admin.md "Orders"): each request checks the staff member first
 * (staffForPage, staffForCall), then reads or changes through the engine. The list reads its filters from the
 * URL (a GET form); an order's actions are forms posted to the order's own page, each one engine operation
 * with the staff member as its actor, answered by a redirect back to the order with a notice, or the order
 * shown again with the refusal in the page's language.
 */
import type { AstroGlobal } from 'astro';
import type { OrderForStaff, OrderListFilter, OrderListRow } from '#src/commerce/admin-orders.ts';
import { OrderRefusal, type OrderRefusalCode } from '#src/commerce/errors.ts';
import { parseOrderNumber } from '#src/commerce/orders.ts';
import { orderRefusalMessages } from '#src/commerce/refusal-messages.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { Actor } from '#src/commerce/staff/audit.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { backOffice } from '#src/config/back-office.ts';
import { EMIRATES, type Emirate } from '#src/config/delivery.ts';
import { FINANCIAL_STATUSES, type FinancialStatus } from '#src/config/payments.ts';
import { returns } from '#src/config/money.ts';
import { FULFILLMENT_STATUSES, type FulfillmentStatus } from '#src/commerce/orders.ts';
import { ApiError, parseFormBody, requestLocale } from '#src/http/guard.ts';
import { staffForCall, staffForPage } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { unitMessages } from '#src/i18n/units.ts';
import { adminOrderMessages } from './messages.ts';
import { orderPath, orderRowWords } from './order-words.ts';

export type AdminOrdersContext = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'redirect' | 'response'>;

/** The list's filters as the URL carries them (the GET form's fields). */
export interface ListQuery {
  q: string;
  fulfilment: FulfillmentStatus | '';
  payment: FinancialStatus | '';
  emirate: Emirate | '';
  from: string;
  to: string;
  /** The page's cursor: orders older than `before`, or newer than `after` (src/commerce/admin-orders.ts). */
  before: number | null;
  after: number | null;
}

export interface OrderListShown {
  staff: StaffMember;
  query: ListQuery;
  rows: OrderListRow[];
  /** The cursors of the pages beside this one, null where there is none. */
  older: number | null;
  newer: number | null;
  /** The newest order of the shop: the browser asks for orders after it. */
  newest: number;
  /** New orders go straight into the table: the first page with no filter; else a notice offers them. */
  live: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';
const day = (value: string | null): string => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function listQueryOf(url: URL): ListQuery {
  const p = url.searchParams;
  const number = (name: string) => {
    const value = Number(p.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  };
  return {
    q: (p.get('q') ?? '').trim().slice(0, 200),
    fulfilment: oneOf(FULFILLMENT_STATUSES, p.get('fulfilment')),
    payment: oneOf(FINANCIAL_STATUSES, p.get('payment')),
    emirate: oneOf(EMIRATES, p.get('emirate')),
    from: day(p.get('from')),
    to: day(p.get('to')),
    before: number('before'),
    after: number('after'),
  };
}

/** The URL of the list with `query`, leaving out what is empty. */
export function listHref(base: string, query: ListQuery, page: { before?: number; after?: number } = {}): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'fulfilment', 'payment', 'emirate', 'from', 'to'] as const)
    if (query[key]) params.set(key, query[key]);
  if (page.before) params.set('before', String(page.before));
  if (page.after) params.set('after', String(page.after));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

const filterOf = (query: ListQuery): OrderListFilter => ({
  search: query.q || null,
  fulfillment: query.fulfilment || null,
  financial: query.payment || null,
  emirate: query.emirate || null,
  from: query.from || null,
  to: query.to || null,
  before: query.before,
  after: query.after,
  perPage: backOffice.ordersPerPage,
});

export async function orderListRequest(
  context: AdminOrdersContext,
  locale: Locale,
): Promise<Response | OrderListShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale);
  if (staff instanceof Response) return staff;
  const query = listQueryOf(context.url);
  const [page, newest] = await Promise.all([engine.searchOrders(filterOf(query)), engine.ordersNewerThan(0, 1)]);
  const filtered = ['q', 'fulfilment', 'payment', 'emirate', 'from', 'to'].some(
    (key) => query[key as keyof ListQuery] !== '',
  );
  return {
    staff,
    query,
    rows: page.orders,
    older: page.older,
    newer: page.newer,
    newest: newest[0]?.number ?? 0,
    live: page.newer === null && !filtered,
  };
}

/** GET /api/admin/orders/newer?than=N: the orders placed since N, in words of the request's language. */
export async function newerOrdersAnswer(request: Request, url: URL): Promise<Response> {
  const { engine } = await getCommerce();
  const staff = await staffForCall(request, engine);
  if (staff instanceof Response) return staff;
  const than = Number(url.searchParams.get('than'));
  if (!Number.isSafeInteger(than) || than < 0)
    return Response.json(
      { error: 'than must be an order number', code: 'invalid_than' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  const locale = requestLocale(request);
  const orders = await engine.ordersNewerThan(than);
  const t = adminOrderMessages[locale].list;
  return Response.json(
    {
      newest: orders[0]?.number ?? than,
      count: orders.length,
      notice: plural(locale, t.newOrders, orders.length),
      orders: orders.map((row) => orderRowWords(row, locale)),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export type OrderNotice = keyof (typeof adminOrderMessages)['en']['notices'];
const NOTICES: readonly OrderNotice[] = ['shipped', 'delivered', 'collected', 'cancelled', 'returned', 'exchanged'];

export interface OrderShown {
  staff: StaffMember;
  number: number;
  found: OrderForStaff | null;
  notice: OrderNotice | null;
  problem: string | null;
}

/** A refusal of the engine in the page's language, its placeholders filled as the command line fills them. */
export function refusalWords(code: OrderRefusalCode, locale: Locale, number: number, detail = ''): string {
  const days = unitMessages[locale].days;
  return fill(orderRefusalMessages[locale][code], {
    order: `#${number}`,
    returnPeriod: plural(locale, days, returns.returnDays),
    exchangePeriod: plural(locale, days, returns.exchangeDays),
    detail,
  });
}

const count = (value: string | undefined): number => {
  const n = Number(value ?? '');
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) ? n : NaN;
};

class FormInvalid extends Error {}

/** Runs the action a form names, as `by`; the notice to show after it. */
async function runAction(
  form: Record<string, string>,
  number: number,
  by: Actor,
  engine: Awaited<ReturnType<typeof getCommerce>>['engine'],
): Promise<OrderNotice> {
  switch (form.action) {
    case 'ship': {
      const carrier = (form.carrier ?? '').trim().slice(0, 100);
      const trackingNumber = (form.tracking ?? '').trim().slice(0, 100);
      await engine.shipOrder(
        number,
        { carrier: carrier || undefined, trackingNumber: trackingNumber || undefined },
        by,
      );
      return 'shipped';
    }
    case 'deliver':
      await engine.deliverOrder(number, null, by);
      return 'delivered';
    case 'collect':
      await engine.markOrderPaid(number, by);
      return 'collected';
    case 'cancel':
      if (form.confirm !== 'yes') throw new FormInvalid();
      await engine.cancelOrder(number, by);
      return 'cancelled';
    case 'return': {
      const pairs = Object.entries(form)
        .filter(([key, value]) => /^line-\d{1,3}$/.test(key) && value.trim() !== '' && value.trim() !== '0')
        .map(([key, value]) => ({ line: Number(key.slice(5)), quantity: count(value) }));
      if (pairs.length === 0 || pairs.some((p) => !Number.isInteger(p.quantity) || p.quantity < 1))
        throw new FormInvalid();
      await engine.returnOrderLines(number, pairs, by);
      return 'returned';
    }
    case 'exchange': {
      const line = count(form.line);
      const size = count(form.size);
      const quantity = form.quantity === undefined || form.quantity === '' ? 1 : count(form.quantity);
      if ([line, size, quantity].some(Number.isNaN) || quantity < 1) throw new FormInvalid();
      await engine.exchangeOrderLine(number, { line, size, quantity }, by);
      return 'exchanged';
    }
    default:
      throw new FormInvalid();
  }
}

export async function orderRequest(context: AdminOrdersContext, locale: Locale): Promise<Response | OrderShown> {
  const { request, response } = context;
  const { engine, deliverMail } = await getCommerce();
  const staff = await staffForPage(context, engine, locale);
  if (staff instanceof Response) return staff;
  const number = parseOrderNumber(context.params.number ?? '') ?? 0;
  const t = adminOrderMessages[locale].order;
  let problem: string | null = null;
  if (request.method === 'POST') {
    try {
      const form = await parseFormBody(request);
      const notice = await runAction(form, number, { id: staff.id, email: staff.email }, engine);
      deliverMail();
      return context.redirect(`${orderPath(locale, number)}?done=${notice}`, 303);
    } catch (error) {
      if (error instanceof OrderRefusal) {
        response.status = error.code === 'order_not_found' ? 404 : 409;
        problem = fill(t.problem, { reason: refusalWords(error.code, locale, number, error.message) });
      } else if (error instanceof FormInvalid) {
        response.status = 422;
        problem = t.invalid;
      } else if (error instanceof ApiError) {
        response.status = error.status;
        problem = t.invalid;
      } else throw error;
    }
  }
  const found = number > 0 ? await engine.orderForStaff(number) : null;
  if (!found) response.status = 404;
  const done = context.url.searchParams.get('done');
  const notice = problem === null ? (NOTICES.find((n) => n === done) ?? null) : null;
  return { staff, number, found, notice, problem };
}

export interface PackingSlipShown {
  staff: StaffMember;
  found: OrderForStaff | null;
}

export async function packingSlipRequest(
  context: AdminOrdersContext,
  locale: Locale,
): Promise<Response | PackingSlipShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale);
  if (staff instanceof Response) return staff;
  const number = parseOrderNumber(context.params.number ?? '');
  const found = number === null ? null : await engine.orderForStaff(number);
  if (!found) context.response.status = 404;
  return { staff, found };
}
