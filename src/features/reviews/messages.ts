/**
 * Reviews from buyers on the product page (docs/product.md §9 "Reviews"): the summary, the approved
 * reviews, the form a buyer writes one with, and the API's refusals of a review, in both languages.
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { reviewRefusalMessages } from '#src/http/review-messages.ts';

export const reviewMessages = defineMessages({
  en: {
    heading: 'REVIEWS',
    none: 'There are no reviews of this shoe yet.',
    average: '{average} out of 5',
    count: { one: '{count} review', other: '{count} reviews' },
    stars: 'Rated {stars} out of 5',
    mostSay: 'Most say: {fit}',
    fits: { small: 'runs small', true: 'true to size', large: 'runs large' },
    sizeBought: 'Size bought: {size} EU',
    fitWas: 'Fit: {fit}',
    form: {
      heading: 'Write a review',
      rating: 'Your rating',
      starChoice: { one: '{count} star', other: '{count} stars' },
      title: 'Title',
      text: 'Your review',
      /** {max} is a count of characters, in the form `characters` gives it. */
      textHint: '{min} to {max}',
      characters: { one: '{count} character', other: '{count} characters' },
      size: 'Size you bought',
      sizeOption: '{size} EU',
      fit: 'How does it fit?',
      send: 'Send review',
      sending: 'Sending…',
      chooseStars: 'Choose from 1 to 5 stars.',
      chooseFit: 'Choose how it fits.',
      titleRule: 'Write a title of 2 to {max}.',
      textRule: 'Write {min} to {max}.',
    },
    mine: {
      pending: 'Thank you for your review: it appears here once we have checked it.',
      approved: 'Thank you: your review of this shoe is shown below.',
      rejected: 'You have already reviewed this shoe.',
      notDelivered: 'You can review this shoe once your order has been delivered.',
    },
    refusals: reviewRefusalMessages.en,
  },
  ar: {
    heading: 'آراء العملاء',
    none: 'لا توجد مراجعات لهذا الحذاء بعد.',
    average: '{average} من 5',
    count: {
      zero: 'لا مراجعات',
      one: 'مراجعة واحدة',
      two: 'مراجعتان',
      few: '{count} مراجعات',
      many: '{count} مراجعة',
      other: '{count} مراجعة',
    },
    stars: 'التقييم {stars} من 5',
    mostSay: 'يقول معظم المشترين: {fit}',
    fits: { small: 'أصغر من المقاس المعتاد', true: 'مطابق للمقاس', large: 'أكبر من المقاس المعتاد' },
    sizeBought: 'المقاس المشترى: \u2066EU {size}\u2069',
    fitWas: 'المقاس: {fit}',
    form: {
      heading: 'اكتب مراجعة',
      rating: 'تقييمك',
      starChoice: {
        zero: '{count} نجمة',
        one: 'نجمة واحدة',
        two: 'نجمتان',
        few: '{count} نجوم',
        many: '{count} نجمة',
        other: '{count} نجمة',
      },
      title: 'العنوان',
      text: 'مراجعتك',
      textHint: 'من {min} إلى {max}',
      characters: {
        zero: '{count} حرف',
        one: 'حرف واحد',
        two: 'حرفين',
        few: '{count} أحرف',
        many: '{count} حرفًا',
        other: '{count} حرف',
      },
      size: 'المقاس الذي اشتريته',
      sizeOption: '\u2066EU {size}\u2069',
      fit: 'كيف كان المقاس؟',
      send: 'أرسل المراجعة',
      sending: 'جارٍ الإرسال…',
      chooseStars: 'اختر من نجمة إلى 5 نجوم.',
      chooseFit: 'اختر كيف كان المقاس.',
      titleRule: 'اكتب عنوانًا من حرفين إلى {max}.',
      textRule: 'اكتب من {min} إلى {max}.',
    },
    mine: {
      pending: 'شكرًا على مراجعتك: ستظهر هنا بعد أن نراجعها.',
      approved: 'شكرًا لك: مراجعتك لهذا الحذاء معروضة أدناه.',
      rejected: 'لقد كتبت مراجعة لهذا الحذاء من قبل.',
      notDelivered: 'يمكنك كتابة مراجعة لهذا الحذاء بعد توصيل طلبك.',
    },
    refusals: reviewRefusalMessages.ar,
  },
});

export type ReviewMessages = (typeof reviewMessages)['en'];
