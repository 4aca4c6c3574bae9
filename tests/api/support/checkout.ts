/** A complete, valid checkout form, as the page posts it. */
import { deliveryDays } from '#src/commerce/delivery-date.ts';

export function checkoutForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: 'sara@example.com',
    name: 'Sara Al Mansoori',
    phone: '050 123 4567',
    emirate: 'Dubai',
    area: 'Jumeirah 1',
    address: 'Villa 12, Street 5',
    deliveryDate: deliveryDays()[0]!,
    payment: 'cash-on-delivery',
    ...overrides,
  };
}

export const ORIGIN = 'http://shop.test';
