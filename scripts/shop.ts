/**
 * The operator's command line: `npm run shop -- <command>`. Orders, discount
 * codes, stock, reviews and the e-mail outbox, straight on the shop's database.
 * With the embedded database it needs the server stopped (PGlite is
 * single-process); with DATABASE_URL=postgres://… it runs beside the servers.
 */
import { parseArgs } from 'node:util';
import { FeedError } from '../src/catalogue/load.ts';
import { readEnvOrExit } from '../src/config/env.ts';
import { DatabaseSetupError, describeDatabase, databaseConfigFromEnv, type Db } from '../src/commerce/db/index.ts';
import { addCode, disableCode, listCodes, DiscountCodeError, type DiscountCode } from '../src/commerce/discounts.ts';
import { setStock, StockError } from '../src/commerce/inventory.ts';
import { readOutbox } from '../src/commerce/mail/outbox.ts';
import { listOrders, markFulfilled, orderByNumber, parseOrderNumber, type Order } from '../src/commerce/orders.ts';
import { openCommerce, type LocalCommerce } from '../src/commerce/runtime.ts';
import { markDelivered } from '../src/commerce/order-delivery.ts';
import {
  decideReview,
  listReviews,
  reviewRatings,
  type ReviewForOperator,
  type ReviewStatus,
} from '../src/commerce/reviews.ts';
import { writeRatings, ratingsFile } from '../src/features/reviews/ratings.server.ts';
import { decimalToFils, formatAed } from '../src/i18n/format.ts';

const USAGE = `Usage: npm run shop -- <command>

  orders [--unfulfilled | --fulfilled] [--limit N]   list orders, newest first
  order <number>                                     one order in full (e.g. 1001 or #1001)
  fulfil <number>                                    mark an order shipped
  deliver <number>                                   mark an order delivered (its buyer may then review it)
  reviews [list] [--pending | --approved | --rejected] reviews from buyers, oldest first (all by default)
  reviews approve <id> | reviews reject <id>         show a review on its product page, or not; rewrites
                                                     DATA_DIR/review-ratings.json for the next build's JSON-LD
  codes                                              list discount codes
  code-add <CODE> (--percent N | --fixed AED) [--min AED] [--from DATE] [--until DATE] [--limit USES]
                                                     add a discount code
  code-disable <CODE>                                stop a code from applying
  stock <variantId>                                  a variant's live stock
  stock-set <variantId> <count>                      set a variant's live stock
  outbox [--limit N] [--to EMAIL]                    the e-mails the shop wrote, newest first
`;

class UsageError extends Error {}

function fail(message: string): never {
  console.error(`shop: ${message}`);
  process.exit(1);
}

function wholeNumber(text: string | undefined, what: string, min = 0): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min)
    throw new UsageError(`${what} must be a whole number from ${min}, got "${text ?? ''}"`);
  return value;
}

function amount(text: string, what: string): number {
  try {
    const fils = decimalToFils(text);
    if (fils < 0) throw new Error();
    return fils;
  } catch {
    throw new UsageError(`${what} must be an amount in AED like 25 or 25.50, got "${text}"`);
  }
}

function date(text: string, what: string): Date {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+04:00` : text);
  if (Number.isNaN(parsed.getTime()))
    throw new UsageError(`${what} must be a date like 2026-12-01 or 2026-12-01T18:00:00+04:00, got "${text}"`);
  return parsed;
}

function orderNumber(text: string | undefined): number {
  const number = text === undefined ? null : parseOrderNumber(text);
  if (number === null) throw new UsageError(`give an order number like 1001 or #1001, got "${text ?? ''}"`);
  return number;
}

const iso = (d: Date | null) => (d ? d.toISOString().replace('.000Z', 'Z') : '');

function orderLine(o: Order): string {
  const status = o.fulfillmentStatus === 'FULFILLED' ? 'shipped' : 'to ship';
  const items = o.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    `${o.name.padEnd(7)} ${iso(o.processedAt).padEnd(20)} ${status.padEnd(8)} ` +
    `${formatAed(o.totalFils).padStart(12)}  ${String(items).padStart(2)} item(s)  ` +
    `${o.customerName} <${o.email}>  deliver ${o.deliveryDate}`
  );
}

function describeCode(c: DiscountCode): string {
  const value = c.kind === 'percentage' ? `${c.value}% off` : `${formatAed(c.value)} off`;
  const parts = [c.code.padEnd(14), value.padEnd(16)];
  if (c.minSubtotalFils > 0) parts.push(`from ${formatAed(c.minSubtotalFils)}`);
  if (c.startsAt || c.endsAt) parts.push(`valid ${iso(c.startsAt) || '…'} to ${iso(c.endsAt) || '…'}`);
  parts.push(c.usageLimit === null ? `used ${c.usedCount}` : `used ${c.usedCount} of ${c.usageLimit}`);
  if (c.disabledAt) parts.push(`DISABLED ${iso(c.disabledAt)}`);
  return parts.join('  ');
}

function describeReview(r: ReviewForOperator): string {
  return (
    `#${String(r.id).padEnd(5)} ${r.status.padEnd(8)} ${r.createdAt}  ${r.productId}  ${'★'.repeat(r.stars)}` +
    `${'☆'.repeat(5 - r.stars)}  EU ${r.size}, fit ${r.fit}  by ${r.author} <${r.email}> (order #${r.orderNumber})\n` +
    `        ${r.title}\n        ${r.text.replace(/\s+/g, ' ')}`
  );
}

/** Reads its arguments first (a mistake is reported before the database opens), then returns the work. */
type Command = (args: string[]) => (db: Db) => Promise<void>;

const commands: Record<string, Command> = {
  orders(args) {
    const { values } = parseArgs({
      args,
      options: { unfulfilled: { type: 'boolean' }, fulfilled: { type: 'boolean' }, limit: { type: 'string' } },
    });
    if (values.unfulfilled && values.fulfilled) throw new UsageError('choose --unfulfilled or --fulfilled, not both');
    const status = values.unfulfilled ? 'UNFULFILLED' : values.fulfilled ? 'FULFILLED' : undefined;
    const limit = values.limit ? wholeNumber(values.limit, '--limit', 1) : 50;
    return async (db) => {
      const orders = await listOrders(db, { status, limit });
      if (orders.length === 0) console.log('No orders.');
      for (const order of orders) console.log(orderLine(order));
    };
  },

  order(args) {
    const number = orderNumber(args[0]);
    return async (db) => {
      const order = await orderByNumber(db, number);
      if (!order) throw new UsageError(`no order #${number}`);
      console.log(orderLine(order));
      for (const l of order.lines)
        console.log(
          `  ${l.quantity} × ${l.title.en}, EU ${l.size} (${l.variantId})  ${formatAed(l.unitPriceFils * l.quantity)}`,
        );
      console.log(
        `  merchandise ${formatAed(order.merchandiseFils)}, discount ${formatAed(order.discountFils)}` +
          (order.discountLabel ? ` (${order.discountLabel})` : ''),
      );
      console.log(
        `  shipping ${formatAed(order.shippingFils)}, cash-on-delivery fee ${formatAed(order.codFeeFils)}, ` +
          `total ${formatAed(order.totalFils)} (VAT ${formatAed(order.vatFils)})`,
      );
      console.log(`  ${order.phone}; ${order.address}, ${order.area}, ${order.emirate}`);
      console.log(`  status page ${order.statusUrl}`);
    };
  },

  fulfil(args) {
    const number = orderNumber(args[0]);
    return async (db) => {
      const before = await orderByNumber(db, number);
      if (!before) throw new UsageError(`no order #${number}`);
      if (before.fulfillmentStatus === 'FULFILLED') {
        console.log(`Order #${number} was already marked shipped on ${iso(before.fulfilledAt)}; nothing changed.`);
        return;
      }
      await markFulfilled(db, number);
      console.log(`Order #${number} is marked shipped; its status page now reads 'Shipped'.`);
    };
  },

  deliver(args) {
    const number = orderNumber(args[0]);
    return async (db) => {
      const result = await markDelivered(db, number);
      if (result === 'no-such-order') throw new UsageError(`no order #${number}`);
      console.log(
        result === 'delivered'
          ? `Order #${number} is marked delivered; its buyer may now review what it held.`
          : `Order #${number} was already marked delivered; nothing changed.`,
      );
    };
  },

  reviews(args) {
    const [action = 'list', ...rest] = args;
    if (action === 'approve' || action === 'reject') {
      if (rest.length !== 1) throw new UsageError(`give one review id, e.g. reviews ${action} 12`);
      const id = wholeNumber(rest[0], 'the review id', 1);
      return async (db) => {
        const review = await decideReview(db, id, action === 'approve' ? 'approved' : 'rejected');
        if (!review) throw new UsageError(`no review #${id}`);
        writeRatings(await reviewRatings(db));
        console.log(
          `Review #${id} is ${review.status}` +
            (review.status === 'approved' ? '; its product page shows it now.' : '; it is not shown.') +
            ` The ratings for the next build's JSON-LD are in ${ratingsFile()}.`,
        );
      };
    }
    if (action !== 'list') throw new UsageError(`reviews takes list, approve or reject, got "${action}"`);
    const { values } = parseArgs({
      args: rest,
      options: { pending: { type: 'boolean' }, approved: { type: 'boolean' }, rejected: { type: 'boolean' } },
    });
    const chosen = (['pending', 'approved', 'rejected'] as const).filter((status) => values[status]);
    if (chosen.length > 1) throw new UsageError('choose one of --pending, --approved and --rejected');
    const status: ReviewStatus | undefined = chosen[0];
    return async (db) => {
      const reviews = await listReviews(db, { status, limit: 200 });
      if (reviews.length === 0) console.log('No reviews.');
      for (const review of reviews) console.log(describeReview(review));
    };
  },

  codes: () => async (db) => {
    const codes = await listCodes(db);
    if (codes.length === 0) console.log('No discount codes.');
    for (const code of codes) console.log(describeCode(code));
  },

  'code-add'(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        fixed: { type: 'string' },
        min: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        limit: { type: 'string' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('give exactly one code, e.g. code-add SUMMER10 --percent 10');
    if ((values.percent === undefined) === (values.fixed === undefined))
      throw new UsageError('give either --percent N or --fixed AED');
    const input = {
      code: positionals[0]!,
      kind: values.percent !== undefined ? 'percentage' : 'fixed',
      value:
        values.percent !== undefined ? wholeNumber(values.percent, '--percent', 1) : amount(values.fixed!, '--fixed'),
      minSubtotalFils: values.min ? amount(values.min, '--min') : 0,
      startsAt: values.from ? date(values.from, '--from') : null,
      endsAt: values.until ? date(values.until, '--until') : null,
      usageLimit: values.limit ? wholeNumber(values.limit, '--limit', 1) : null,
    } as const;
    return async (db) => console.log(`Added ${describeCode(await addCode(db, input))}`);
  },

  'code-disable'(args) {
    if (args.length !== 1) throw new UsageError('give exactly one code, e.g. code-disable SUMMER10');
    return async (db) =>
      console.log(
        `Disabled: ${describeCode(await disableCode(db, args[0]!))}. Carts holding it show it as not applicable.`,
      );
  },

  stock(args) {
    if (args.length !== 1) throw new UsageError('give one variant id, e.g. stock P1000-BLA0-14');
    return async (db) => {
      const { rows } = await db.query<{ title: string; size: number; available: number; inFeed: boolean }>(
        'SELECT title, size, available, in_feed AS "inFeed" FROM variants WHERE id = $1',
        [args[0]],
      );
      const v = rows[0];
      if (!v) throw new UsageError(`no variant has the id ${args[0]}`);
      console.log(
        `${args[0]}: ${v.title}, EU ${v.size}: ${v.available} in stock` +
          (v.inFeed ? '' : ' (no longer in the catalogue, not sold)'),
      );
    };
  },

  'stock-set'(args) {
    if (args.length !== 2) throw new UsageError('give a variant id and a count, e.g. stock-set P1000-BLA0-14 12');
    const count = wholeNumber(args[1], 'the count');
    return async (db) => {
      const { before, after, alerts } = await setStock(db, args[0]!, count);
      console.log(`Stock of ${args[0]} set from ${before} to ${after}.`);
      if (alerts > 0) console.log(`${alerts} back-in-stock e-mail(s) written to the outbox.`);
    };
  },

  outbox(args) {
    const { values } = parseArgs({ args, options: { limit: { type: 'string' }, to: { type: 'string' } } });
    const limit = values.limit ? wholeNumber(values.limit, '--limit', 1) : 10;
    return async (db) => {
      const mails = await readOutbox(db, { limit, to: values.to });
      if (mails.length === 0) console.log('The outbox is empty.');
      for (const mail of mails) {
        const state = mail.sentAt
          ? `sent ${iso(mail.sentAt)}`
          : mail.lastError
            ? `not sent: ${mail.lastError}`
            : 'not sent (no SMTP_URL)';
        console.log(
          `── #${mail.id} ${iso(mail.createdAt)} ${mail.kind} to ${mail.to} (${state})\n` +
            `Subject: ${mail.subject}\n\n${mail.text}\n`,
        );
      }
    };
  },
};
commands.fulfill = commands.fulfil!;

const [name, ...rest] = process.argv.slice(2);
if (!name || name === 'help' || name === '--help' || name === '-h') {
  console.log(USAGE);
  process.exit(name ? 0 : 1);
}
const command = commands[name];
if (!command) fail(`unknown command "${name}"\n\n${USAGE}`);

function isArgumentError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    error instanceof UsageError ||
    code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ||
    code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ||
    code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
  );
}

let work: (db: Db) => Promise<void>;
try {
  work = command(rest);
} catch (error) {
  if (isArgumentError(error)) fail(`${(error as Error).message}\n\n${USAGE}`);
  throw error;
}

readEnvOrExit('shop');
let commerce: LocalCommerce;
try {
  commerce = await openCommerce();
} catch (error) {
  if (error instanceof DatabaseSetupError || error instanceof FeedError) fail(error.message);
  fail(`cannot open ${describeDatabase(databaseConfigFromEnv())}: ${(error as Error).message.split('\n')[0]}`);
}
let problem: string | null = null;
try {
  await work(commerce.db);
} catch (error) {
  if (!(error instanceof UsageError || error instanceof DiscountCodeError || error instanceof StockError)) throw error;
  problem = error.message;
} finally {
  await commerce.close();
}
if (problem) fail(problem);
