/** The page a failed request gets (the server's 500 answer, server/app.ts). */
import { defineMessages } from '#src/i18n/messages.ts';

export const serverErrorMessages = defineMessages({
  en: {
    title: 'Something went wrong',
    description: 'The shop could not show this page just now.',
    heading: 'Something went wrong on our side',
    explanation: 'The fault is ours, not yours. Please try again in a moment.',
    backHome: 'back to homepage',
  },
  ar: {
    title: 'حدث خطأ',
    description: 'تعذّر على المتجر عرض هذه الصفحة الآن.',
    heading: 'حدث خطأ من جهتنا',
    explanation: 'الخطأ من جهتنا لا من جهتك. يُرجى المحاولة مرة أخرى بعد قليل.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
});
