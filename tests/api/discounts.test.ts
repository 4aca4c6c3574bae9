import { describe, expect, it } from 'vitest';
import type { CartPayload } from '#src/http/cart.ts';
import { POST as cartUpdateDiscountCode } from '#src/pages/api/cart-update-discount-code.ts';
import { POST as cartUpdate } from '#src/pages/api/cart-update.ts';
import { addCode, disableCode } from '#src/commerce/discounts.ts';
import { shopDb } from './support/db.ts';
import { callJson } from './support/call.ts';
import { cartWith, fils, variantWithStock } from './support/shop.ts';

const setCodes = (cartId: string, discountCodes: unknown) =>
  callJson<CartPayload>(cartUpdateDiscountCode, '/api/cart-update-discount-code', { body: { cartId, discountCodes } });

describe('POST /api/cart-update-discount-code', () => {
  it('applies a seeded code whatever its case, and the subtotal shows the saving', async () => {
    const variant = await variantWithStock(5);
    const cart = await cartWith({ variant, quantity: 2 });
    const res = await setCodes(cart.id, ['welcome10']);
    expect(res.status).toBe(200);
    expect(res.body.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(res.body.checkoutChargeAmount).toBe(cart.checkoutChargeAmount);
    expect(fils(res.body.subtotalAmount)).toBe(
      fils(cart.checkoutChargeAmount) - Math.round(fils(cart.checkoutChargeAmount) / 10),
    );
  });

  it('replaces the list, and an empty list or an empty code removes it', async () => {
    const cart = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    await setCodes(cart.id, ['WELCOME10']);
    expect((await setCodes(cart.id, ['LUCKY25'])).body.discountCodes.map((c) => c.code)).toEqual(['LUCKY25']);
    expect((await setCodes(cart.id, [''])).body.discountCodes).toEqual([]);
    await setCodes(cart.id, ['WELCOME10']);
    const cleared = await setCodes(cart.id, []);
    expect(cleared.body.discountCodes).toEqual([]);
    expect(cleared.body.subtotalAmount).toBe(cleared.body.checkoutChargeAmount);
  });

  it('keeps a code that does not apply, marked not applicable, without an error', async () => {
    const cart = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    const res = await setCodes(cart.id, ['NO-SUCH-CODE']);
    expect(res.status).toBe(200);
    expect(res.body.discountCodes).toEqual([{ code: 'NO-SUCH-CODE', applicable: false }]);
    expect(res.body.subtotalAmount).toBe(res.body.checkoutChargeAmount);
  });

  it('applies a code with a minimum only once the cart reaches it', async () => {
    const db = await shopDb();
    const variant = await variantWithStock(9);
    await addCode(db, { code: 'FROM-X2', kind: 'fixed', value: 5_00, minSubtotalFils: variant.priceFils * 2 });
    const cart = await cartWith({ variant, quantity: 1 });
    expect((await setCodes(cart.id, ['from-x2'])).body.discountCodes).toEqual([{ code: 'FROM-X2', applicable: false }]);
    const grown = await callJson<CartPayload>(cartUpdate, '/api/cart-update', {
      body: { cartId: cart.id, lines: [{ id: cart.lines[0]!.lineId, quantity: 2 }] },
    });
    expect(grown.body.discountCodes).toEqual([{ code: 'FROM-X2', applicable: true }]);
    expect(fils(grown.body.subtotalAmount)).toBe(variant.priceFils * 2 - 5_00);
  });

  it('does not apply a code outside its window, nor a disabled one', async () => {
    const db = await shopDb();
    const day = 86_400_000;
    await addCode(db, {
      code: 'ENDED',
      kind: 'percentage',
      value: 20,
      startsAt: new Date(Date.now() - 10 * day),
      endsAt: new Date(Date.now() - day),
    });
    await addCode(db, { code: 'LATER', kind: 'percentage', value: 20, startsAt: new Date(Date.now() + day) });
    await addCode(db, { code: 'OFF', kind: 'percentage', value: 20 });
    await disableCode(db, 'off');
    const cart = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    expect((await setCodes(cart.id, ['ended', 'later', 'off'])).body.discountCodes.every((c) => !c.applicable)).toBe(
      true,
    );
  });

  it('refuses a list that is not a list of short strings', async () => {
    const cart = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    for (const bad of ['WELCOME10', [42], ['x'.repeat(1000)], Array(50).fill('A')]) {
      const res = await setCodes(cart.id, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
  });
});
