/** The e-mail that invites someone to the back office: the link that sets their password, in the inviter's language. */
import { staffSecurity, type StaffRole } from '#src/config/back-office.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';
import type { OutgoingMail } from './outbox.ts';

const words = defineMessages({
  en: {
    subject: 'Your Lucky Shoes back office account',
    body: 'You are invited to the Lucky Shoes back office as {role}. Set your password here within {hours} hours:',
    roles: { owner: 'an owner', staff: 'a member of staff' },
    signOff: 'Lucky Shoes',
  },
  ar: {
    subject: 'حسابك في لوحة إدارة لاكي شوز',
    body: 'دعوناك إلى لوحة إدارة لاكي شوز بصفة {role}. عيّن كلمة المرور من هنا خلال {hours} ساعة:',
    roles: { owner: 'مالك', staff: 'موظف' },
    signOff: 'فريق لاكي شوز',
  },
});

export function staffInvitationMail(to: string, role: StaffRole, link: string, locale: Locale): OutgoingMail {
  const w = words[locale];
  const text = [fill(w.body, { role: w.roles[role], hours: staffSecurity.inviteHours }), link, '', w.signOff].join(
    '\n',
  );
  return { kind: 'staff-invitation', to, subject: w.subject, text };
}
