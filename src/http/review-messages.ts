/** Why a review was refused, by code: the API answers in the request's language, the form shows the same. */
import { defineMessages } from '#src/i18n/messages.ts';

export const reviewRefusalMessages = defineMessages({
  en: {
    sign_in: 'Sign in to write a review',
    not_eligible: 'Only a buyer whose order has been delivered can review this shoe',
    wrong_size: 'Choose the size you bought',
    already_reviewed: 'You have already reviewed this shoe',
    throttled: 'Too many reviews at once; please try again later',
    failed: 'Your review could not be sent. Please try again.',
  },
  ar: {
    sign_in: 'سجّل الدخول لتكتب مراجعة',
    not_eligible: 'يكتب المراجعة من اشترى هذا الحذاء ووصله طلبه فقط',
    wrong_size: 'اختر المقاس الذي اشتريته',
    already_reviewed: 'لقد كتبت مراجعة لهذا الحذاء من قبل',
    throttled: 'مراجعات كثيرة في وقت قصير؛ يرجى المحاولة لاحقًا',
    failed: 'تعذّر إرسال مراجعتك. يرجى المحاولة مرة أخرى.',
  },
});
