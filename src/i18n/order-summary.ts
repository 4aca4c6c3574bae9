/**
 * The words of an order's figures and of its emirate that the checkout, the order page and the
 * confirmation e-mail share: the e-mail is written by the commerce engine, below the features.
 */
import { automaticOffers } from '#src/config/money.ts';
import { formatAedShort } from './format.ts';
import type { Locale } from './locales.ts';
import { defineMessages, fill } from './messages.ts';

export const orderSummaryMessages = defineMessages({
  en: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    /** An automatic offer, as the discount line names it (docs/product.md §9). */
    offer: '{discount} off from {minimum}',
    shipping: 'Shipping',
    free: 'Free',
    codFee: 'Cash on delivery fee',
    total: 'Total',
    vatIncluded: 'Including {vat} VAT',
    emirates: {
      'Abu Dhabi': 'Abu Dhabi',
      Dubai: 'Dubai',
      Sharjah: 'Sharjah',
      Ajman: 'Ajman',
      'Umm Al Quwain': 'Umm Al Quwain',
      'Ras Al Khaimah': 'Ras Al Khaimah',
      Fujairah: 'Fujairah',
    },
  },
  ar: {
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    offer: 'خصم {discount} للطلبات من {minimum}',
    shipping: 'التوصيل',
    free: 'مجاني',
    codFee: 'رسوم الدفع عند الاستلام',
    total: 'الإجمالي',
    vatIncluded: 'شاملًا ضريبة القيمة المضافة {vat}',
    emirates: {
      'Abu Dhabi': 'أبوظبي',
      Dubai: 'دبي',
      Sharjah: 'الشارقة',
      Ajman: 'عجمان',
      'Umm Al Quwain': 'أم القيوين',
      'Ras Al Khaimah': 'رأس الخيمة',
      Fujairah: 'الفجيرة',
    },
  },
});

/**
 * How the discount line names its discount: a code as the shopper typed it, an automatic offer by what it
 * gives (the order keeps the offer's id, src/config/money.ts `automaticOffers`), in the reader's language.
 */
export function discountName(label: string, locale: Locale): string {
  const offer = automaticOffers.find((candidate) => candidate.id === label);
  if (!offer) return label;
  return fill(orderSummaryMessages[locale].offer, {
    discount: formatAedShort(offer.discountFils, locale),
    minimum: formatAedShort(offer.minSubtotalFils, locale),
  });
}
