/** The unsubscribe page's copy: the page a marketing e-mail's unsubscribe link opens (src/pages/api/unsubscribe.ts). */
import { defineMessages } from '#src/i18n/messages.ts';

export const unsubscribeMessages = defineMessages({
  en: {
    pageTitle: 'Unsubscribe',
    pageDescription: 'Stop the e-mails of Lucky Shoes that your link came from.',
    heading: 'Unsubscribe',
    question: 'Stop the e-mails that this link came from? Your orders and your account stay as they are.',
    confirm: 'Yes, unsubscribe',
    working: 'Unsubscribing…',
    done: 'Done: we will send no more of these e-mails to your address.',
    noToken: 'This link is incomplete. Open the link from your e-mail again.',
    failed: 'That did not go through. Please check your connection and try again.',
    continueShopping: 'Continue shopping',
  },
  ar: {
    pageTitle: 'إلغاء الاشتراك',
    pageDescription: 'أوقف رسائل لاكي شوز التي وصلك منها هذا الرابط.',
    heading: 'إلغاء الاشتراك',
    question: 'هل تريد إيقاف الرسائل التي وصلك منها هذا الرابط؟ يبقى حسابك وطلباتك كما هي.',
    confirm: 'نعم، ألغِ الاشتراك',
    working: 'جارٍ إلغاء الاشتراك…',
    done: 'تم: لن نرسل هذه الرسائل إلى عنوانك بعد الآن.',
    noToken: 'هذا الرابط ناقص. افتح الرابط من رسالتك مرة أخرى.',
    failed: 'لم يكتمل الطلب. تحقّق من اتصالك وحاول مرة أخرى.',
    continueShopping: 'تابع التسوق',
  },
});
