import { describe, expect, it } from 'vitest';
import { automaticOffers, shipping } from '#src/config/money.ts';
import { priceOrder, vatContained } from '#src/commerce/pricing.ts';
import { normalizeUaePhone } from '#src/commerce/checkout.ts';
import { codeDiscountFils, judgeCodes, normalizeCodeList, type DiscountCode } from '#src/commerce/discounts.ts';

const inOffer = new Date(Date.parse(automaticOffers[0]!.validFrom) + 86_400_000);
const beforeOffers = new Date(Date.parse(automaticOffers[0]!.validFrom) - 86_400_000);

describe('what an order costs', () => {
  it.each([
    // merchandise, when, expected discount, shipping, COD fee
    [
      'under the free-shipping threshold pays shipping and the COD fee',
      100_00,
      beforeOffers,
      0,
      shipping.feeFils,
      shipping.codFeeFils,
    ],
    ['at the threshold ships free without a COD fee', shipping.freeFromFils, beforeOffers, 0, 0, 0],
    ['AED 250 inside the offer window gets AED 50 off', 250_00, inOffer, 50_00, 0, 0],
    ['AED 250 outside the window gets nothing off', 250_00, beforeOffers, 0, 0, 0],
    ['AED 600 gets the best offer only (AED 150), not both', 600_00, inOffer, 150_00, 0, 0],
  ])('%s', (_, merchandise, now, discount, shippingFee, codFee) => {
    const totals = priceOrder(merchandise, null, now);
    expect(totals.discountFils).toBe(discount);
    expect(totals.shippingFils).toBe(shippingFee);
    expect(totals.codFeeFils).toBe(codFee);
    expect(totals.totalFils).toBe(merchandise - discount + shippingFee + codFee);
    expect(totals.vatFils).toBe(vatContained(totals.totalFils));
  });

  it('applies the better of a code and an offer, never both', () => {
    expect(priceOrder(300_00, { code: 'BIG', discountFils: 90_00 }, inOffer)).toMatchObject({
      discountFils: 90_00,
      discountLabel: 'BIG',
      discountSource: 'code',
    });
    expect(priceOrder(300_00, { code: 'SMALL', discountFils: 10_00 }, inOffer)).toMatchObject({
      discountFils: 50_00,
      discountLabel: 'spend-250',
      discountSource: 'offer',
    });
  });

  it('judges the thresholds after the discount', () => {
    const totals = priceOrder(160_00, { code: 'TEN', discountFils: 16_00 }, beforeOffers);
    expect(totals.shippingFils).toBe(shipping.feeFils);
    expect(totals.codFeeFils).toBe(shipping.codFeeFils);
  });

  it('shows the VAT contained in a VAT-inclusive total', () => {
    expect(vatContained(105_00)).toBe(5_00);
    expect(vatContained(160_20)).toBe(7_63);
  });
});

describe('discount codes', () => {
  const code = (over: Partial<DiscountCode>): DiscountCode => ({
    code: 'X',
    kind: 'percentage',
    value: 10,
    minSubtotalFils: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    disabledAt: null,
    ...over,
  });
  const now = new Date('2026-12-01T10:00:00Z');

  it.each([
    ['a percentage of the merchandise', code({ value: 10 }), 123_45, 12_35],
    ['a fixed amount', code({ kind: 'fixed', value: 25_00 }), 100_00, 25_00],
    ['never more than the merchandise', code({ kind: 'fixed', value: 25_00 }), 20_00, 20_00],
    ['nothing below its minimum', code({ minSubtotalFils: 150_00 }), 149_99, 0],
    ['nothing before its window', code({ startsAt: new Date('2026-12-02T00:00:00Z') }), 100_00, 0],
    ['nothing after its window', code({ endsAt: new Date('2026-11-30T00:00:00Z') }), 100_00, 0],
    ['nothing once used up', code({ usageLimit: 3, usedCount: 3 }), 100_00, 0],
    ['nothing once disabled', code({ disabledAt: new Date('2026-11-01T00:00:00Z') }), 100_00, 0],
  ])('takes off %s', (_, discount, merchandise, off) => {
    expect(codeDiscountFils(discount, merchandise, now)).toBe(off);
  });

  it('keeps the list as entered: upper-case, trimmed, once each, without empty ones', () => {
    expect(normalizeCodeList([' welcome10 ', '', 'WELCOME10', 'lucky25'])).toEqual(['WELCOME10', 'LUCKY25']);
  });

  it('applies the best applicable code and marks the others not applicable', () => {
    const known = new Map([
      ['SMALL', code({ code: 'SMALL', kind: 'fixed', value: 5_00 })],
      ['BIG', code({ code: 'BIG', kind: 'fixed', value: 20_00 })],
    ]);
    expect(judgeCodes(['SMALL', 'BIG', 'NOPE'], known, 100_00, now)).toEqual({
      codes: [
        { code: 'SMALL', applicable: false },
        { code: 'BIG', applicable: true },
        { code: 'NOPE', applicable: false },
      ],
      applied: { code: 'BIG', discountFils: 20_00 },
    });
  });
});

describe('UAE phone numbers', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971-55-765-4321', '+971557654321'],
    ['04 123 4567', '+97141234567'],
    ['501234567', '+971501234567'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(normalizeUaePhone(input)).toBe(normalized);
  });

  it.each(['12345', '+44 20 7946 0958', '050 123 456', '050 123 45678', 'call me'])('refuses %s', (input) => {
    expect(normalizeUaePhone(input)).toBeNull();
  });
});
