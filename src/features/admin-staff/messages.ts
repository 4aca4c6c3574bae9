/** The back office's staff (docs/admin.md): the list, the invitation and the removal, in both languages. */
import { defineMessages } from '#src/i18n/messages.ts';

export const adminStaffMessages = defineMessages({
  en: {
    title: 'Staff',
    columns: { email: 'E-mail', role: 'Role', state: 'State', since: 'Since', action: 'Action' },
    roles: { owner: 'Owner', staff: 'Staff' },
    roleHelp: 'Owners can do everything, staff included; staff handle orders, stock and reviews.',
    states: { invited: 'Invited', enrolling: 'Setting up the authenticator', active: 'Active' },
    you: '(you)',
    remove: 'Remove',
    removeLabel: 'Remove {email}',
    invite: {
      heading: 'Invite someone',
      email: 'E-mail',
      role: 'Role',
      submit: 'Send the invitation',
      sent: 'An invitation was e-mailed to {email}.',
      link: 'The link, shown this once, in case the e-mail does not arrive (it works for 72 hours):',
    },
    removed: '{email} was removed and signed out.',
    problems: {
      email_invalid: 'Give an e-mail address.',
      staff_exists: 'Someone with this e-mail is already on the staff.',
      staff_not_found: 'This staff member was already removed.',
      last_owner: 'The last owner cannot be removed: invite another owner first.',
      failed: 'That did not work. Try again.',
    },
  },
  ar: {
    title: 'الموظفون',
    columns: { email: 'البريد الإلكتروني', role: 'الدور', state: 'الحالة', since: 'منذ', action: 'إجراء' },
    roles: { owner: 'مالك', staff: 'موظف' },
    roleHelp: 'المالك يدير كل شيء بما في ذلك الموظفون، والموظف يدير الطلبات والمخزون والتقييمات.',
    states: { invited: 'تمت دعوته', enrolling: 'يُعدّ تطبيق المصادقة', active: 'نشط' },
    you: '(أنت)',
    remove: 'أزل',
    removeLabel: 'أزل \u2066{email}\u2069',
    invite: {
      heading: 'ادعُ موظفًا',
      email: 'البريد الإلكتروني',
      role: 'الدور',
      submit: 'أرسل الدعوة',
      sent: 'تم إرسال دعوة إلى \u2066{email}\u2069.',
      link: 'الرابط يظهر هذه المرة فقط، إن لم تصل الرسالة (يعمل مدة 72 ساعة):',
    },
    removed: 'تمت إزالة \u2066{email}\u2069 وتسجيل خروجه.',
    problems: {
      email_invalid: 'اكتب بريدًا إلكترونيًا.',
      staff_exists: 'يوجد موظف بهذا البريد الإلكتروني.',
      staff_not_found: 'تمت إزالة هذا الموظف من قبل.',
      last_owner: 'لا يمكن إزالة آخر مالك: ادعُ مالكًا آخر أولًا.',
      failed: 'لم تنجح العملية. حاول مرة أخرى.',
    },
  },
});
