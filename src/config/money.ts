/**
 * Money and what it buys: the currency, shipping and cash-on-delivery fees, VAT, the automatic offers,
 * returns and exchanges, and the bounds of a cart (docs/product.md §9). Money is in fils (1 AED = 100 fils),
 * never floats.
 */
export const CURRENCY = 'AED' as const;

/**
 * The dirham's sign in Arabic copy, after the amount ('149 د.إ'). Intl's ar-AE ends it with an abbreviation
 * dot, which doubles up before a full stop or comma ('د.إ..', 'د.إ.،'); UAE shops print it without.
 */
export const CURRENCY_ARABIC = 'د.إ' as const;

export const FILS_PER_AED = 100;

export const shipping = {
  /** Orders at or above this subtotal ship free. */
  freeFromFils: 150_00,
  /** Below the threshold; not refundable. */
  feeFils: 20_00,
  /** Cash on delivery surcharge, charged only below the threshold. */
  codFeeFils: 30_00,
  codFeeBelowFils: 150_00,
  deliveryDays: 'Monday to Saturday',
  deliveryPromise: 'next day',
  region: 'contiguous UAE',
} as const;

/** Bounds that keep one cart call small; stock caps quantities further. */
export const cartLimits = {
  maxQuantity: 99,
  maxLinesPerCall: 50,
  maxLines: 100,
  maxCodes: 5,
  maxCodeLength: 40,
} as const;

export const returns = {
  returnDays: 7,
  exchangeDays: 15,
  restockingFeeMinFils: 15_00,
  restockingFeePercent: 15,
  refundBusinessDays: '3-5',
  bankDays: '1-7',
  saleItemsReturnable: false,
  codReturnable: false,
  exchangeCities: ['Abu Dhabi', 'Dubai'],
  idDocuments: ["driver's licence", 'passport', 'Emirates ID'],
} as const;

/** Prices are VAT-inclusive; invoices show the VAT contained in the total. */
export const vat = { percent: 5 } as const;

/** Automatic offers: applied at checkout only inside their window; never combined (the best one applies). */
export interface AutomaticOffer {
  id: string;
  minSubtotalFils: number;
  discountFils: number;
  validFrom: string;
  validUntil: string;
}

export const automaticOffers: readonly AutomaticOffer[] = [
  {
    id: 'spend-250',
    minSubtotalFils: 250_00,
    discountFils: 50_00,
    validFrom: '2026-11-01T00:00:00+04:00',
    validUntil: '2027-01-31T23:59:59+04:00',
  },
  {
    id: 'spend-500',
    minSubtotalFils: 500_00,
    discountFils: 150_00,
    validFrom: '2026-11-01T00:00:00+04:00',
    validUntil: '2027-01-31T23:59:59+04:00',
  },
];

export function activeOffers(at: Date = new Date()): AutomaticOffer[] {
  const t = at.getTime();
  return automaticOffers.filter((o) => Date.parse(o.validFrom) <= t && t <= Date.parse(o.validUntil));
}
