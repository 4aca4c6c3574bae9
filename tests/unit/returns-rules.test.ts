import { describe, expect, it } from 'vitest';
import { returns } from '#src/config/money.ts';
import type { Order, OrderLine } from '#src/commerce/orders.ts';
import { isSaleItem, returnFigures, settledStatus, withinDays } from '#src/commerce/returns.ts';

const line = (change: Partial<OrderLine> = {}): OrderLine => ({
  position: 1,
  variantId: 'V',
  productId: 'P',
  title: { en: 'Runner', ar: 'رانر' },
  size: 30,
  imageKey: 'k',
  unitPriceFils: 200_00,
  compareAtPriceFils: null,
  quantity: 2,
  returnedQuantity: 0,
  exchangedQuantity: 0,
  exchanges: [],
  ...change,
});

const order = (merchandiseFils: number, discountFils: number) => ({ merchandiseFils, discountFils }) as Order;

describe('what a return gives back', () => {
  it.each([
    // pair price, order's goods and discount, what the pair was paid, fee: the higher of fixed fee and percentage
    ['a dear pair: the percentage', 200_00, 400_00, 0, 200_00, 30_00],
    ['a cheap pair: the fixed fee', 60_00, 60_00, 0, 60_00, returns.restockingFeeMinFils],
    ['a pair of a discounted order: its share of the discount off first', 200_00, 400_00, 100_00, 150_00, 22_50],
  ])('%s', (_, unitPriceFils, merchandise, discount, goods, fee) => {
    const figures = returnFigures(order(merchandise, discount), [{ line: line({ unitPriceFils }), quantity: 1 }]);
    expect(figures).toEqual({ goodsFils: goods, restockingFeeFils: fee, dueBackFils: goods - fee });
  });

  it('never gives back less than nothing', () => {
    const cheap = line({ unitPriceFils: 10_00 });
    expect(returnFigures(order(10_00, 0), [{ line: cheap, quantity: 1 }]).dueBackFils).toBe(0);
  });
});

describe('the rules of returns', () => {
  it('counts the window from delivery, its last moment included', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(withinDays(delivered, 7, new Date('2026-11-08T10:00:00Z'))).toBe(true);
    expect(withinDays(delivered, 7, new Date('2026-11-08T10:00:01Z'))).toBe(false);
  });

  it('takes a pair sold below its compare-at price for a sale item', () => {
    expect(isSaleItem(line({ compareAtPriceFils: 250_00 }))).toBe(true);
    expect(isSaleItem(line({ compareAtPriceFils: 200_00 }))).toBe(false);
    expect(isSaleItem(line())).toBe(false);
  });

  it.each([
    [[line({ returnedQuantity: 2 })], 'RETURNED'],
    [[line({ returnedQuantity: 1 })], 'PARTIALLY_RETURNED'],
    [[line({ returnedQuantity: 2 }), line({ exchangedQuantity: 1 })], 'PARTIALLY_RETURNED'],
    [[line({ exchangedQuantity: 1 })], 'EXCHANGED'],
    [[line()], 'DELIVERED'],
  ])('reads the settled order as %#: %s', (lines, status) => {
    expect(settledStatus(lines)).toBe(status);
  });
});
