/**
 * The newsletter's confirmation e-mail (double opt-in, docs/product.md §8), in the language of the page the
 * address was given on: the link that confirms the subscription, and the one that ends it. Until the link is
 * opened the address is not on the list, and nothing more is sent to it. HTML and plain text from one content
 * (./html/content.ts), with the one-click List-Unsubscribe headers (./list-unsubscribe.ts).
 */
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill, plural } from '#src/i18n/messages.ts';
import { unitMessages } from '#src/i18n/units.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { mailText, type MailContent } from './html/content.ts';
import { listUnsubscribeHeaders } from './list-unsubscribe.ts';

export const newsletterConfirmationMailMessages = defineMessages({
  en: {
    subject: 'Confirm your Lucky Shoes newsletter subscription',
    text: [
      'Hello,',
      'Someone, we hope you, asked to receive the Lucky Shoes newsletter at this address: new arrivals, offers ' +
        'and size tips for growing feet.',
      'To confirm your subscription, open this link within {days}:',
      'Confirm my subscription',
      'If you did not ask for it, ignore this e-mail: without your confirmation we send you nothing more.',
      'To unsubscribe at any time, open this link (no need to sign in):',
      '{unsubscribeLink}',
      'Lucky Shoes',
    ],
  },
  ar: {
    subject: 'أكّد اشتراكك في النشرة البريدية من لاكي شوز',
    text: [
      'مرحبًا،',
      'طلب أحدهم، ونرجو أن تكون أنت، الاشتراك في النشرة البريدية من لاكي شوز بهذا العنوان: أحدث الموديلات ' +
        'والعروض ونصائح المقاسات لأقدام تكبر كل يوم.',
      'لتأكيد اشتراكك، افتح هذا الرابط خلال {days}:',
      'أكّد اشتراكي',
      'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن نرسل إليك شيئًا آخر دون تأكيدك.',
      'لإلغاء الاشتراك في أي وقت، افتح هذا الرابط (دون الحاجة إلى تسجيل الدخول):',
      '{unsubscribeLink}',
      'لاكي شوز',
    ],
  },
});

/** The confirmation page, in the mail's language, with the token the mail carries. */
export function newsletterConfirmLink(siteUrl: string, token: string, locale: Locale): string {
  return new URL(`${localizedPath(locale, '/newsletter/confirm')}?token=${token}`, siteUrl).href;
}

/** The page that ends the subscription (a button there, so a mail scanner opening the link ends nothing). */
export function newsletterUnsubscribeLink(siteUrl: string, token: string, locale: Locale): string {
  return new URL(`${localizedPath(locale, '/newsletter/unsubscribe')}?token=${token}`, siteUrl).href;
}

export interface NewsletterConfirmationInput {
  locale: Locale;
  confirmToken: string;
  unsubscribeToken: string;
  /** How long the confirmation link works. */
  days: number;
  siteUrl: string;
}

export function newsletterConfirmationMail(input: NewsletterConfirmationInput): {
  subject: string;
  text: string;
  content: MailContent;
  headers: Record<string, string>;
} {
  const t = newsletterConfirmationMailMessages[input.locale];
  const values = { days: plural(input.locale, unitMessages[input.locale].days, input.days) };
  const [hello = '', ask = '', within = '', confirm = '', ignore = '', stop = '', , signOff = ''] = t.text.map(
    (paragraph) => fill(paragraph, values),
  );
  const content: MailContent = {
    locale: input.locale,
    origin: new URL(localizedPath(input.locale, '/'), input.siteUrl).href,
    heading: hello,
    blocks: [
      { kind: 'paragraph', lines: [ask] },
      { kind: 'paragraph', lines: [within] },
      { kind: 'button', label: confirm, href: newsletterConfirmLink(input.siteUrl, input.confirmToken, input.locale) },
      { kind: 'paragraph', lines: [ignore] },
    ],
    signOff,
    unsubscribe: newsletterUnsubscribeLink(input.siteUrl, input.unsubscribeToken, input.locale),
    unsubscribeLabel: stop,
  };
  return {
    subject: t.subject,
    text: mailText(content),
    content,
    headers: listUnsubscribeHeaders(input.siteUrl, input.unsubscribeToken),
  };
}
