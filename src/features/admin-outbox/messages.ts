/** The back office's outbox (docs/admin.md): what was sent and what failed, in both languages. */
import { defineMessages } from '#src/i18n/messages.ts';

export const adminOutboxMessages = defineMessages({
  en: {
    title: 'Outbox',
    text: 'Newest first. Bodies are not shown: a password-reset e-mail holds the link to an account.',
    filter: 'Show',
    all: 'All',
    submit: 'Show',
    columns: { written: 'Written', kind: 'Kind', to: 'To', subject: 'Subject', state: 'State' },
    states: { sent: 'Sent', waiting: 'Waiting', retrying: 'Failed, trying again', failed: 'Failed' },
    sentAt: 'Sent {date} {time}',
    attempts: { one: '{count} attempt', other: '{count} attempts' },
    empty: 'No e-mails here.',
    older: 'Older e-mails',
    newest: 'Newest e-mails',
  },
  ar: {
    title: 'البريد الصادر',
    text: 'الأحدث أولًا. لا تظهر نصوص الرسائل لأن رسالة إعادة تعيين كلمة المرور تحمل رابط الحساب.',
    filter: 'اعرض',
    all: 'الكل',
    submit: 'اعرض',
    columns: { written: 'وقت الكتابة', kind: 'النوع', to: 'إلى', subject: 'الموضوع', state: 'الحالة' },
    states: {
      sent: 'أُرسلت',
      waiting: 'بالانتظار',
      retrying: 'تعذّر الإرسال، وستُعاد المحاولة',
      failed: 'تعذّر الإرسال',
    },
    sentAt: 'أُرسلت في {date} {time}',
    attempts: {
      zero: 'لا محاولات',
      one: 'محاولة واحدة',
      two: 'محاولتان',
      few: '{count} محاولات',
      many: '{count} محاولة',
      other: '{count} محاولة',
    },
    empty: 'لا توجد رسائل هنا.',
    older: 'رسائل أقدم',
    newest: 'أحدث الرسائل',
  },
});
