/**
 * What an Offer promises beside its price, in schema.org's words (docs/product.md §9): delivery to each
 * emirate (the shipping fee or free from the threshold, next-day delivery Monday to Saturday, each
 * emirate's cut-off time) and the return policy (the return window, the restocking fee; sale items are
 * exchanged, not returned). Rendered from the config, so the JSON-LD and the shop's rules cannot disagree.
 */
import type {
  DayOfWeek,
  MerchantReturnPolicy,
  MonetaryAmount,
  OfferShippingDetails,
  QuantitativeValue,
} from 'schema-dts';
import { delivery, EMIRATES } from '../config/delivery.ts';
import { CURRENCY, FILS_PER_AED, returns, shipping } from '../config/money.ts';

const aed = (fils: number): MonetaryAmount => ({
  '@type': 'MonetaryAmount',
  value: fils / FILS_PER_AED,
  currency: CURRENCY,
});
const SCHEMA_DAYS: DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];
const days = (count: number): QuantitativeValue => ({
  '@type': 'QuantitativeValue',
  minValue: count,
  maxValue: count,
  unitCode: 'DAY',
});

/** One OfferShippingDetails per emirate, for an item of this price (a lone pair under the threshold pays). */
export function shippingDetailsJsonLd(priceFils: number): OfferShippingDetails[] {
  const rateFils = priceFils >= shipping.freeFromFils ? 0 : shipping.feeFils;
  return EMIRATES.map((emirate) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: aed(rateFils),
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AE', addressRegion: emirate },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(0),
      transitTime: days(delivery.leadDays),
      cutoffTime: `${String(delivery.cutOffHour[emirate]).padStart(2, '0')}:00:00+04:00`,
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: delivery.weekdays.map((day) => SCHEMA_DAYS[day - 1]!),
      },
    },
  }));
}

/** The return policy of an item: a sale item (below its compare-at price) can be exchanged, not returned. */
export function returnPolicyJsonLd(onSale: boolean): MerchantReturnPolicy {
  if (onSale && !returns.saleItemsReturnable)
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'AE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'AE',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: returns.returnDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/RestockingFees',
    restockingFee: aed(returns.restockingFeeMinFils),
  };
}
