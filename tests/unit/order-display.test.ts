import { describe, expect, it } from 'vitest';
import { orderRow } from '#src/features/account/order-display.ts';
import { accountMessages } from '#src/features/account/messages.ts';
import { formatAed } from '#src/i18n/format.ts';

const order = {
  name: '#1001',
  statusUrl: '/order/abc',
  processedAt: '2026-11-22T21:30:00.000Z',
  financialStatus: 'PENDING',
  fulfillmentStatus: 'UNFULFILLED',
  totalPrice: '1169.50',
};
const english = (o: typeof order) => orderRow(o, accountMessages.en.myAccount, 'en');

describe('an order in the account history', () => {
  it.each([
    ['FULFILLED', 'Shipped'],
    ['UNFULFILLED', 'Preparing to ship'],
    ['DELIVERED', 'Delivered'],
    ['CANCELLED', 'Cancelled'],
    ['PARTIALLY_RETURNED', 'Partly returned'],
    ['RETURNED', 'Returned'],
    ['EXCHANGED', 'Exchanged'],
    ['PARTIALLY_FULFILLED', 'PARTIALLY_FULFILLED'],
  ])('reads fulfilment %s as %j', (status, label) => {
    expect(english({ ...order, fulfillmentStatus: status }).fulfilment).toBe(label);
  });

  it.each([
    ['PENDING', 'To pay on delivery', 'الدفع عند الاستلام'],
    ['PAID', 'Paid', 'مدفوع'],
    ['VOIDED', 'Nothing to pay', 'لا شيء للدفع'],
    ['PARTIALLY_REFUNDED', 'Partly refunded', 'مُسترد جزئيًا'],
    ['REFUNDED', 'Refunded', 'مُسترد'],
  ])('reads payment %s in words in both languages', (status, en, ar) => {
    expect(english({ ...order, financialStatus: status }).payment).toBe(en);
    expect(orderRow({ ...order, financialStatus: status }, accountMessages.ar.myAccount, 'ar').payment).toBe(ar);
  });

  it("shows its total as 'AED {amount}' and its date in shop time", () => {
    expect(english(order)).toEqual({
      name: '#1001',
      statusUrl: '/order/abc',
      date: '23 Nov 2026',
      payment: 'To pay on delivery',
      fulfilment: 'Preparing to ship',
      total: 'AED 1,169.50',
    });
  });

  it('reads in Arabic: statuses in words, the Arabic order page, the date and dirham the Arabic way', () => {
    expect(orderRow(order, accountMessages.ar.myAccount, 'ar')).toEqual({
      name: '#1001',
      statusUrl: '/ar/order/abc',
      date: '23 نوفمبر 2026',
      payment: 'الدفع عند الاستلام',
      fulfilment: 'قيد التجهيز للشحن',
      total: formatAed(116950, 'ar'), // Intl's '1,169.50 د.إ.'
    });
    expect(orderRow({ ...order, fulfillmentStatus: 'ON_HOLD' }, accountMessages.ar.myAccount, 'ar').fulfilment).toBe(
      'ON_HOLD',
    );
  });
});
