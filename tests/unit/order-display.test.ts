import { describe, expect, it } from 'vitest';
import { fulfilmentLabel, orderRow } from '#src/features/account/order-display.ts';

describe('an order in the account history', () => {
  it.each([
    ['FULFILLED', 'Shipped'],
    ['UNFULFILLED', 'Preparing to ship'],
    ['PARTIALLY_FULFILLED', 'PARTIALLY_FULFILLED'],
  ])('reads fulfilment %s as %j', (status, label) => {
    expect(fulfilmentLabel(status)).toBe(label);
  });

  it("shows its total as 'AED {amount}' and its date in shop time", () => {
    const row = orderRow({
      name: '#1001',
      statusUrl: '/order/abc',
      processedAt: '2026-11-22T21:30:00.000Z',
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      totalPrice: '1169.50',
    });
    expect(row).toEqual({
      name: '#1001',
      statusUrl: '/order/abc',
      date: '23 Nov 2026',
      payment: 'PENDING',
      fulfilment: 'Preparing to ship',
      total: 'AED 1,169.50',
    });
  });
});
