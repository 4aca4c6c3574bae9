/**
 * The cart's copy: the drawer, the /cart page, the summary, the promo code, the quantity stepper, what the
 * cart says after a change, and the API's cart refusals (docs/product.md §2, §4, §8 quote the English).
 * Islands get one edition as a prop (`t={cartMessages[locale]}`); the header's cart button and the drawer
 * read theirs from the JSON CartText.astro renders.
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { cartAnswerMessages } from '#src/http/cart-messages.ts';

export const cartMessages = defineMessages({
  en: {
    pageTitle: 'Shopping Cart',
    pageDescription: 'Your Lucky Shoes shopping cart: change sizes and quantities, apply a promo code and check out.',
    drawerTitle: 'shopping cart',
    viewCart: 'view cart',
    empty: 'your shopping cart is empty',
    continueShopping: 'continue shopping',
    checkout: 'check out',
    closeCart: 'Close shopping cart',
    originalPrice: 'Original price',
    salePrice: 'Sale price',
    saving: 'Saving',
    /** Prices are VAT-inclusive (src/config/money.ts): only delivery can still change the sum. */
    vatNote: 'Prices include {percent}% VAT. Delivery is calculated at checkout',
    product: 'PRODUCT',
    quantity: 'QUANTITY',
    total: 'TOTAL',
    totalLabel: 'Total',
    size: 'Size: {size} EU',
    /** A line whose size a catalogue change removed: it cannot be checked out. */
    noLongerSold: 'No longer available: please remove it to check out',
    remove: 'remove',
    removeLine: 'Remove {title} from the cart',
    promoLabel: 'Promo code',
    promoPlaceholder: 'Enter promo code',
    apply: 'apply',
    codeApplied: 'Code {code}',
    unreachable: 'Your cart could not be opened just now.',
    tryAgain: 'Try again',
    /** The header's cart button, for screen readers: the line count. */
    cartButtonEmpty: 'Cart',
    cartButton: { one: 'Cart, 1 item', other: 'Cart, {count} items' },
    /** The quantity stepper, on the cart and the product page (docs/product.md §8 quotes the hints). */
    stepper: {
      quantityOf: 'Quantity of {title}',
      decrease: 'One fewer {title}',
      increase: 'One more {title}',
      atLeastOne: 'at least 1',
      noMoreInventory: 'no more inventory',
    },
    /** What the cart says after a change (CartMessage), on the cart and the product page. */
    notices: {
      close: 'Close',
      quantityCapped: cartAnswerMessages.en.quantityCapped,
      codeNotApplicable: 'The code {code} does not apply to this cart.',
      changeFailed: 'Your cart could not be updated. Please try again.',
      checkoutNoUrl: 'Cart Error: missing checkout url',
    },
  },
  ar: {
    pageTitle: 'سلة التسوق',
    pageDescription: 'سلة تسوقك في لاكي شوز: غيّر المقاسات والكميات، وأضف رمز الخصم، وأكمل طلبك.',
    drawerTitle: 'سلة التسوق',
    viewCart: 'عرض السلة',
    empty: 'سلة تسوقك فارغة',
    continueShopping: 'تابع التسوق',
    checkout: 'إتمام الطلب',
    closeCart: 'إغلاق سلة التسوق',
    originalPrice: 'السعر الأصلي',
    salePrice: 'سعر التخفيض',
    saving: 'وفّرت',
    vatNote: 'الأسعار شاملة ضريبة القيمة المضافة بنسبة {percent}%، وتُحتسب رسوم التوصيل عند إتمام الطلب',
    product: 'المنتج',
    quantity: 'الكمية',
    total: 'المجموع',
    totalLabel: 'المجموع الفرعي',
    size: 'المقاس: \u2066EU {size}\u2069',
    noLongerSold: 'لم يعد متوفرًا: احذفه لإتمام الطلب',
    remove: 'حذف',
    removeLine: 'حذف {title} من السلة',
    promoLabel: 'رمز الخصم',
    promoPlaceholder: 'أدخل رمز الخصم',
    apply: 'تطبيق',
    codeApplied: 'الرمز \u2066{code}\u2069',
    unreachable: 'تعذّر فتح سلتك الآن.',
    tryAgain: 'حاول مرة أخرى',
    cartButtonEmpty: 'السلة',
    cartButton: {
      zero: 'السلة، لا منتجات',
      one: 'السلة، منتج واحد',
      two: 'السلة، منتجان',
      few: 'السلة، {count} منتجات',
      many: 'السلة، {count} منتجًا',
      other: 'السلة، {count} منتج',
    },
    stepper: {
      quantityOf: 'كمية {title}',
      decrease: 'قطعة أقل من {title}',
      increase: 'قطعة أخرى من {title}',
      atLeastOne: 'قطعة واحدة على الأقل',
      noMoreInventory: 'لا تتوفر كمية أكبر',
    },
    notices: {
      close: 'إغلاق',
      quantityCapped: cartAnswerMessages.ar.quantityCapped,
      codeNotApplicable: 'الرمز \u2066{code}\u2069 لا ينطبق على هذه السلة.',
      changeFailed: 'تعذّر تحديث سلتك. حاول مرة أخرى.',
      checkoutNoUrl: 'خطأ في السلة: رابط إتمام الطلب غير متوفر',
    },
  },
});

export type CartMessages = (typeof cartMessages)['en'];
export type StepperMessages = CartMessages['stepper'];
export type CartNoticeMessages = CartMessages['notices'];

/** What the header's cart button and the drawer need, in the page's language (CartText.astro). */
export type CartTextMessages = Omit<CartMessages, 'pageTitle' | 'pageDescription'>;
