import { describe, expect, it } from 'vitest';
import { readCartId } from '#src/features/cart/cart-cookie.client.ts';
import { cartMessages } from '#src/features/cart/messages.ts';
import { stepperLimits } from '#src/features/cart/quantity.ts';
import { cartSummary, lineTotal } from '#src/features/cart/summary.ts';

const hints = cartMessages.en.stepper;

describe('the quantity stepper', () => {
  it.each([
    // quantity, max, can decrease, can increase
    [1, 5, false, true],
    [3, 5, true, true],
    [5, 5, true, false],
    [1, 1, false, false],
    [2, null, false, false],
    [6, 5, true, false],
  ])('at %i of %s: decrease %s, increase %s', (quantity, max, down, up) => {
    const limits = stepperLimits(quantity, max, hints);
    expect(limits.canDecrease).toBe(down);
    expect(limits.canIncrease).toBe(up);
  });

  it("explains a blocked button with 'at least 1' and 'no more inventory'", () => {
    expect(stepperLimits(1, 1, hints)).toMatchObject({ decreaseHint: 'at least 1', increaseHint: 'no more inventory' });
    expect(stepperLimits(2, 3, hints)).toMatchObject({ decreaseHint: null, increaseHint: null });
  });

  it('explains a blocked button in Arabic on Arabic pages', () => {
    expect(stepperLimits(1, 1, cartMessages.ar.stepper)).toMatchObject({
      decreaseHint: 'قطعة واحدة على الأقل',
      increaseHint: 'لا تتوفر كمية أكبر',
    });
  });
});

describe('the cart summary', () => {
  const cart = (original: string, subtotal: string, codes: Array<{ code: string; applicable: boolean }> = []) => ({
    checkoutChargeAmount: original,
    subtotalAmount: subtotal,
    discountCodes: codes,
  });

  it('shows only the total when nothing is discounted', () => {
    expect(cartSummary(cart('149.00', '149.00'))).toEqual({ total: 'AED 149.00', saving: null });
  });

  it('shows the original price, the saving to one decimal and the applied code when the totals differ', () => {
    const summary = cartSummary(
      cart('300.00', '254.55', [
        { code: 'WELCOME15', applicable: true },
        { code: 'OLD', applicable: false },
      ]),
    );
    expect(summary.total).toBe('AED 254.55');
    expect(summary.saving).toEqual({ original: 'AED 300.00', saving: 'AED 45.5', codes: ['WELCOME15'] });
  });

  it('multiplies the unit price by the quantity for a line total', () => {
    expect(lineTotal({ productPrice: '89.50', quantity: 3 })).toBe('AED 268.50');
  });

  it('prints the amounts in Arabic, with Western digits, on Arabic pages', () => {
    const summary = cartSummary(cart('300.00', '254.55', [{ code: 'WELCOME15', applicable: true }]), 'ar');
    // Intl puts a no-break space between the amount and the dirham sign.
    expect(summary.total).toBe('254.55\u00a0د.إ');
    expect(summary.saving).toEqual({ original: '300.00\u00a0د.إ', saving: '45.5\u00a0د.إ', codes: ['WELCOME15'] });
    expect(lineTotal({ productPrice: '89.50', quantity: 3 }, 'ar')).toBe('268.50\u00a0د.إ');
  });
});

describe('the cartId cookie', () => {
  it.each([
    ['cartId=abc123', 'abc123'],
    ['session=x; cartId=c%2F1; other=y', 'c/1'],
    ['cartIdentity=nope', null],
    ['cartId=', null],
    ['', null],
  ])('reads %j as %j', (header, id) => expect(readCartId(header)).toBe(id));
});
