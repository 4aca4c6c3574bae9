/** The not-found page's copy (docs/product.md quotes the English heading and link). */
import { defineMessages } from '#src/i18n/messages.ts';

export const errorPageMessages = defineMessages({
  en: {
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    heading: 'Oops, something went wrong',
    explanation: 'We could not find that page. It may have moved, or the link may be mistyped.',
    backHome: 'back to homepage',
  },
  ar: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة هنا.',
    heading: 'عذرًا، حدث خطأ ما',
    explanation: 'لم نعثر على هذه الصفحة. ربما نُقلت إلى مكان آخر، أو أن الرابط مكتوب بشكل غير صحيح.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
});
