/**
 * The review invitation (issue 35 item 2): `reviews.invitationDays` after delivery, the buyer is asked to
 * review what they bought, each product a link to its page's reviews, where the review form is. In the
 * order's language; a marketing mail, so it carries its one-click unsubscribe (./list-unsubscribe.ts).
 */
import { productPath } from '#src/catalogue/paths.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { Order } from '../orders.ts';
import { isolate, mailText, type MailContent } from './html/content.ts';
import { listUnsubscribeHeaders, unsubscribePageUrl } from './list-unsubscribe.ts';
import type { OutgoingMail } from './outbox.ts';

export const reviewInvitationMailMessages = defineMessages({
  en: {
    subject: 'How do the shoes from order {name} fit?',
    greeting: 'Hello {customerName},',
    body:
      'Your order {name} arrived a few days ago. How do the shoes fit, and how are they wearing? ' +
      'A short review helps other parents choose the right size.',
    review: 'Review {title}',
    signIn: 'Sign in with this e-mail address to write your review.',
    signOff: 'Lucky Shoes',
  },
  ar: {
    subject: 'ما رأيك في مقاس أحذية طلبك {name}؟',
    greeting: 'مرحبًا {customerName}،',
    body:
      'وصلك طلبك {name} قبل أيام. هل المقاس مناسب، وكيف يجد طفلك الحذاء؟ ' +
      'يساعد تقييمك القصير الآباء والأمهات الآخرين على اختيار المقاس المناسب.',
    review: 'قيّم {title}',
    signIn: 'سجّل الدخول بهذا البريد الإلكتروني لتكتب تقييمك.',
    signOff: 'فريق لاكي شوز',
  },
});

/** The product page's reviews, where a buyer who is signed in finds the form. */
export const reviewLink = (origin: string, order: Order, line: Order['lines'][number]): string =>
  new URL(`${localizedPath(order.locale, productPath(line.title.en, line.productId))}#reviews-title`, origin).href;

export function reviewInvitationMail(order: Order, unsubscribeToken: string, origin: string): OutgoingMail {
  const { locale } = order;
  const t = reviewInvitationMailMessages[locale];
  // One button per product, however many sizes of it the order held.
  const products = [...new Map(order.lines.map((line) => [line.productId, line])).values()];
  const content: MailContent = {
    locale,
    origin: new URL(localizedPath(locale, '/'), origin).href,
    heading: fill(t.greeting, { customerName: order.customerName }),
    blocks: [
      { kind: 'paragraph', lines: [fill(t.body, { name: isolate(order.name, locale) })] },
      ...products.map((line) => ({
        kind: 'button' as const,
        label: fill(t.review, { title: line.title[locale] }),
        href: reviewLink(origin, order, line),
      })),
      { kind: 'paragraph', lines: [t.signIn] },
    ],
    signOff: t.signOff,
    unsubscribe: unsubscribePageUrl(origin, unsubscribeToken, locale),
  };
  return {
    kind: 'review-invitation',
    to: order.email,
    subject: fill(t.subject, { name: order.name }),
    text: mailText(content),
    content,
    headers: listUnsubscribeHeaders(origin, unsubscribeToken),
  };
}
