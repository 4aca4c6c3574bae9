/**
 * The back office's exports on the server (docs/admin.md "Exports"): the screen, and the two CSV files it
 * links to, owner only. A file is streamed: the engine hands it over in keyset pages of a few hundred rows
 * (src/commerce/back-office/exports.ts), each written to the answer's stream as it is read and then dropped,
 * so a month of orders never sits in memory. The headings are in the language asked for (`lang`), the amounts
 * in dirhams with two decimals, the total before VAT computed from the stored total and VAT.
 */
import { stringify } from 'csv-stringify/sync';
import {
  parseExportRange,
  type ExportPage,
  type OrderCursor,
  type OrderExportRow,
  type SubscriberExportRow,
} from '#src/commerce/back-office/exports.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { errorResponse, jsonError, requestLocale } from '#src/http/guard.ts';
import { staffForCall, staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { adminExportsMessages } from './messages.ts';

export interface ExportsShown {
  staff: StaffMember;
  /** The range the form offers first: last month, in shop days. */
  from: string;
  to: string;
}

/** The month before today's, in shop time (UTC+4): '2026-10-01' … '2026-10-31'. */
export function lastMonth(now: Date = new Date()): { from: string; to: string } {
  const shop = new Date(now.getTime() + 4 * 3_600_000);
  const first = new Date(Date.UTC(shop.getUTCFullYear(), shop.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(shop.getUTCFullYear(), shop.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export async function exportsRequest(context: AdminContext, locale: Locale): Promise<Response | ExportsShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  return { staff, ...lastMonth() };
}

const amount = (fils: number): string => filsToDecimal(fils);

function orderRecord(row: OrderExportRow): string[] {
  return [
    String(row.number),
    row.placedAt,
    row.customerName,
    row.email,
    row.emirate,
    row.paymentMethod,
    row.financialStatus,
    row.fulfillmentStatus,
    amount(row.merchandiseFils),
    amount(row.discountFils),
    amount(row.shippingFils),
    amount(row.codFeeFils),
    amount(row.totalFils),
    amount(row.vatFils),
    amount(row.totalFils - row.vatFils),
    amount(row.refundedFils),
    amount(row.returnedFils),
  ];
}

/**
 * A CSV answer whose body pulls one page at a time: the first pull writes the byte order mark (spreadsheets
 * then read the Arabic names as UTF-8) and the headings; each later pull one page of rows.
 */
function csvStream<Row, Cursor>(
  headings: string[],
  page: (cursor: Cursor | null) => Promise<ExportPage<Row, Cursor>>,
  record: (row: Row) => string[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${stringify([headings])}`));
          return;
        }
        const { rows, next } = await page(cursor);
        if (rows.length > 0) controller.enqueue(encoder.encode(stringify(rows.map(record))));
        if (next === null) controller.close();
        else cursor = next;
      },
    },
    // One page ahead at most: the stream waits for the client rather than reading the month into memory.
    { highWaterMark: 1 },
  );
}

const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

const askedLocale = (request: Request, url: URL): Locale => {
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : requestLocale(request);
};

/** GET /api/admin/exports/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&lang=ar] */
export async function ordersCsvResponse(request: Request, url: URL): Promise<Response> {
  const locale = askedLocale(request, url);
  try {
    const { engine } = await getCommerce();
    const staff = await staffForCall(request, engine, 'owner');
    if (staff instanceof Response) return staff;
    const t = adminExportsMessages[locale];
    const range = parseExportRange(url.searchParams.get('from'), url.searchParams.get('to'));
    if (typeof range === 'string') return jsonError(400, range, t.problems[range]);
    await engine.recordExport({ id: staff.id, email: staff.email }, 'orders', range);
    const body = csvStream<OrderExportRow, OrderCursor>(
      Object.values(t.orderColumns),
      (cursor) => engine.orderExportPage(range, cursor),
      orderRecord,
    );
    return new Response(body, { headers: csvHeaders(fill(t.fileName.orders, { ...range })) });
  } catch (error) {
    return errorResponse(error, url.pathname, locale);
  }
}

/** GET /api/admin/exports/subscribers.csv[?lang=ar] */
export async function subscribersCsvResponse(request: Request, url: URL): Promise<Response> {
  const locale = askedLocale(request, url);
  try {
    const { engine } = await getCommerce();
    const staff = await staffForCall(request, engine, 'owner');
    if (staff instanceof Response) return staff;
    const t = adminExportsMessages[locale];
    await engine.recordExport({ id: staff.id, email: staff.email }, 'subscribers', null);
    const body = csvStream(
      Object.values(t.subscriberColumns),
      (after: string | null) => engine.subscriberExportPage(after),
      (row: SubscriberExportRow) => [row.email, new Date(row.subscribedAt).toISOString()],
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, { headers: csvHeaders(fill(t.fileName.subscribers, { day })) });
  } catch (error) {
    return errorResponse(error, url.pathname, locale);
  }
}
