/**
 * One of every e-mail the shop sends, in a language, written from sample orders as the shop writes them:
 * for `npm run mail:preview` (scripts/mail-preview.ts) and the HTML mail tests (tests/api/mail-html.test.ts).
 */
import { accountDeletedMail } from '#src/commerce/mail/account-deleted-mail.ts';
import { backInStockMail } from '#src/commerce/mail/back-in-stock-mail.ts';
import { newsletterConfirmationMail } from '#src/commerce/mail/newsletter-confirmation-mail.ts';
import { orderChangeMail } from '#src/commerce/mail/order-change.ts';
import { orderConfirmationMail } from '#src/commerce/mail/order-confirmation.ts';
import type { OutgoingMail } from '#src/commerce/mail/outbox.ts';
import { reviewInvitationMail } from '#src/commerce/mail/review-invitation-mail.ts';
import { staffInvitationMail } from '#src/commerce/mail/staff-invitation.ts';
import { resetLink, resetMail } from '#src/commerce/accounts/reset-mail.ts';
import type { Order, OrderLine } from '#src/commerce/orders.ts';
import { productPath } from '#src/catalogue/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';

const TOKEN = 'x'.repeat(43);

function line(position: number, productId: string, en: string, ar: string, size: number, quantity = 1): OrderLine {
  return {
    position,
    variantId: `${productId}-${size}`,
    productId,
    title: { en, ar },
    size,
    imageKey: productId,
    unitPriceFils: 14_900,
    compareAtPriceFils: null,
    quantity,
    returnedQuantity: 0,
    exchangedQuantity: 0,
    exchanges: [],
  };
}

/** A sample order in `locale`, paid as `paymentMethod` says. */
export function sampleOrder(locale: Locale, paymentMethod: Order['paymentMethod'] = 'cash-on-delivery'): Order {
  const card = paymentMethod === 'card';
  return {
    id: 'sample-order',
    number: 1001,
    name: '#1001',
    token: TOKEN,
    statusUrl: `/order/${TOKEN}`,
    cartId: 'sample-cart',
    email: 'sara@example.com',
    customerId: 'sample-customer',
    customerName: locale === 'ar' ? 'سارة الحداد' : 'Sara Haddad',
    phone: '+971 50 123 4567',
    emirate: 'Dubai',
    area: locale === 'ar' ? 'الجميرا' : 'Jumeirah',
    address: locale === 'ar' ? 'فيلا 12، شارع 4' : 'Villa 12, Street 4',
    deliveryDate: '2026-12-03',
    paymentMethod,
    financialStatus: card ? 'PAID' : 'PENDING',
    paymentProvider: card ? 'stripe' : null,
    paymentSession: null,
    paymentSessionUrl: null,
    paymentAttempt: 0,
    paymentExpiresAt: null,
    paymentReference: card ? 'pi_sample' : null,
    cardBrand: card ? 'visa' : null,
    cardLast4: card ? '4242' : null,
    refundedFils: card ? 29_800 : 0,
    paymentFlag: null,
    fulfillmentStatus: 'FULFILLED',
    processedAt: new Date('2026-11-28T10:00:00Z'),
    fulfilledAt: new Date('2026-11-29T10:00:00Z'),
    carrier: 'Aramex',
    trackingNumber: '1234567890',
    deliveredAt: new Date('2026-12-03T10:00:00Z'),
    paidAt: card ? new Date('2026-11-28T10:00:00Z') : null,
    cancelledAt: null,
    returnedFils: 0,
    locale,
    lines: [
      line(1, 'kite-adventure', 'Kite Adventure Canvas Sneaker', 'سنيكرز قماشي كايت أدفنشر', 28, 2),
      line(2, 'luna-ballet', 'Luna Ballet Flat', 'حذاء باليه لونا', 30),
    ],
    merchandiseFils: 44_700,
    discountFils: 4_470,
    discountLabel: 'WELCOME10',
    shippingFils: 0,
    codFeeFils: card ? 0 : 1_000,
    totalFils: card ? 40_230 : 41_230,
    vatFils: card ? 1_916 : 1_963,
  };
}

/** Every e-mail the shop sends, as the outbox would take it, in `locale`, its links on `origin`. */
export function everyMail(locale: Locale, origin: string): OutgoingMail[] {
  const order = sampleOrder(locale);
  const byCard = sampleOrder(locale, 'card');
  const pairs = order.lines.slice(0, 1).map(({ title, size }) => ({ title, size, quantity: 1 }));
  const to = order.email;
  const figures = { goodsFils: 13_410, restockingFeeFils: 2_000, dueBackFils: 11_410 };
  const product = order.lines[0]!;
  return [
    orderConfirmationMail(order, origin),
    { ...orderConfirmationMail(byCard, origin), kind: 'order-confirmation-card' },
    orderChangeMail(order, { kind: 'shipped' }, origin),
    orderChangeMail(order, { kind: 'delivered' }, origin),
    orderChangeMail(order, { kind: 'paid', paidFils: order.totalFils }, origin),
    orderChangeMail(order, { kind: 'cancelled' }, origin),
    { ...orderChangeMail(byCard, { kind: 'cancelled' }, origin), kind: 'order-cancelled-refunded' },
    orderChangeMail(byCard, { kind: 'payment_expired' }, origin),
    orderChangeMail(order, { kind: 'returned', pairs, figures, paidBefore: false }, origin),
    {
      ...orderChangeMail(byCard, { kind: 'returned', pairs, figures, paidBefore: true }, origin),
      kind: 'order-refunded',
    },
    orderChangeMail(order, { kind: 'exchanged', pairs, newSize: 29 }, origin),
    { kind: 'password-reset', to, ...resetMail(locale, 'Sara', resetLink(origin, TOKEN, locale)) },
    {
      kind: 'back-in-stock',
      to,
      ...backInStockMail({
        locale,
        title: product.title[locale],
        size: product.size,
        productPath: localizedPath(locale, productPath(product.title.en, product.productId)),
        unsubscribeToken: TOKEN,
        siteUrl: origin,
      }),
    },
    staffInvitationMail(to, 'staff', new URL(localizedPath(locale, `/admin/invite/${TOKEN}`), origin).href, locale),
    { kind: 'account-deleted', to, ...accountDeletedMail(locale, 'Sara', origin) },
    reviewInvitationMail(order, TOKEN, origin),
    {
      kind: 'newsletter-confirmation',
      to,
      ...newsletterConfirmationMail({ locale, confirmToken: TOKEN, unsubscribeToken: TOKEN, days: 7, siteUrl: origin }),
    },
  ];
}
