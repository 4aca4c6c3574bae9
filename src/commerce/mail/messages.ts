/**
 * The order e-mails' own copy (the confirmation, and each change the operator makes to an order), in the
 * language the order was placed in; the totals' labels and the emirates come from the checkout's copy
 * (src/features/checkout/messages.ts).
 * An Arabic subject is written as a native one, not translated: 'طلبك #1001 من لاكي شوز', the order's name
 * (#1001) standing alone without رقم, the brand in Arabic letters.
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
    payment: 'Payment: {payment}.',
    refunded: 'We refunded {amount} to your {card}. Your bank shows it within {bankFrom} to {bankDays}.',
    statusLink: 'Follow your order',
    invoiceLink: 'Your tax invoice: {url}',
    signOff: 'Lucky Shoes',
    pair: '{quantity} × {title}, size {size} EU',
    changes: {
      shipped: {
        subject: 'Your Lucky Shoes order {name} is on its way',
        body: 'Your order {name} has left our warehouse and will reach you soon.',
        carrier: 'Carrier: {carrier}',
        tracking: 'Tracking number: {tracking}',
      },
      delivered: {
        subject: 'Your Lucky Shoes order {name} was delivered',
        body: 'Your order {name} was delivered. We hope the shoes fit well and bring many smiles.',
      },
      paid: {
        subject: 'Payment received for your Lucky Shoes order {name}',
        body: 'We received {amount} in cash for your order {name}. Thank you!',
      },
      cancelled: {
        subject: 'Your Lucky Shoes order {name} is cancelled',
        body: 'Your order {name} is cancelled. Nothing will be delivered and nothing is due.',
      },
      payment_expired: {
        subject: 'Your Lucky Shoes order {name} is cancelled',
        body:
          'Your order {name} was not paid in time, so we cancelled it and nothing was charged. ' +
          'The shoes are back on sale: you are welcome to order them again.',
      },
      returned: {
        subject: 'Your return for Lucky Shoes order {name}',
        body: 'We received these shoes back from your order {name}:',
        fee: 'Restocking fee: {amount}',
        refund: 'We will refund {amount} to the payment method you used.',
        nowDue: 'Taken off your order: {amount}. The amount to pay is now {due}.',
      },
      exchanged: {
        subject: 'Your exchange for Lucky Shoes order {name}',
        body: 'We exchanged these shoes from your order {name}:',
        newSize: 'New size: {size} EU',
      },
    },
  },
  ar: {
    subject: 'طلبك {name} من لاكي شوز',
    greeting: 'مرحبًا {customerName}،',
    thanks: 'شكرًا لطلبك {name}، نحن نجهّزه لك الآن.',
    line: '{quantity} × {title}، مقاس \u2066EU {size}\u2069: {amount}',
    deliveryOn: 'التوصيل يوم {date}، إلى:',
    payOnDelivery: 'الدفع: نقدًا عند الاستلام، المبلغ المستحق {total} عند وصول طلبك.',
    payment: 'الدفع: {payment}.',
    refunded: 'أعدنا {amount} إلى {card}، ويظهر المبلغ في حسابك البنكي خلال مدة من {bankFrom} إلى {bankDays}.',
    statusLink: 'تابع طلبك',
    invoiceLink: 'فاتورتك الضريبية: \u2066{url}\u2069',
    signOff: 'فريق لاكي شوز',
    pair: '{quantity} × {title}، مقاس \u2066EU {size}\u2069',
    changes: {
      shipped: {
        subject: 'طلبك {name} من لاكي شوز في الطريق إليك',
        body: 'غادر طلبك {name} مستودعنا وسيصلك قريبًا.',
        carrier: 'شركة الشحن: {carrier}',
        tracking: 'رقم التتبع: {tracking}',
      },
      delivered: {
        subject: 'تم توصيل طلبك {name} من لاكي شوز',
        body: 'تم توصيل طلبك {name}. نتمنى أن يكون المقاس مناسبًا وأن يرسم الحذاء الابتسامة على وجه طفلك.',
      },
      paid: {
        subject: 'استلمنا دفعتك لطلبك {name} من لاكي شوز',
        body: 'استلمنا {amount} نقدًا مقابل طلبك {name}. شكرًا لك!',
      },
      cancelled: {
        subject: 'تم إلغاء طلبك {name} من لاكي شوز',
        body: 'تم إلغاء طلبك {name}، فلن يُوصَّل إليك ولا يستحق عليك أي مبلغ.',
      },
      payment_expired: {
        subject: 'تم إلغاء طلبك {name} من لاكي شوز',
        body:
          'لم يكتمل الدفع لطلبك {name} في الوقت المحدد، فألغيناه ولم نخصم أي مبلغ. ' +
          'الأحذية متاحة للشراء من جديد متى شئت.',
      },
      returned: {
        subject: 'مرتجع طلبك {name} من لاكي شوز',
        body: 'استلمنا منك هذه الأحذية من طلبك {name}:',
        fee: 'رسوم إعادة التخزين: {amount}',
        refund: 'سنعيد إليك {amount} بطريقة الدفع التي استخدمتها.',
        nowDue: 'خُصم من طلبك {amount}، وأصبح المبلغ المستحق {due}.',
      },
      exchanged: {
        subject: 'استبدال في طلبك {name} من لاكي شوز',
        body: 'استبدلنا لك هذه الأحذية من طلبك {name}:',
        newSize: 'المقاس الجديد: \u2066EU {size}\u2069',
      },
    },
  },
});
