/**
 * The words of the refusals of an order change (OrderRefusal codes, src/commerce/errors.ts), in both
 * languages, for whoever shows them: the operator's command line (`npm run shop -- --lang ar …`), and any
 * page that one day lets a shopper ask for a return. The figures come from src/config/money.ts,
 * periods counted by src/i18n/units.ts.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const orderRefusalMessages = defineMessages({
  en: {
    order_not_found: 'There is no order {order}.',
    order_cancelled: 'Order {order} is cancelled.',
    order_already_shipped: 'Order {order} has already shipped; it can no longer be cancelled or shipped again.',
    order_not_shipped: 'Order {order} has not shipped yet.',
    order_already_delivered: 'Order {order} is already marked delivered.',
    order_not_delivered: 'Order {order} has not been delivered yet.',
    order_already_paid: 'Order {order} is already paid.',
    order_line_not_found: 'Order {order} has no such line.',
    return_window_closed: 'Returns are accepted within {returnPeriod} of delivery; that time has passed.',
    return_exchange_only: 'Order {order} was paid cash on delivery: it can be exchanged, not returned.',
    return_sale_item: 'Sale items cannot be returned, only exchanged.',
    more_than_bought: 'That is more pairs than are left to return or exchange on that line.',
    exchange_window_closed: 'Exchanges are made within {exchangePeriod} of delivery; that time has passed.',
    exchange_not_a_size_of_it: 'That colour has no such other size.',
    exchange_size_sold_out: 'The new size is sold out.',
    delivery_date_invalid: 'The delivery date must be a date since the order shipped, and not in the future.',
    order_awaiting_payment: 'Order {order} is waiting for its card payment; it ships once paid.',
    order_paid_by_card: 'Order {order} is paid by card, not in cash.',
    refund_failed: 'The refund for order {order} did not go through, and nothing was changed: {detail}. Try again.',
  },
  ar: {
    order_not_found: 'لا يوجد طلب برقم {order}.',
    order_cancelled: 'الطلب {order} ملغى.',
    order_already_shipped: 'تم شحن الطلب {order} بالفعل، فلم يعد ممكنًا إلغاؤه أو شحنه من جديد.',
    order_not_shipped: 'لم يُشحن الطلب {order} بعد.',
    order_already_delivered: 'الطلب {order} مسجّل على أنه وصل.',
    order_not_delivered: 'لم يصل الطلب {order} بعد.',
    order_already_paid: 'الطلب {order} مدفوع بالفعل.',
    order_line_not_found: 'لا يحتوي الطلب {order} على هذا البند.',
    return_window_closed: 'نقبل الإرجاع خلال {returnPeriod} من التوصيل، وقد انقضت هذه المدة.',
    return_exchange_only: 'دُفع الطلب {order} نقدًا عند الاستلام: يمكن استبداله لكن لا يمكن إرجاعه.',
    return_sale_item: 'لا يمكن إرجاع منتجات التخفيضات، ويمكن استبدالها فقط.',
    more_than_bought: 'هذا أكثر من عدد الأزواج المتبقية للإرجاع أو الاستبدال في هذا البند.',
    exchange_window_closed: 'يتم الاستبدال خلال {exchangePeriod} من التوصيل، وقد انقضت هذه المدة.',
    exchange_not_a_size_of_it: 'لا يتوفر هذا المقاس الآخر في هذا اللون.',
    exchange_size_sold_out: 'المقاس الجديد نفد من المخزون.',
    delivery_date_invalid: 'يجب أن يكون تاريخ التوصيل بعد شحن الطلب وألا يكون في المستقبل.',
    order_awaiting_payment: 'الطلب {order} بانتظار الدفع بالبطاقة، ويُشحن بعد الدفع.',
    order_paid_by_card: 'الطلب {order} مدفوع بالبطاقة وليس نقدًا.',
    refund_failed: 'لم يتم استرداد المبلغ للطلب {order} ولم يتغير شيء: {detail}. حاول مرة أخرى.',
  },
});
