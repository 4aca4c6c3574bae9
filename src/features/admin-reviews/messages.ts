/** The back office's review queue (issue 34, item 5). */
import { defineMessages } from '#src/i18n/messages.ts';

export const adminReviewsMessages = defineMessages({
  en: {
    title: 'Reviews',
    intro: 'Reviews wait here until you approve or reject them, oldest first. Only approved reviews show on the shop.',
    none: 'No review is waiting.',
    waiting: { one: '{count} review waiting', other: '{count} reviews waiting' },
    product: 'Shoe',
    by: 'By {author} ({email}), order #{order}, {date}',
    stars: '{stars} of 5 stars',
    size: 'Size bought: EU {size}',
    fit: { small: 'Fits small', true: 'True to size', large: 'Fits large' },
    sizeAndFit: '{size} · {fit}',
    approve: 'Approve',
    reject: 'Reject',
    decided: {
      approved: 'Review approved: it now shows on the shoe’s page.',
      rejected: 'Review rejected: it will not show on the shop.',
    },
    refused: {
      review_not_found: 'That review no longer exists.',
      already_decided: 'Someone else has already decided on that review.',
    },
  },
  ar: {
    title: 'التقييمات',
    intro: 'تنتظر التقييمات هنا حتى توافق عليها أو ترفضها، الأقدم أولًا. لا يظهر في المتجر إلا ما وافقت عليه.',
    none: 'لا يوجد تقييم ينتظر.',
    waiting: {
      zero: 'لا تقييمات تنتظر',
      one: 'تقييم واحد ينتظر',
      two: 'تقييمان ينتظران',
      few: '{count} تقييمات تنتظر',
      many: '{count} تقييمًا ينتظر',
      other: '{count} تقييم ينتظر',
    },
    product: 'الحذاء',
    by: 'بقلم {author} (\u2066{email}\u2069)، الطلب \u2066#{order}\u2069، {date}',
    stars: '{stars} من 5 نجوم',
    size: 'المقاس المشترى: \u2066EU {size}\u2069',
    fit: { small: 'أصغر من المقاس', true: 'مطابق للمقاس', large: 'أكبر من المقاس' },
    sizeAndFit: '{size} · {fit}',
    approve: 'وافق',
    reject: 'ارفض',
    decided: {
      approved: 'تمت الموافقة على التقييم: يظهر الآن في صفحة الحذاء.',
      rejected: 'تم رفض التقييم: لن يظهر في المتجر.',
    },
    refused: {
      review_not_found: 'هذا التقييم لم يعد موجودًا.',
      already_decided: 'قرّر موظف آخر بشأن هذا التقييم من قبل.',
    },
  },
});
