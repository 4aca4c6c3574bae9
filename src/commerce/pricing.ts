/**
 * What an order costs, from the config's rules (docs/product.md §10 "Rules the
 * product follows"): one discount (the better of the cart's code and the best
 * active automatic offer, never both), shipping free from the threshold, the
 * cash-on-delivery fee below it for orders paid in cash, and the VAT contained in the VAT-inclusive total.
 * Thresholds compare the merchandise after the discount: what the shopper pays for goods.
 */
import { shipping, vat } from '../config/money.ts';
import type { PaymentMethod } from '../config/payments.ts';
import { bestOffer } from './discounts.ts';

/** The figures an order shows and keeps: a UAE tax invoice's totals. */
export interface OrderTotals {
  merchandiseFils: number;
  discountFils: number;
  /** The code or the automatic offer id that gave the discount. */
  discountLabel: string | null;
  shippingFils: number;
  codFeeFils: number;
  totalFils: number;
  vatFils: number;
}

/** The totals while pricing, and whether a code gave the discount (placing the order then uses the code up). */
export interface PricedOrder extends OrderTotals {
  discountSource: 'code' | 'offer' | null;
}

/** VAT contained in a VAT-inclusive amount, to the fils. */
export function vatContained(totalFils: number): number {
  return Math.round((totalFils * vat.percent) / (100 + vat.percent));
}

/** The fee for paying in cash, on what the shopper pays for goods. */
export const cashOnDeliveryFee = (goodsFils: number): number =>
  goodsFils < shipping.codFeeBelowFils ? shipping.codFeeFils : 0;

/** The cash-on-delivery fee is charged only to orders paid in cash. */
export function priceOrder(
  merchandiseFils: number,
  code: { code: string; discountFils: number } | null,
  now: Date,
  payment: PaymentMethod = 'cash-on-delivery',
): PricedOrder {
  const offer = bestOffer(merchandiseFils, now);
  let discountFils = 0;
  let discountLabel: string | null = null;
  let discountSource: PricedOrder['discountSource'] = null;
  if (code && code.discountFils >= (offer?.discountFils ?? 0)) {
    ({ discountFils } = code);
    discountLabel = code.code;
    discountSource = 'code';
  } else if (offer) {
    discountFils = offer.discountFils;
    discountLabel = offer.offerId;
    discountSource = 'offer';
  }
  const goods = merchandiseFils - discountFils;
  const shippingFils = goods >= shipping.freeFromFils ? 0 : shipping.feeFils;
  const codFeeFils = payment === 'cash-on-delivery' ? cashOnDeliveryFee(goods) : 0;
  const totalFils = goods + shippingFils + codFeeFils;
  return {
    merchandiseFils,
    discountFils,
    discountLabel,
    discountSource,
    shippingFils,
    codFeeFils,
    totalFils,
    vatFils: vatContained(totalFils),
  };
}
