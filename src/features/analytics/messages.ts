/** The consent banner's copy and the footer's 'Cookie settings' (shown only with a tag manager configured). */
import { defineMessages } from '#src/i18n/messages.ts';

export const consentMessages = defineMessages({
  en: {
    label: 'Cookies',
    text:
      'With your agreement we use analytics and advertising cookies to measure visits and improve the shop. ' +
      'Refuse, and we use only the cookies the shop needs to work.',
    privacy: 'Privacy policy',
    accept: 'Accept',
    refuse: 'Refuse',
    settings: 'Cookie settings',
  },
  ar: {
    label: 'ملفات تعريف الارتباط',
    text:
      'بموافقتك نستخدم ملفات تعريف الارتباط للتحليلات والإعلانات لقياس الزيارات وتحسين المتجر. ' +
      'وإن رفضت، فلن نستخدم إلا ما يحتاجه المتجر ليعمل.',
    privacy: 'سياسة الخصوصية',
    accept: 'أوافق',
    refuse: 'أرفض',
    settings: 'إعدادات ملفات تعريف الارتباط',
  },
});
