/**
 * The product page's copy (docs/product.md §2 "Product detail", §4 "Size selection" and "Add to cart").
 * `purchase` is what the buying island needs, passed to it as its `t`; the rest is read by Astro components.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const productMessages = defineMessages({
  en: {
    home: 'HOME',
    color: 'Colour',
    otherColours: 'Colours',
    pictures: 'Pictures',
    picture: 'Picture {n} of {count}',
    showMore: 'show more',
    details: 'Product Details',
    fitTip: 'Fit Tip',
    deliveryOptions: 'Delivery Options',
    returnExchange: 'Return & Exchange',
    returnExchangeText: [
      'Return unworn shoes within {returnDays}, in their box with every accessory. The higher of ' +
        '{fee} or {percent}% of the order price is deducted from the refund as a restocking fee.',
      'Exchange within {exchangeDays} in our stores in {cities}. Sale items and cash-on-delivery ' +
        'orders can be exchanged, not returned.',
    ],
    policyLink: 'Read the full policy',
    promises: [
      { title: 'Free delivery', text: 'On orders of {freeFrom} and over' },
      { title: 'Next-day delivery', text: '{days}, across the UAE' },
      { title: 'Easy exchange', text: 'Within {exchangeDays} in our stores' },
    ],
    features: [
      { title: 'Room to grow', text: 'Wide toe boxes and flexible soles that move the way young feet do.' },
      { title: 'Made for play', text: 'Grippy rubber outsoles and reinforced toes for playgrounds and parks.' },
      { title: 'Fits from day one', text: 'Cushioned insoles and soft linings, no breaking in needed.' },
    ],
    related: 'YOU MIGHT ALSO LIKE',
    purchase: {
      size: 'Size',
      sizeLabel: '{size} EU',
      /** Said after a sold-out size by screen readers, its separator included. */
      soldOutAfterSize: ', sold out',
      sizeGuide: 'Size guide',
      chooseSize: 'Please choose a size to continue',
      quantity: 'Quantity',
      decrease: 'One fewer {title}',
      increase: 'One more {title}',
      outOfStock: 'Product out of stock',
      addToCart: 'Add to cart',
      added: { one: 'You have added 1 item!', other: 'You have added {count} items!' },
      viewCart: 'View Cart',
      close: 'Close',
    },
  },
  ar: {
    home: 'الرئيسية',
    color: 'اللون',
    otherColours: 'الألوان',
    pictures: 'الصور',
    picture: 'الصورة {n} من {count}',
    showMore: 'عرض المزيد',
    details: 'تفاصيل المنتج',
    fitTip: 'نصيحة المقاس',
    deliveryOptions: 'خيارات التوصيل',
    returnExchange: 'الإرجاع والاستبدال',
    returnExchangeText: [
      'يمكنك إرجاع الحذاء غير المستعمل خلال {returnDays}، في علبته ومعه كل ملحقاته. ويُخصم من المبلغ ' +
        'المسترد رسم إعادة تخزين قدره {fee} أو {percent}% من قيمة الطلب، أيهما أعلى.',
      'ويمكنك الاستبدال خلال {exchangeDays} في متاجرنا في {cities}. المنتجات المخفّضة والطلبات المدفوعة ' +
        'عند الاستلام تُستبدل ولا تُرجع.',
    ],
    policyLink: 'اقرأ السياسة كاملة',
    promises: [
      { title: 'توصيل مجاني', text: 'للطلبات بقيمة {freeFrom} فأكثر' },
      { title: 'توصيل في اليوم التالي', text: '{days}، إلى جميع مناطق الإمارات باستثناء الجزر' },
      { title: 'استبدال سهل', text: 'خلال {exchangeDays} في متاجرنا' },
    ],
    features: [
      { title: 'مساحة لتكبر', text: 'مقدمة واسعة ونعل مرن يتحرك مع أقدام الصغار كما تتحرك.' },
      { title: 'مصنوعة للّعب', text: 'نعل مطاطي لا ينزلق ومقدمة مقوّاة للملاعب والحدائق.' },
      { title: 'مريحة من أول يوم', text: 'نعل داخلي مبطّن وبطانة ناعمة، بلا حاجة إلى تعوّد.' },
    ],
    related: 'قد يعجبك أيضًا',
    purchase: {
      size: 'المقاس',
      sizeLabel: '\u2066EU {size}\u2069',
      soldOutAfterSize: '، نفد',
      sizeGuide: 'دليل المقاسات',
      chooseSize: 'يرجى اختيار المقاس للمتابعة',
      quantity: 'الكمية',
      decrease: 'قطعة أقل من {title}',
      increase: 'قطعة أخرى من {title}',
      outOfStock: 'المنتج غير متوفر',
      addToCart: 'أضف إلى السلة',
      added: {
        zero: 'لم تتم إضافة أي قطعة إلى السلة',
        one: 'تمت إضافة قطعة واحدة إلى السلة',
        two: 'تمت إضافة قطعتين إلى السلة',
        few: 'تمت إضافة {count} قطع إلى السلة',
        many: 'تمت إضافة {count} قطعة إلى السلة',
        other: 'تمت إضافة {count} قطعة إلى السلة',
      },
      viewCart: 'عرض السلة',
      close: 'إغلاق',
    },
  },
});

export type ProductMessages = (typeof productMessages)['en'];
export type PurchaseMessages = ProductMessages['purchase'];
