/** The e-mail that invites someone to the back office: the link that sets their password, in the inviter's language. */
import { staffSecurity, type StaffRole } from '#src/config/back-office.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';
import type { OutgoingMail } from './outbox.ts';
import { mailText, type MailContent } from './html/content.ts';

const words = defineMessages({
  en: {
    subject: 'Your Lucky Shoes back office account',
    body: 'You are invited to the Lucky Shoes back office as {role}. Set your password within {hours} hours.',
    button: 'Set your password',
    roles: { owner: 'an owner', staff: 'a member of staff' },
    signOff: 'Lucky Shoes',
  },
  ar: {
    subject: 'حسابك في لوحة إدارة لاكي شوز',
    body: 'دعوناك إلى لوحة إدارة لاكي شوز بصفة {role}. عيّن كلمة المرور خلال {hours} ساعة.',
    button: 'عيّن كلمة المرور',
    roles: { owner: 'مالك', staff: 'موظف' },
    signOff: 'فريق لاكي شوز',
  },
});

export function staffInvitationMail(to: string, role: StaffRole, link: string, locale: Locale): OutgoingMail {
  const w = words[locale];
  const content: MailContent = {
    locale,
    origin: new URL('/', link).href,
    heading: w.subject,
    blocks: [
      { kind: 'paragraph', lines: [fill(w.body, { role: w.roles[role], hours: staffSecurity.inviteHours })] },
      { kind: 'button', label: w.button, href: link },
    ],
    signOff: w.signOff,
  };
  return { kind: 'staff-invitation', to, subject: w.subject, text: mailText(content), content };
}
