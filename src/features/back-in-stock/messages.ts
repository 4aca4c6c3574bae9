/** The back-in-stock alerts' copy (issue 17): 'Notify me' on a product page, and the unsubscribe page. */
import { defineMessages } from '#src/i18n/messages.ts';

export const backInStockMessages = defineMessages({
  en: {
    notify: {
      open: 'Size sold out? Notify me',
      intro: 'Choose the sold-out size you want and we will e-mail you once when it is back.',
      size: 'Size',
      sizeLabel: '{size} EU',
      email: 'Email',
      submit: 'Notify me',
      sending: 'Sending…',
      outcome: {
        accepted: 'Thank you. We will e-mail {email} when size {size} EU is back in stock.',
        in_stock: 'Good news: this size is in stock again. Choose it above to add it to your cart.',
        invalid_email: 'Enter a valid email address, like name@example.com.',
        throttled: 'Too many requests from this connection. Please try again in a few minutes.',
        failed: 'That did not go through. Please check your connection and try again.',
      },
    },
    unsubscribe: {
      pageTitle: 'Back-in-stock alerts',
      pageDescription: 'Stop the back-in-stock e-mails of Lucky Shoes.',
      heading: 'Back-in-stock alerts',
      working: 'Stopping your alerts…',
      done: 'Done: we will send no more back-in-stock e-mails to your address.',
      noToken: 'This link is incomplete. Open the link from your e-mail again.',
      failed: 'That did not go through. Please check your connection and reload the page.',
      continueShopping: 'Continue shopping',
    },
  },
  ar: {
    notify: {
      open: 'المقاس نفد؟ أبلغني عند توفره',
      intro: 'اختر المقاس الذي نفد وسنرسل لك رسالة واحدة عندما يتوفر من جديد.',
      size: 'المقاس',
      sizeLabel: '\u2066EU {size}\u2069',
      email: 'البريد الإلكتروني',
      submit: 'أبلغني',
      sending: 'جارٍ الإرسال…',
      outcome: {
        accepted: 'شكرًا لك. سنراسلك على \u2066{email}\u2069 عندما يتوفر المقاس \u2066EU {size}\u2069 من جديد.',
        in_stock: 'خبر سار: هذا المقاس متوفر من جديد. اختره في الأعلى لتضيفه إلى سلتك.',
        invalid_email: 'أدخل بريدًا إلكترونيًا صالحًا، مثل \u2066name@example.com\u2069.',
        throttled: 'طلبات كثيرة جدًا من هذا الاتصال. حاول مجددًا بعد بضع دقائق.',
        failed: 'لم يكتمل الطلب. تحقّق من اتصالك وحاول مرة أخرى.',
      },
    },
    unsubscribe: {
      pageTitle: 'تنبيهات توفر المنتجات',
      pageDescription: 'أوقف رسائل التنبيه بعودة المنتجات من لاكي شوز.',
      heading: 'تنبيهات توفر المنتجات',
      working: 'جارٍ إيقاف تنبيهاتك…',
      done: 'تم: لن نرسل بعد الآن رسائل تنبيه بعودة المنتجات إلى عنوانك.',
      noToken: 'هذا الرابط ناقص. افتح الرابط من رسالتك مرة أخرى.',
      failed: 'لم يكتمل الطلب. تحقّق من اتصالك وأعد تحميل الصفحة.',
      continueShopping: 'تابع التسوق',
    },
  },
});

export type NotifyMessages = (typeof backInStockMessages)['en']['notify'];
export type NotifyOutcome = keyof NotifyMessages['outcome'];
