/**
 * The operator's commands: each reads its arguments (a mistake is reported before anything opens), names
 * one operation of src/commerce/operator.ts with plain arguments, and words its answer as lines to print
 * (scripts/shop.ts prints them, escaped). The answer has been through JSON whichever way it came (from the
 * running server or from the database opened here), so the output is the same either way.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DiscountCode } from '#src/commerce/discounts.ts';
import type { EmailClash } from '#src/commerce/accounts/email-clashes.ts';
import type { OutboxEntry } from '#src/commerce/mail/outbox.ts';
import type { OperatorOperationName } from '#src/commerce/operator.ts';
import { FULFILLMENT_STATUSES, parseOrderNumber, type FulfillmentStatus, type Order } from '#src/commerce/orders.ts';
import type { ReturnFigures } from '#src/commerce/returns.ts';
import type { ReviewForOperator } from '#src/commerce/reviews.ts';
import { decimalToFils, formatAed } from '#src/i18n/format.ts';

export class UsageError extends Error {}

/** What came back through JSON: dates are ISO strings. */
type Wire<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Wire<U>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export interface Invocation {
  op: OperatorOperationName;
  args: unknown[];
  /** The answer as lines, none holding a line break of its own. */
  lines(answer: unknown): string[];
}

export interface Command {
  usage: string;
  about: string;
  parse(args: string[]): Invocation;
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

function date(text: string, what: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+04:00` : text);
  if (Number.isNaN(parsed.getTime()))
    throw new UsageError(`${what} must be a date like 2026-12-01 or 2026-12-01T18:00:00+04:00, got "${text}"`);
  return parsed.toISOString();
}

function orderNumber(text: string | undefined): number {
  const number = text === undefined ? null : parseOrderNumber(text);
  if (number === null) throw new UsageError(`give an order number like 1001 or #1001, got "${text ?? ''}"`);
  return number;
}

/** One order number and nothing else. */
function onlyOrderNumber(args: string[]): number {
  if (args.length > 1) throw new UsageError(`give one order number, got "${args.join(' ')}"`);
  return orderNumber(args[0]);
}

const iso = (d: string | null) => (d ? d.replace('.000Z', 'Z') : '');

const STATUS_WORDS: Record<FulfillmentStatus, string> = {
  UNFULFILLED: 'to ship',
  FULFILLED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  PARTIALLY_RETURNED: 'part returned',
  RETURNED: 'returned',
  EXCHANGED: 'exchanged',
};

type WireOrder = Wire<Order>;

const pairsIn = (o: WireOrder) => o.lines.reduce((n, l) => n + l.quantity, 0);

/** 'cash', 'card', 'card visa 4242'; a payment that needs the operator's decision is marked with '!'. */
function paidWith(o: WireOrder): string {
  const method = o.paymentMethod === 'card' ? ['card', o.cardBrand, o.cardLast4].filter(Boolean).join(' ') : 'cash';
  return o.paymentFlag ? `${method} !` : method;
}

function orderSummary(o: WireOrder): string {
  const status =
    `${STATUS_WORDS[o.fulfillmentStatus].padEnd(13)} ${o.financialStatus.toLowerCase().padEnd(8)} ` +
    paidWith(o).padEnd(16);
  return (
    `${o.name.padEnd(7)} ${iso(o.processedAt).padEnd(20)} ${status} ${formatAed(o.totalFils).padStart(12)}  ` +
    `${String(pairsIn(o)).padStart(2)} item(s)  ${o.customerName} <${o.email}>  deliver ${o.deliveryDate}`
  );
}

function orderInFull(o: WireOrder): string[] {
  const lines = [orderSummary(o)];
  for (const l of o.lines) {
    const settled = [
      l.returnedQuantity > 0 ? `${l.returnedQuantity} returned` : '',
      ...l.exchanges.map((e) => `${e.quantity} exchanged for EU ${e.size} (${e.variantId})`),
    ].filter(Boolean);
    lines.push(
      `  line ${l.position}: ${l.quantity} × ${l.title.en}, EU ${l.size} (${l.variantId})  ` +
        `${formatAed(l.unitPriceFils * l.quantity)}${settled.length > 0 ? `  [${settled.join('; ')}]` : ''}`,
    );
  }
  lines.push(
    `  merchandise ${formatAed(o.merchandiseFils)}, discount ${formatAed(o.discountFils)}` +
      (o.discountLabel ? ` (${o.discountLabel})` : ''),
    `  shipping ${formatAed(o.shippingFils)}, cash-on-delivery fee ${formatAed(o.codFeeFils)}, ` +
      `total ${formatAed(o.totalFils)} (VAT ${formatAed(o.vatFils)})` +
      (o.returnedFils > 0 ? `, returns ${formatAed(-o.returnedFils)}` : ''),
  );
  const shipped = o.fulfilledAt
    ? `shipped ${iso(o.fulfilledAt)}${o.carrier ? ` by ${o.carrier}` : ''}` +
      (o.trackingNumber ? `, tracking ${o.trackingNumber}` : '')
    : '';
  const events = [
    shipped,
    o.deliveredAt ? `delivered ${iso(o.deliveredAt)}` : '',
    o.paidAt ? `paid ${iso(o.paidAt)}` : '',
    o.cancelledAt ? `cancelled ${iso(o.cancelledAt)}` : '',
  ].filter(Boolean);
  if (events.length > 0) lines.push(`  ${events.join('; ')}`);
  if (o.paymentReference)
    lines.push(
      `  paid through ${o.paymentProvider}: ${o.paymentReference}` +
        (o.refundedFils > 0 ? `, refunded ${formatAed(o.refundedFils)}` : ''),
    );
  if (o.paymentFlag) lines.push(`  ! payment not taken, decide: ${o.paymentFlag}`);
  lines.push(`  ${o.phone}; ${o.address}, ${o.area}, ${o.emirate}`, `  status page ${o.statusUrl}`);
  return lines;
}

function describeCode(c: Wire<DiscountCode>): string {
  const value = c.kind === 'percentage' ? `${c.value}% off` : `${formatAed(c.value)} off`;
  const parts = [c.code.padEnd(14), value.padEnd(16)];
  if (c.minSubtotalFils > 0) parts.push(`from ${formatAed(c.minSubtotalFils)}`);
  if (c.startsAt || c.endsAt) parts.push(`valid ${iso(c.startsAt) || '…'} to ${iso(c.endsAt) || '…'}`);
  parts.push(c.usageLimit === null ? `used ${c.usedCount}` : `used ${c.usedCount} of ${c.usageLimit}`);
  if (c.disabledAt) parts.push(`DISABLED ${iso(c.disabledAt)}`);
  return parts.join('  ');
}

/** 'LINE' or 'LINE:PAIRS' → one line's pairs. */
function pairsOfLine(text: string): { line: number; quantity: number } {
  const match = /^(\d+)(?::(\d+))?$/.exec(text);
  if (!match) throw new UsageError(`name a line as LINE or LINE:PAIRS (e.g. 2 or 2:1), got "${text}"`);
  return { line: wholeNumber(match[1], 'the line', 1), quantity: match[2] ? wholeNumber(match[2], 'the pairs', 1) : 1 };
}

const changed = (message: (o: WireOrder) => string) => (answer: unknown) => [
  message((answer as { order: WireOrder }).order),
];

export const commands: Record<string, Command> = {
  orders: {
    usage: `orders [--status STATUS] [--unfulfilled | --fulfilled] [--limit N]`,
    about: `list orders, newest first (STATUS: ${FULFILLMENT_STATUSES.join(', ')})`,
    parse(args) {
      const { values } = parseArgs({
        args,
        options: {
          status: { type: 'string' },
          unfulfilled: { type: 'boolean' },
          fulfilled: { type: 'boolean' },
          limit: { type: 'string' },
        },
      });
      const chosen = [values.status, values.unfulfilled && 'UNFULFILLED', values.fulfilled && 'FULFILLED'].filter(
        (s): s is string => typeof s === 'string',
      );
      if (chosen.length > 1) throw new UsageError('choose one status');
      const status = chosen[0]?.toUpperCase();
      if (status !== undefined && !(FULFILLMENT_STATUSES as readonly string[]).includes(status))
        throw new UsageError(`--status must be one of ${FULFILLMENT_STATUSES.join(', ')}, got "${chosen[0]}"`);
      const limit = values.limit ? wholeNumber(values.limit, '--limit', 1) : 50;
      return {
        op: 'listOrders',
        args: [{ status, limit }],
        lines(answer) {
          const orders = answer as WireOrder[];
          return orders.length === 0 ? ['No orders.'] : orders.map(orderSummary);
        },
      };
    },
  },

  order: {
    usage: 'order <number>',
    about: 'one order in full, its lines numbered (e.g. 1001 or #1001)',
    parse: (args) => ({ op: 'readOrder', args: [onlyOrderNumber(args)], lines: (o) => orderInFull(o as WireOrder) }),
  },

  fulfil: {
    usage: 'fulfil <number> [--carrier NAME] [--tracking NUMBER]',
    about: 'mark an order shipped (also: fulfill); the customer is e-mailed',
    parse(args) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
      });
      const shipment = {
        carrier: values.carrier?.trim() || undefined,
        trackingNumber: values.tracking?.trim() || undefined,
      };
      return {
        op: 'shipOrder',
        args: [onlyOrderNumber(positionals), shipment],
        lines: changed((o) => `Order ${o.name} is marked shipped; its status page now reads 'Shipped'.`),
      };
    },
  },

  deliver: {
    usage: 'deliver <number> [--on DATE]',
    about: 'mark a shipped order delivered (now, or on DATE); the customer is e-mailed',
    parse(args) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { on: { type: 'string' } } });
      return {
        op: 'deliverOrder',
        args: [onlyOrderNumber(positionals), values.on === undefined ? undefined : date(values.on, '--on')],
        lines: changed((o) => `Order ${o.name} is marked delivered on ${iso(o.deliveredAt)}.`),
      };
    },
  },

  paid: {
    usage: 'paid <number>',
    about: 'record the cash collected on delivery; the customer is e-mailed',
    parse: (args) => ({
      op: 'markOrderPaid',
      args: [onlyOrderNumber(args)],
      lines(answer) {
        const { order, paidFils } = answer as { order: WireOrder; paidFils: number };
        return [`Order ${order.name} is paid: ${formatAed(paidFils)} collected.`];
      },
    }),
  },

  cancel: {
    usage: 'cancel <number>',
    about: 'cancel an order that has not shipped: its pairs go back to stock; the customer is e-mailed',
    parse: (args) => ({
      op: 'cancelOrder',
      args: [onlyOrderNumber(args)],
      lines: changed((o) => `Order ${o.name} is cancelled; ${pairsIn(o)} pair(s) back in stock.`),
    }),
  },

  return: {
    usage: 'return <number> <LINE[:PAIRS]>…',
    about: 'record pairs returned (lines numbered as `order` shows them): restocked, the amount due back computed',
    parse(args) {
      const [number, ...lines] = args;
      if (lines.length === 0) throw new UsageError('name the lines returned, e.g. return 1001 2 or return 1001 1:2 3');
      return {
        op: 'returnOrderLines',
        args: [orderNumber(number), lines.map(pairsOfLine)],
        lines(answer) {
          const { order, figures } = answer as { order: WireOrder; figures: ReturnFigures };
          return [
            `Return recorded on order ${order.name}: goods ${formatAed(figures.goodsFils)}, restocking fee ` +
              `${formatAed(figures.restockingFeeFils)}, due back ${formatAed(figures.dueBackFils)}` +
              (order.financialStatus === 'PENDING'
                ? ` (not collected yet: ${formatAed(order.totalFils - order.returnedFils)} left to collect).`
                : ' (to refund).'),
          ];
        },
      };
    },
  },

  exchange: {
    usage: 'exchange <number> <LINE> --size EU [--pairs N]',
    about: 'swap pairs of a line for another size of the same colour: stock moves both ways',
    parse(args) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { size: { type: 'string' }, pairs: { type: 'string' } },
      });
      if (positionals.length !== 2)
        throw new UsageError('give an order number and a line, e.g. exchange 1001 1 --size 31');
      const request = {
        line: wholeNumber(positionals[1], 'the line', 1),
        size: wholeNumber(values.size, '--size', 1),
        quantity: values.pairs ? wholeNumber(values.pairs, '--pairs', 1) : 1,
      };
      return {
        op: 'exchangeOrderLine',
        args: [orderNumber(positionals[0]), request],
        lines: changed((o) => `Exchange recorded on order ${o.name}: line ${request.line} to EU ${request.size}.`),
      };
    },
  },

  codes: {
    usage: 'codes',
    about: 'list discount codes with their use',
    parse: () => ({
      op: 'listCodes',
      args: [],
      lines(answer) {
        const codes = answer as Array<Wire<DiscountCode>>;
        return codes.length === 0 ? ['No discount codes.'] : codes.map(describeCode);
      },
    }),
  },

  'code-add': {
    usage: 'code-add <CODE> (--percent N | --fixed AED) [--min AED] [--from DATE] [--until DATE] [--limit USES]',
    about: 'add a discount code',
    parse(args) {
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
      };
      return {
        op: 'addCode',
        args: [input],
        lines: (code) => [`Added ${describeCode(code as Wire<DiscountCode>)}`],
      };
    },
  },

  'code-disable': {
    usage: 'code-disable <CODE>',
    about: 'stop a code from applying',
    parse(args) {
      if (args.length !== 1) throw new UsageError('give exactly one code, e.g. code-disable SUMMER10');
      return {
        op: 'disableCode',
        args: [args[0]],
        lines: (code) => [
          `Disabled: ${describeCode(code as Wire<DiscountCode>)}. Carts holding it show it as not applicable.`,
        ],
      };
    },
  },

  stock: {
    usage: 'stock <variantId>',
    about: "a size's live stock",
    parse(args) {
      if (args.length !== 1) throw new UsageError('give one variant id, e.g. stock P1000-BLA0-14');
      return {
        op: 'readStock',
        args: [args[0]],
        lines(answer) {
          const v = answer as { title: string; size: number; available: number; inFeed: boolean } | null;
          if (!v) throw new UsageError(`no variant has the id ${args[0]}`);
          return [
            `${args[0]}: ${v.title}, EU ${v.size}: ${v.available} in stock` +
              (v.inFeed ? '' : ' (no longer in the catalogue, not sold)'),
          ];
        },
      };
    },
  },

  'stock-set': {
    usage: 'stock-set <variantId> <count>',
    about: "set a size's live stock; raising a sold-out size writes its back-in-stock e-mails",
    parse(args) {
      if (args.length !== 2) throw new UsageError('give a variant id and a count, e.g. stock-set P1000-BLA0-14 12');
      const count = wholeNumber(args[1], 'the count');
      return {
        op: 'setStock',
        args: [args[0], count],
        lines(answer) {
          const { before, after, alerts } = answer as { before: number; after: number; alerts: number };
          return [
            `Stock of ${args[0]} set from ${before} to ${after}.`,
            ...(alerts > 0 ? [`${alerts} back-in-stock e-mail(s) written to the outbox.`] : []),
          ];
        },
      };
    },
  },

  reviews: {
    usage: 'reviews [list] [--pending | --approved | --rejected] | reviews approve <id> | reviews reject <id>',
    about: 'reviews from buyers, oldest first; approve shows one on its product page, reject does not',
    parse(args) {
      const [action = 'list', ...rest] = args;
      if (action === 'approve' || action === 'reject') {
        if (rest.length !== 1) throw new UsageError(`give one review id, e.g. reviews ${action} 12`);
        const id = wholeNumber(rest[0], 'the review id', 1);
        return {
          op: 'decideReview',
          args: [id, action === 'approve' ? 'approved' : 'rejected'],
          lines(answer) {
            const { review, ratingsFile } = answer as { review: ReviewForOperator | null; ratingsFile: string };
            if (!review) throw new UsageError(`no review #${id}`);
            return [
              `Review #${id} is ${review.status}` +
                (review.status === 'approved' ? '; its product page shows it now.' : '; it is not shown.') +
                ` The ratings for the next build's JSON-LD are in ${ratingsFile}.`,
            ];
          },
        };
      }
      if (action !== 'list') throw new UsageError(`reviews takes list, approve or reject, got "${action}"`);
      const { values } = parseArgs({
        args: rest,
        options: { pending: { type: 'boolean' }, approved: { type: 'boolean' }, rejected: { type: 'boolean' } },
      });
      const chosen = (['pending', 'approved', 'rejected'] as const).filter((status) => values[status]);
      if (chosen.length > 1) throw new UsageError('choose one of --pending, --approved and --rejected');
      return {
        op: 'listReviews',
        args: [chosen[0] ?? null],
        lines(answer) {
          const reviews = answer as ReviewForOperator[];
          if (reviews.length === 0) return ['No reviews.'];
          return reviews.flatMap((r) => [
            `#${String(r.id).padEnd(5)} ${r.status.padEnd(8)} ${r.createdAt}  ${r.productId}  ` +
              `${'★'.repeat(r.stars)}${'☆'.repeat(5 - r.stars)}  EU ${r.size}, fit ${r.fit}  ` +
              `by ${r.author} <${r.email}> (order #${r.orderNumber})`,
            `        ${r.title}`,
            `        ${r.text.replace(/\s+/g, ' ')}`,
          ]);
        },
      };
    },
  },

  outbox: {
    usage: 'outbox [--limit N] [--to EMAIL]',
    about: 'the e-mails the shop wrote, newest first',
    parse(args) {
      const { values } = parseArgs({ args, options: { limit: { type: 'string' }, to: { type: 'string' } } });
      const limit = values.limit ? wholeNumber(values.limit, '--limit', 1) : 10;
      return {
        op: 'readOutbox',
        args: [{ limit, to: values.to }],
        lines(answer) {
          const mails = answer as Array<Wire<OutboxEntry>>;
          if (mails.length === 0) return ['The outbox is empty.'];
          return mails.flatMap((mail) => {
            const state = mail.sentAt
              ? `sent ${iso(mail.sentAt)}`
              : mail.lastError
                ? `not sent: ${mail.lastError}`
                : 'not sent (no SMTP_URL)';
            return [
              `── #${mail.id} ${iso(mail.createdAt)} ${mail.kind} to ${mail.to} (${state})`,
              `Subject: ${mail.subject}`,
              '',
              // The body's line breaks are the mail's own layout; anything else in it is printed escaped.
              ...mail.text.split(/\r?\n/),
              '',
            ];
          });
        },
      };
    },
  },

  'email-clashes': {
    usage: 'email-clashes',
    about: 'addresses left in their old spelling because another row already has the normalised one',
    parse: () => ({
      op: 'listEmailClashes',
      args: [],
      lines(answer) {
        const clashes = answer as EmailClash[];
        if (clashes.length === 0) return ['No address waits: every stored address is in its normal spelling.'];
        return clashes.map((clash) => `${clash.table}  ${clash.email}  (normally ${clash.normalised})`);
      },
    }),
  },

  staff: {
    usage: 'staff [list] | staff add <EMAIL> --role owner|staff | staff remove <EMAIL>',
    about: 'list the back office staff, invite one (the link to set a password is printed), or remove one',
    parse(args) {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { role: { type: 'string' } },
      });
      const [action = 'list', email] = positionals;
      if (action === 'list')
        return {
          op: 'listStaff',
          args: [],
          lines(answer) {
            const staff = answer as Array<{ email: string; role: string; active: boolean; enrolled: boolean }>;
            if (staff.length === 0) return ['No staff yet: add the first owner with staff add EMAIL --role owner.'];
            const state = (m: (typeof staff)[number]) =>
              m.enrolled ? 'signed in before' : m.active ? 'password set' : 'invited';
            return staff.map((m) => `${m.email.padEnd(32)} ${m.role.padEnd(6)} ${state(m)}`);
          },
        };
      if (!email) throw new UsageError(`give the e-mail address: staff ${action} EMAIL`);
      if (action === 'add') {
        if (values.role !== 'owner' && values.role !== 'staff') throw new UsageError('--role must be owner or staff');
        return {
          op: 'addStaff',
          args: [email, values.role],
          lines(answer) {
            const { staff, inviteUrl } = answer as { staff: { email: string; role: string }; inviteUrl: string };
            return [
              `Invited ${staff.email} as ${staff.role}. They set their password at (valid 72 hours, also e-mailed):`,
              inviteUrl,
            ];
          },
        };
      }
      if (action === 'remove')
        return {
          op: 'removeStaffByEmail',
          args: [email],
          lines: (answer) => [`Removed ${(answer as { email: string }).email}; their sessions have ended.`],
        };
      throw new UsageError(`staff takes list, add or remove, got "${action}"`);
    },
  },

  backup: {
    usage: 'backup <FILE>',
    about: 'write a consistent copy of the embedded database to FILE, whether the shop serves or not',
    parse(args) {
      if (args.length !== 1) throw new UsageError('give the file to write, e.g. backup backups/shop.tar.gz');
      return {
        op: 'backupDatabase',
        args: [resolve(args[0]!)],
        lines(answer) {
          const { file, bytes } = answer as { file: string; bytes: number };
          return [`Backed up the database to ${file} (${Math.ceil(bytes / 1024)} KB).`];
        },
      };
    },
  },
};
commands.fulfill = commands.fulfil!;
