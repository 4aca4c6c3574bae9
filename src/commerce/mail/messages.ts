/**
 * The order confirmation e-mail's own copy, in the language the order was placed in; the totals' labels
 * and the emirates come from the checkout's copy (src/features/checkout/messages.ts).
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const orderMailMessages = defineMessages({
  en: {
    subject: 'Your Lucky Shoes order {name}',
    greeting: 'Hello {customerName},',
    thanks: 'Thank you for your order {name}. We are preparing it now.',
    line: '{quantity} × {title}, size {size} EU: {amount}',
    deliveryOn: 'Delivery on {date}, to:',
    payOnDelivery: 'Payment: cash on delivery, {total} to pay when your order arrives.',
    statusLink: 'Follow your order:',
    signOff: 'Lucky Shoes',
  },
  ar: {
    subject: 'طلبك من Lucky Shoes رقم {name}',
    greeting: 'مرحبًا {customerName}،',
    thanks: 'شكرًا لطلبك {name}، نحن نجهّزه لك الآن.',
    line: '{quantity} × {title}، مقاس {size} EU: {amount}',
    deliveryOn: 'التوصيل يوم {date}، إلى:',
    payOnDelivery: 'الدفع: نقدًا عند الاستلام، المبلغ المستحق {total} عند وصول طلبك.',
    statusLink: 'تابع طلبك من هنا:',
    signOff: 'فريق Lucky Shoes',
  },
});
