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
      subscribed: 'You’ve successfully subscribed!',
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
      subscribed: 'تم اشتراكك بنجاح!',
      refused: 'البريد الإلكتروني غير صالح',
      failed: 'تعذّر الاشتراك، حاول مرة أخرى',
    },
  },
});

export type NewsletterMessages = (typeof newsletterMessages)['en'];
