/**
 * What an e-mail says, as structure: a heading, paragraphs, a table of lines, totals, a button, the footer.
 * Both parts of a mail are written from it (./render.ts for the HTML, `mailText` here for the plain text),
 * so neither can carry what the other lacks. Every string is final copy in the mail's language.
 */
import { contact } from '#src/config/stores.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';

export type MailBlock =
  /** A paragraph; its lines stay on separate lines (an address). */
  | { kind: 'paragraph'; lines: string[] }
  /** A table: each row a label and an amount (order lines, totals); `strong` rows stand out (the total). */
  | { kind: 'rows'; rows: Array<{ label: string; value: string; strong?: boolean }> }
  /** A call to action: the label on the button, then the link (absolute). */
  | { kind: 'button'; label: string; href: string };

export interface MailContent {
  locale: Locale;
  /** The heading above the body; the text part starts with it too. */
  heading: string;
  blocks: MailBlock[];
  /** The sign-off under the body ('Lucky Shoes'). */
  signOff: string;
  /** The shop's home page, absolute: the wordmark links there. */
  origin: string;
  /** A marketing mail's unsubscribe link (absolute), shown in the footer. */
  unsubscribe?: string;
  /** The words before the unsubscribe link, when the mail has its own ('Stop these e-mails:' otherwise). */
  unsubscribeLabel?: string;
}

export const mailFrameMessages = defineMessages({
  en: {
    brand: 'Lucky Shoes',
    footer: "Lucky Shoes, children's shoes in the UAE",
    contact: 'Questions? Write to {email} or call {phone}.',
    unsubscribe: 'Stop these e-mails:',
  },
  ar: {
    brand: 'لاكي شوز',
    footer: 'لاكي شوز، أحذية الأطفال في الإمارات',
    contact: 'لأي سؤال، راسلنا على {email} أو اتصل بنا على {phone}.',
    unsubscribe: 'لإيقاف هذه الرسائل:',
  },
});

/**
 * A left-to-right value (an e-mail address, a phone number, an order or tracking number) inside Arabic sits in
 * a left-to-right isolate (LRI … PDI): without it '+971 50 123 4567' reads '4567 123 50 971+' right to left.
 * The text part keeps the characters; the HTML part writes them as markup (./render.ts).
 */
export const isolate = (value: string, locale: Locale): string => (locale === 'ar' ? `\u2066${value}\u2069` : value);

/** A name someone typed in either script (a carrier's) inside Arabic: a first-strong isolate (FSI … PDI). */
export const isolateTyped = (value: string, locale: Locale): string =>
  locale === 'ar' ? `\u2068${value}\u2069` : value;

/** The footer's lines, as both parts print them. */
export function footerLines(content: MailContent): string[] {
  const f = mailFrameMessages[content.locale];
  return [
    f.footer,
    fill(f.contact, { email: isolate(contact.email, content.locale), phone: isolate(contact.phone, content.locale) }),
  ];
}

export const unsubscribeLabel = (content: MailContent): string =>
  content.unsubscribeLabel ?? mailFrameMessages[content.locale].unsubscribe;

/** The plain-text part: every word of the HTML part, in the same order, links written out. */
export function mailText(content: MailContent): string {
  const out: string[] = [content.heading];
  for (const block of content.blocks) {
    out.push('');
    if (block.kind === 'paragraph') out.push(...block.lines);
    else if (block.kind === 'rows') out.push(...block.rows.map((row) => `${row.label}: ${row.value}`));
    else out.push(block.label, block.href);
  }
  out.push('', content.signOff, '', '--', ...footerLines(content));
  if (content.unsubscribe) out.push(unsubscribeLabel(content), content.unsubscribe);
  return out.join('\n');
}
