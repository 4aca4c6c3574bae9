/**
 * The delivery line of the product page and the cart (docs/product.md §9 "Delivery"): when an order placed
 * now arrives, for the emirate the shopper chose. The emirates' names are the checkout's.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const deliveryMessages = defineMessages({
  en: {
    deliverTo: 'Deliver to',
    chooseEmirate: 'Choose your emirate',
    prompt: 'Choose your emirate to see when an order placed now arrives.',
    promise: 'Order within {time}, delivered {day}',
    hoursAndMinutes: '{hours} h {minutes} min',
    minutes: '{minutes} min',
  },
  ar: {
    deliverTo: 'التوصيل إلى',
    chooseEmirate: 'اختر إمارتك',
    prompt: 'اختر إمارتك لتعرف متى يصلك الطلب إذا طلبته الآن.',
    promise: 'اطلب خلال {time}، ويصلك {day}',
    hoursAndMinutes: '{hours} س و{minutes} د',
    minutes: '{minutes} د',
  },
});

export type DeliveryMessages = (typeof deliveryMessages)['en'];
