/**
 * The password-reset e-mail in the language of the page that asked for it (docs/product.md §13): the
 * link opens the new-password page of that language. HTML and plain text from one content
 * (../mail/html/content.ts).
 */
import { accountSecurity } from '#src/config/accounts.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill, plural } from '#src/i18n/messages.ts';
import { mailText, type MailContent } from '../mail/html/content.ts';

export const resetMailMessages = defineMessages({
  en: {
    subject: 'Set a new password for your Lucky Shoes account',
    minutes: { one: '1 minute', other: '{count} minutes' },
    text: [
      'Hello {firstName},',
      'Someone (we hope you) asked to set a new password for your Lucky Shoes account. ' +
        'Open this link within {minutes} to choose one.',
      'Set a new password',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
      'Lucky Shoes',
    ],
  },
  ar: {
    subject: 'تعيين كلمة مرور جديدة لحسابك في لاكي شوز',
    minutes: {
      zero: '{count} دقيقة',
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '{count} دقائق',
      many: '{count} دقيقة',
      other: '{count} دقيقة',
    },
    text: [
      'مرحبًا {firstName}،',
      'وصلنا طلب (نرجو أن يكون منك) لتعيين كلمة مرور جديدة لحسابك في لاكي شوز. ' +
        'افتح هذا الرابط خلال {minutes} لتختار كلمة المرور الجديدة.',
      'عيّن كلمة مرور جديدة',
      'يعمل الرابط مرة واحدة فقط. إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      'لاكي شوز',
    ],
  },
});

/**
 * The page the e-mailed link opens, in the mail's language; the token rides in the fragment, which never
 * reaches a server log or a Referer.
 */
export function resetLink(siteUrl: string, token: string, locale: Locale = 'en'): string {
  return new URL(`${localizedPath(locale, '/reset/password')}#token=${token}`, siteUrl).href;
}

export function resetMail(
  locale: Locale,
  firstName: string,
  link: string,
): { subject: string; text: string; content: MailContent } {
  const t = resetMailMessages[locale];
  const minutes = plural(locale, t.minutes, accountSecurity.resetTokenMinutes);
  const [hello = '', ask = '', button = '', once = '', signOff = ''] = t.text.map((paragraph) =>
    fill(paragraph, { firstName, minutes }),
  );
  const content: MailContent = {
    locale,
    origin: new URL(localizedPath(locale, '/'), link).href,
    heading: hello,
    blocks: [
      { kind: 'paragraph', lines: [ask] },
      { kind: 'button', label: button, href: link },
      { kind: 'paragraph', lines: [once] },
    ],
    signOff,
  };
  return { subject: t.subject, text: mailText(content), content };
}
