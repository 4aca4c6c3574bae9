import { describe, expect, it } from 'vitest';
import { returns } from '#src/config/money.ts';
import type { Db } from '#src/commerce/db/index.ts';
import type { OrderRefusalCode } from '#src/commerce/errors.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import {
  cancelOrder,
  deliverOrder,
  exchangeOrderLine,
  markOrderPaid,
  returnOrderLines,
  shipOrder,
} from '#src/commerce/order-changes.ts';
import { orderByNumber, type Order } from '#src/commerce/orders.ts';
import { formatAed } from '#src/i18n/format.ts';
import { freshEmail } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { placedOrder, productWithSizes } from './support/orders.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysLater = (order: Order, days: number) => new Date(order.deliveredAt!.getTime() + days * DAY);

async function stockOf(db: Db, variantId: string): Promise<number> {
  const { rows } = await db.query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [variantId]);
  return rows[0]!.available;
}

/** An order of one pair of size A and two of size B (full price unless `sale`), placed by a new address. */
async function twoLineOrder(options: { locale?: 'en' | 'ar'; sale?: boolean } = {}) {
  const db = await shopDb();
  const product = await productWithSizes(db, 5, options.sale);
  const [a, b, c] = product.variants as [
    (typeof product.variants)[0],
    (typeof product.variants)[0],
    (typeof product.variants)[0],
  ];
  const email = freshEmail();
  const order = await placedOrder(
    db,
    [
      { variantId: a.id, quantity: 1 },
      { variantId: b.id, quantity: 2 },
    ],
    { locale: options.locale, email },
  );
  return { db, order, email, sizes: { a, b, c } };
}

async function delivered(options: Parameters<typeof twoLineOrder>[0] = {}) {
  const placed = await twoLineOrder(options);
  await shipOrder(placed.db, placed.order.number);
  const { order } = await deliverOrder(placed.db, placed.order.number);
  return { ...placed, order };
}

const mailsTo = async (email: string) => (await readOutbox(await shopDb(), { to: email, limit: 50 })).reverse();

async function refusal(change: Promise<unknown>): Promise<string> {
  try {
    await change;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'not refused';
}

describe('the order lifecycle', () => {
  it('ships with carrier and tracking number, is delivered, then paid, e-mailing the customer each time', async () => {
    const { db, order, email } = await twoLineOrder();
    const shipped = await shipOrder(db, order.number, { carrier: 'Aramex', trackingNumber: 'AX123456' });
    expect(shipped.order).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      carrier: 'Aramex',
      trackingNumber: 'AX123456',
    });
    expect((await deliverOrder(db, order.number)).order).toMatchObject({ fulfillmentStatus: 'DELIVERED' });
    const paid = await markOrderPaid(db, order.number);
    expect(paid.paidFils).toBe(order.totalFils);
    expect(paid.order).toMatchObject({ financialStatus: 'PAID', paidAt: expect.any(Date) });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-shipped', 'order-delivered', 'order-paid']);
    expect(mails[1]!.subject).toBe(`Your Lucky Shoes order ${order.name} is on its way`);
    expect(mails[1]!.text).toContain('Carrier: Aramex\nTracking number: AX123456');
    // Each e-mail says where payment stands, as the order page does.
    expect(mails[1]!.text).toContain('Payment: Cash on delivery, to pay when it arrives.');
    expect(mails[3]!.text).toContain('Payment: Paid in cash on delivery.');
    expect(mails[3]!.text).toContain(`We received ${formatAed(order.totalFils)} in cash for your order ${order.name}.`);
    expect(mails[3]!.text).toContain(order.statusUrl);
  });

  it('e-mails an Arabic order in Arabic, with the Arabic status page', async () => {
    const { db, order, email } = await twoLineOrder({ locale: 'ar' });
    await cancelOrder(db, order.number);
    const [, cancelled] = await mailsTo(email);
    expect(cancelled!.subject).toBe(`تم إلغاء طلبك ${order.name} من لاكي شوز`);
    expect(cancelled!.text).toContain(`/ar${order.statusUrl}`);
    expect(cancelled!.text).toContain('الدفع: لا شيء للدفع.');
  });

  it('cancels an unshipped order: every pair back in stock, nothing to pay, the customer told', async () => {
    const { db, order, email, sizes } = await twoLineOrder();
    expect([await stockOf(db, sizes.a.id), await stockOf(db, sizes.b.id)]).toEqual([4, 3]);
    const { order: cancelled } = await cancelOrder(db, order.number);
    expect(cancelled).toMatchObject({ fulfillmentStatus: 'CANCELLED', financialStatus: 'VOIDED' });
    expect([await stockOf(db, sizes.a.id), await stockOf(db, sizes.b.id)]).toEqual([5, 5]);
    expect((await mailsTo(email)).at(-1)!.text).toContain('Nothing will be delivered and nothing is due.');
  });

  it('records a return of some pairs: restocked, the restocking fee taken, the rest of the order kept', async () => {
    const { db, order, email, sizes } = await delivered();
    const { order: after, figures } = await returnOrderLines(db, order.number, [{ line: 2, quantity: 1 }]);
    const goods = Math.round(
      order.lines[1]!.unitPriceFils * ((order.merchandiseFils - order.discountFils) / order.merchandiseFils),
    );
    const fee = Math.max(returns.restockingFeeMinFils, Math.round((goods * returns.restockingFeePercent) / 100));
    expect(figures).toEqual({ goodsFils: goods, restockingFeeFils: fee, dueBackFils: goods - fee });
    expect(after).toMatchObject({
      fulfillmentStatus: 'PARTIALLY_RETURNED',
      financialStatus: 'PENDING',
      returnedFils: goods - fee,
    });
    expect(after.lines[1]).toMatchObject({ returnedQuantity: 1 });
    expect(await stockOf(db, sizes.b.id)).toBe(4);
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.kind).toBe('order-returned');
    expect(mail.text).toContain(`1 × ${order.lines[1]!.title.en}, size ${sizes.b.size} EU`);
    expect(mail.text).toContain(`Restocking fee: ${formatAed(fee)}`);

    await returnOrderLines(db, order.number, [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ]);
    const all = (await orderByNumber(db, order.number))!;
    expect(all.fulfillmentStatus).toBe('RETURNED');
    // Cash collected after the return: what is left to pay.
    expect((await markOrderPaid(db, order.number)).paidFils).toBe(order.totalFils - all.returnedFils);
  });

  it('exchanges pairs for another size of the same colour, moving stock both ways', async () => {
    const { db, order, email, sizes } = await delivered();
    const { order: after } = await exchangeOrderLine(db, order.number, { line: 1, size: sizes.c.size });
    expect(after.fulfillmentStatus).toBe('EXCHANGED');
    expect(after.lines[0]).toMatchObject({
      exchangedQuantity: 1,
      exchanges: [{ variantId: sizes.c.id, size: sizes.c.size, quantity: 1 }],
    });
    expect([await stockOf(db, sizes.a.id), await stockOf(db, sizes.c.id)]).toEqual([5, 4]);
    expect((await mailsTo(email)).at(-1)!.text).toContain(`New size: ${sizes.c.size} EU`);
  });

  it('exchanges, but does not return, a cash-on-delivery order once its cash is collected', async () => {
    const { db, order, sizes } = await delivered();
    await markOrderPaid(db, order.number);
    expect(await refusal(returnOrderLines(db, order.number, [{ line: 1, quantity: 1 }]))).toBe('return_exchange_only');
    expect((await exchangeOrderLine(db, order.number, { line: 2, size: sizes.c.size })).order.fulfillmentStatus).toBe(
      'EXCHANGED',
    );
  });
});

describe('refused changes change nothing and write no e-mail', () => {
  type Case = [
    string,
    () => Promise<{
      db: Db;
      order: Order;
      email: string;
      sizes: Record<'a' | 'b' | 'c', { id: string; size: number }>;
    }>,
    (db: Db, o: Order, sizes: Record<'a' | 'b' | 'c', { id: string; size: number }>) => Promise<unknown>,
    OrderRefusalCode,
  ];
  const shippedOrder = async () => {
    const placed = await twoLineOrder();
    return { ...placed, order: (await shipOrder(placed.db, placed.order.number)).order };
  };
  const cancelledOrder = async () => {
    const placed = await twoLineOrder();
    return { ...placed, order: (await cancelOrder(placed.db, placed.order.number)).order };
  };
  const cases: Case[] = [
    ['cancelling a shipped order', shippedOrder, (db, o) => cancelOrder(db, o.number), 'order_already_shipped'],
    ['cancelling a delivered order', () => delivered(), (db, o) => cancelOrder(db, o.number), 'order_already_shipped'],
    ['cancelling twice', cancelledOrder, (db, o) => cancelOrder(db, o.number), 'order_cancelled'],
    ['shipping a cancelled order', cancelledOrder, (db, o) => shipOrder(db, o.number), 'order_cancelled'],
    ['shipping twice', shippedOrder, (db, o) => shipOrder(db, o.number), 'order_already_shipped'],
    ['delivering an unshipped order', () => twoLineOrder(), (db, o) => deliverOrder(db, o.number), 'order_not_shipped'],
    ['delivering twice', () => delivered(), (db, o) => deliverOrder(db, o.number), 'order_already_delivered'],
    [
      'delivery in the future',
      shippedOrder,
      (db, o) => deliverOrder(db, o.number, new Date(Date.now() + DAY).toISOString()),
      'delivery_date_invalid',
    ],
    ['paid before it ships', () => twoLineOrder(), (db, o) => markOrderPaid(db, o.number), 'order_not_shipped'],
    [
      'returning before delivery',
      shippedOrder,
      (db, o) => returnOrderLines(db, o.number, [{ line: 1, quantity: 1 }]),
      'order_not_delivered',
    ],
    [
      'a return after the window',
      () => delivered(),
      (db, o) => returnOrderLines(db, o.number, [{ line: 1, quantity: 1 }], daysLater(o, returns.returnDays + 1)),
      'return_window_closed',
    ],
    [
      'a return of more than was bought',
      () => delivered(),
      (db, o) => returnOrderLines(db, o.number, [{ line: 2, quantity: 3 }]),
      'more_than_bought',
    ],
    [
      'a return of more than was bought, over two mentions of a line',
      () => delivered(),
      (db, o) =>
        returnOrderLines(db, o.number, [
          { line: 2, quantity: 2 },
          { line: 2, quantity: 1 },
        ]),
      'more_than_bought',
    ],
    [
      'a return of a line the order does not have',
      () => delivered(),
      (db, o) => returnOrderLines(db, o.number, [{ line: 9, quantity: 1 }]),
      'order_line_not_found',
    ],
    [
      'a return of a sale item',
      () => delivered({ sale: true }),
      (db, o) => returnOrderLines(db, o.number, [{ line: 1, quantity: 1 }]),
      'return_sale_item',
    ],
    [
      'an exchange after the window',
      () => delivered(),
      (db, o, s) =>
        exchangeOrderLine(db, o.number, { line: 1, size: s.c.size }, daysLater(o, returns.exchangeDays + 1)),
      'exchange_window_closed',
    ],
    [
      'an exchange for a sold-out size',
      async () => {
        const placed = await delivered();
        await placed.db.query('UPDATE variants SET available = 0 WHERE id = $1', [placed.sizes.c.id]);
        return placed;
      },
      (db, o, s) => exchangeOrderLine(db, o.number, { line: 1, size: s.c.size }),
      'exchange_size_sold_out',
    ],
    [
      'an exchange for the same size',
      () => delivered(),
      (db, o, s) => exchangeOrderLine(db, o.number, { line: 1, size: s.a.size }),
      'exchange_not_a_size_of_it',
    ],
    [
      'an exchange for a size the colour is not made in',
      () => delivered(),
      (db, o) => exchangeOrderLine(db, o.number, { line: 1, size: 99 }),
      'exchange_not_a_size_of_it',
    ],
    [
      'a change to an order that does not exist',
      () => twoLineOrder(),
      (db) => shipOrder(db, 999_999),
      'order_not_found',
    ],
  ];

  it.each(cases)('%s', async (_, arrange, change, code) => {
    const { db, order, email, sizes } = await arrange();
    const before = await orderByNumber(db, order.number);
    const stock = await Promise.all(Object.values(sizes).map((s) => stockOf(db, s.id)));
    const mails = (await mailsTo(email)).length;
    expect(await refusal(change(db, order, sizes))).toBe(code);
    expect(await orderByNumber(db, order.number)).toEqual(before);
    expect(await Promise.all(Object.values(sizes).map((s) => stockOf(db, s.id)))).toEqual(stock);
    expect((await mailsTo(email)).length).toBe(mails);
  });
});
