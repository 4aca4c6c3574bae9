/**
 * The back-in-stock e-mail (issue 17), in the language the shopper asked in: the product's page and a
 * link that stops every other alert of the address without signing in. HTML and plain text from one content
 * (./html/content.ts); a marketing mail, so it carries the one-click List-Unsubscribe headers (./list-unsubscribe.ts).
 */
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { mailText, type MailContent } from './html/content.ts';
import { listUnsubscribeHeaders } from './list-unsubscribe.ts';

export const backInStockMailMessages = defineMessages({
  en: {
    subject: 'Back in stock: {title}, size {size} EU',
    text: [
      'Good news: {title} in size {size} EU is back in stock at Lucky Shoes.',
      'See it and order it here:',
      '{productLink}',
      'Sizes go quickly. This is the only e-mail we send about this size: your alert has now ended.',
      'To stop every back-in-stock e-mail to this address, open this link (no need to sign in):',
      '{unsubscribeLink}',
      'Lucky Shoes',
    ],
  },
  ar: {
    // 'EU 32' in a left-to-right isolate (LRI … PDI), as every Latin code inside Arabic: whatever surrounds
    // it in a mail client's right-to-left line, it keeps its own order.
    subject: '{title} متوفر من جديد بمقاس \u2066EU {size}\u2069',
    text: [
      'خبر سار: {title} بمقاس {size} EU متوفر من جديد في لاكي شوز.',
      'شاهده واطلبه من هنا:',
      '{productLink}',
      'المقاسات تنفد بسرعة. هذه الرسالة الوحيدة التي نرسلها عن هذا المقاس، وقد انتهى تنبيهك الآن.',
      'لإيقاف كل رسائل التنبيه بعودة المنتجات إلى هذا العنوان، افتح هذا الرابط (دون الحاجة إلى تسجيل الدخول):',
      '{unsubscribeLink}',
      'لاكي شوز',
    ],
  },
});

/** The page the unsubscribe link opens; the token rides in the fragment, which no server log or Referer sees. */
export function unsubscribeLink(siteUrl: string, token: string, locale: Locale): string {
  return new URL(`${localizedPath(locale, '/back-in-stock/unsubscribe')}#token=${token}`, siteUrl).href;
}

export interface BackInStockMailInput {
  locale: Locale;
  title: string;
  size: number;
  /** The product page in the shopper's language, a path. */
  productPath: string;
  unsubscribeToken: string;
  siteUrl: string;
}

export function backInStockMail(input: BackInStockMailInput): {
  subject: string;
  text: string;
  content: MailContent;
  headers: Record<string, string>;
} {
  const t = backInStockMailMessages[input.locale];
  const values = { title: input.title, size: input.size };
  const [news = '', see = '', , last = '', , , signOff = ''] = t.text.map((paragraph) => fill(paragraph, values));
  const content: MailContent = {
    locale: input.locale,
    origin: new URL(localizedPath(input.locale, '/'), input.siteUrl).href,
    heading: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', lines: [news] },
      { kind: 'button', label: see, href: new URL(input.productPath, input.siteUrl).href },
      { kind: 'paragraph', lines: [last] },
    ],
    signOff,
    unsubscribe: unsubscribeLink(input.siteUrl, input.unsubscribeToken, input.locale),
  };
  return {
    subject: fill(t.subject, values),
    text: mailText(content),
    content,
    headers: listUnsubscribeHeaders(input.siteUrl, input.unsubscribeToken),
  };
}
