/**
 * The cart API's words (./cart.ts): a line capped to the stock left, which the cart's notice shows as the
 * API wrote it, and the refusals by code.
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { apiMessages } from './messages.ts';

export const cartAnswerMessages = defineMessages({
  en: { quantityCapped: 'Only {available} left of {title} in size {size} EU; the quantity is now {available}.' },
  ar: { quantityCapped: 'تبقّى {available} فقط من {title} بمقاس \u2066EU {size}\u2069، فأصبحت الكمية {available}.' },
});

/**
 * The cart API's refusals by code (./cart.ts): `error` in the request's language, `code` the same in
 * both. docs/api.md quotes 'Product out of stock'.
 */
export const cartErrorMessages = defineMessages({
  en: {
    cart_not_found: 'This cart does not exist',
    cart_completed: 'This cart has already been checked out',
    unknown_variant: 'This product is not sold here',
    no_longer_sold: 'This size is no longer available',
    unknown_line: 'This line is not in the cart',
    out_of_stock: 'Product out of stock',
    empty_cart: 'Your cart is empty',
    /** {max}: the cart's bound, counted by cartCountMessages. */
    too_many_lines: 'A cart holds at most {max}',
  },
  ar: {
    cart_not_found: 'هذه السلة غير موجودة',
    cart_completed: 'تم إتمام الطلب من هذه السلة من قبل',
    unknown_variant: 'هذا المنتج غير متوفر في متجرنا',
    no_longer_sold: 'لم يعد هذا المقاس متوفرًا',
    unknown_line: 'هذا المنتج ليس في السلة',
    out_of_stock: 'نفدت الكمية',
    empty_cart: 'سلتك فارغة',
    too_many_lines: 'تتسع السلة لـ {max} كحد أقصى',
  },
});

/** A count of cart lines, as the refusal above writes the bound. */
export const cartCountMessages = defineMessages({
  en: { lines: { one: '{count} line', other: '{count} lines' } },
  // A cart line is one product, and Arabic counts it with the API's own forms.
  ar: { lines: apiMessages.ar.counts.products },
});
