/** The newsletter block's copy (docs/product.md §8 quotes the English outcomes). */
import { defineMessages } from '#src/i18n/messages.ts';

export const newsletterMessages = defineMessages({
  en: {
    title: 'Subscribe to our newsletter',
    text: 'New arrivals, offers and size tips for growing feet, straight to your inbox.',
    label: 'Email address',
    placeholder: 'Enter your email',
    submit: 'subscribe',
    outcome: {
      pending: 'Almost there: check your inbox and open the link we sent you to confirm your subscription.',
      refused: 'Email address is invalid',
      failed: 'Subscription unsuccessful',
    },
  },
  ar: {
    title: 'اشترك في نشرتنا البريدية',
    text: 'أحدث الموديلات والعروض ونصائح المقاسات لأقدام تكبر كل يوم، تصلك مباشرة إلى بريدك.',
    label: 'البريد الإلكتروني',
    placeholder: 'أدخل بريدك الإلكتروني',
    submit: 'اشترك',
    outcome: {
      pending: 'بقيت خطوة واحدة: افتح الرابط الذي أرسلناه إلى بريدك لتأكيد اشتراكك.',
      refused: 'البريد الإلكتروني غير صالح',
      failed: 'تعذّر الاشتراك، حاول مرة أخرى',
    },
  },
});

/** The pages of the confirmation mail's links (/newsletter/confirm and /newsletter/unsubscribe). */
export const newsletterPageMessages = defineMessages({
  en: {
    confirmTitle: 'Newsletter subscription',
    confirmed: 'Thank you: your subscription is confirmed. The Lucky Shoes newsletter will come to your inbox.',
    invalid: 'This link does not work: it may have expired. Subscribe again at the bottom of any page.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeAsk: 'Stop the Lucky Shoes newsletter to this address?',
    unsubscribe: 'unsubscribe',
    unsubscribed: 'You are unsubscribed: we will send you no more newsletters.',
    home: 'Continue shopping',
  },
  ar: {
    confirmTitle: 'الاشتراك في النشرة البريدية',
    confirmed: 'شكرًا لك: تم تأكيد اشتراكك، وستصلك النشرة البريدية من لاكي شوز.',
    invalid: 'هذا الرابط لا يعمل، فربما انتهت صلاحيته. اشترك من جديد أسفل أي صفحة.',
    unsubscribeTitle: 'إلغاء الاشتراك في النشرة البريدية',
    unsubscribeAsk: 'هل تريد إيقاف النشرة البريدية من لاكي شوز إلى هذا العنوان؟',
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribed: 'تم إلغاء اشتراكك، ولن نرسل إليك النشرة البريدية بعد الآن.',
    home: 'تابع التسوق',
  },
});

export type NewsletterMessages = (typeof newsletterMessages)['en'];
