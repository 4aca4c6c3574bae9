/** The back office's audit log (docs/admin.md): who did what, on what, when, before and after, in both languages. */
import { defineMessages } from '#src/i18n/messages.ts';

export const adminAuditMessages = defineMessages({
  en: {
    title: 'Audit log',
    text: 'Every staff action, newest first, with the values before and after.',
    columns: { when: 'When', who: 'Who', action: 'Action', target: 'On', before: 'Before', after: 'After' },
    nothing: '—',
    empty: 'No actions recorded yet.',
    older: 'Older actions',
    newest: 'Newest actions',
  },
  ar: {
    title: 'سجل العمليات',
    text: 'كل عملية قام بها الموظفون، الأحدث أولًا، مع القيم قبلها وبعدها.',
    columns: { when: 'الوقت', who: 'الموظف', action: 'العملية', target: 'على', before: 'قبل', after: 'بعد' },
    nothing: '—',
    empty: 'لا توجد عمليات مسجلة بعد.',
    older: 'عمليات أقدم',
    newest: 'أحدث العمليات',
  },
});
