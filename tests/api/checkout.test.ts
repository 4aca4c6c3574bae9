import { describe, expect, it } from 'vitest';
import { POST as getCartById } from '#src/pages/api/get-cart-by-id.ts';
import { placeOrder, type PlaceOrderResult } from '#src/commerce/checkout.ts';
import { addToCart, createCart, setCartCustomer, setCartDiscountCodes } from '#src/commerce/carts.ts';
import { addCode } from '#src/commerce/discounts.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { orderByToken, ordersOfCustomer, type Order } from '#src/commerce/orders.ts';
import { shipOrder } from '#src/commerce/order-changes.ts';
import { shopDb } from './support/db.ts';
import { formatAed, formatDay } from '#src/i18n/format.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { callJson } from './support/call.ts';
import { checkoutForm, ORIGIN } from './support/checkout.ts';
import { variantWithStock, type TestVariant } from './support/shop.ts';

const db = shopDb;

async function cartOf(...lines: Array<[TestVariant, number]>): Promise<string> {
  const cart = await createCart(await db());
  await addToCart(
    await db(),
    cart.id,
    lines.map(([variant, quantity]) => ({ variantId: variant.id, quantity })),
  );
  return cart.id;
}

async function stockOf(variant: TestVariant): Promise<number> {
  const { rows } = await (
    await db()
  ).query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [variant.id]);
  return rows[0]!.available;
}

function placed(result: PlaceOrderResult): Order {
  if (result.outcome !== 'placed') throw new Error(`expected an order, got ${JSON.stringify(result)}`);
  return result.order;
}

const checkout = async (cartId: string, form = checkoutForm(), locale: 'en' | 'ar' = 'en') =>
  placeOrder(await db(), cartId, form, { origin: ORIGIN, locale });

describe('placing an order with cash on delivery', () => {
  it('creates a pending, unfulfilled order with a number and status url, takes stock, completes the cart', async () => {
    const variant = await variantWithStock(5);
    const cartId = await cartOf([variant, 2]);
    const order = placed(await checkout(cartId));
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order).toMatchObject({
      name: `#${order.number}`,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      paymentMethod: 'cash-on-delivery',
      email: 'sara@example.com',
      phone: '+971501234567',
      emirate: 'Dubai',
      merchandiseFils: variant.priceFils * 2,
    });
    expect(order.statusUrl).toMatch(/^\/order\/[A-Za-z0-9_-]{43}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ variantId: variant.id, quantity: 2, unitPriceFils: variant.priceFils }),
    ]);
    expect(await stockOf(variant)).toBe(3);
    expect(await orderByToken(await db(), order.token)).toEqual(order);

    const again = await callJson(getCartById, '/api/get-cart-by-id', { body: { id: cartId } });
    expect(again).toEqual({
      status: 400,
      body: { error: 'This cart has already been checked out', code: 'cart_completed' },
    });
  });

  it('writes the confirmation e-mail to the outbox: the total, the VAT it contains, the status link', async () => {
    const variant = await variantWithStock(5);
    const order = placed(await checkout(await cartOf([variant, 1]), checkoutForm({ email: 'mail-test@example.com' })));
    const [mail] = await readOutbox(await db(), { to: 'mail-test@example.com' });
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Your Lucky Shoes order ${order.name}` });
    expect(mail!.text).toContain(`Total: AED ${(order.totalFils / 100).toFixed(2)}`);
    expect(mail!.text).toMatch(/Including 5% VAT: AED \d+\.\d\d/);
    expect(mail!.text).toContain(`${ORIGIN}${order.statusUrl}`);
    expect(order.locale).toBe('en');
  });

  it('remembers an order placed from the Arabic checkout, and writes its e-mail in Arabic', async () => {
    const variant = await variantWithStock(5);
    const cartId = await cartOf([variant, 1]);
    const order = placed(await checkout(cartId, checkoutForm({ email: 'arabic-mail@example.com' }), 'ar'));
    expect(order.locale).toBe('ar');
    expect((await orderByToken(await db(), order.token))!.locale).toBe('ar');
    const [mail] = await readOutbox(await db(), { to: 'arabic-mail@example.com' });
    expect(mail!.subject).toBe(`طلبك ${order.name} من لاكي شوز`);
    expect(mail!.text).toContain('مرحبًا Sara Al Mansoori،');
    expect(mail!.text).toContain(`الإجمالي: ${formatAed(order.totalFils, 'ar')}`);
    expect(mail!.text).toContain(`شاملًا ضريبة القيمة المضافة 5%: ${formatAed(order.vatFils, 'ar')}`);
    expect(mail!.text).toContain(`التوصيل يوم ${formatDay(order.deliveryDate, 'ar')}، إلى:`);
    expect(mail!.text).toContain(`1 × ${variant.product.ar.title}، مقاس \u2066EU ${variant.size}\u2069`);
    expect(mail!.text).not.toContain(variant.product.title);
    expect(order.lines[0]!.title).toEqual({ en: variant.product.title, ar: variant.product.ar.title });
    expect(mail!.text).toContain('Jumeirah 1، دبي');
    expect(mail!.text).toContain(`\u2066${order.phone}\u2069`);
    expect(mail!.text).toContain(`شكرًا لطلبك \u2066${order.name}\u2069،`);
    expect(mail!.text).toContain('الدفع: نقدًا عند الاستلام');
    // Running text drops the '.00' of a whole amount; the totals above keep it, as an invoice's figures do.
    expect(order.totalFils % 100).toBe(0);
    expect(mail!.text).toContain(`المبلغ المستحق ${order.totalFils / 100}\u00a0د.إ عند وصول طلبك`);
    expect(mail!.text).toContain(`${ORIGIN}/ar${order.statusUrl}`);
    expect(mail!.text).not.toMatch(/AED|Total|Delivery on|Dubai/);
  });

  it('gives one order when the same cart is checked out twice', async () => {
    const variant = await variantWithStock(5);
    const cartId = await cartOf([variant, 1]);
    const first = placed(await checkout(cartId));
    const second = await checkout(cartId);
    expect(second).toEqual({ outcome: 'already-placed', order: first });
    expect(await stockOf(variant)).toBe(4);
  });

  it('names every wrong field, and sells nothing', async () => {
    const variant = await variantWithStock(5);
    const cartId = await cartOf([variant, 1]);
    const result = await checkout(cartId, {
      email: 'nope',
      name: ' ',
      phone: '123',
      emirate: 'Paris',
      area: '',
      address: 'x',
      deliveryDate: '2020-01-01',
      payment: 'card',
    });
    expect(result).toEqual({
      outcome: 'invalid',
      errors: {
        email: 'invalid',
        name: 'invalid',
        phone: 'invalid',
        emirate: 'invalid',
        area: 'invalid',
        address: 'invalid',
        deliveryDate: 'invalid',
        payment: 'invalid',
      },
    });
    expect((await checkout(cartId, {})).outcome).toBe('invalid');
    expect(await stockOf(variant)).toBe(5);
    expect((await callJson(getCartById, '/api/get-cart-by-id', { body: { id: cartId } })).status).toBe(200);
  });

  it('reports a line whose stock ran out and sells nothing, then places the order for what is left', async () => {
    const short = await variantWithStock(5);
    const gone = await variantWithStock(5);
    const fine = await variantWithStock(5);
    const cartId = await cartOf([short, 3], [gone, 1], [fine, 1]);
    await setStock(await db(), short.id, 2);
    await setStock(await db(), gone.id, 0);
    const result = await checkout(cartId);
    expect(result).toEqual({
      outcome: 'changed',
      notices: expect.arrayContaining([
        {
          code: 'fewer_left',
          title: { en: short.product.title, ar: short.product.ar.title },
          size: short.size,
          available: 2,
        },
        { code: 'sold_out', title: { en: gone.product.title, ar: gone.product.ar.title }, size: gone.size },
      ]),
    });
    expect(await stockOf(fine)).toBe(5);
    const order = placed(await checkout(cartId));
    expect(order.lines.map((l) => [l.variantId, l.quantity])).toEqual(
      expect.arrayContaining([
        [short.id, 2],
        [fine.id, 1],
      ]),
    );
    expect(order.lines).toHaveLength(2);
    expect(await stockOf(short)).toBe(0);
  });

  it('takes the delivery day by the emirate’s cut-off, refusing a day too early for it (nothing sold)', async () => {
    const variant = await variantWithStock(2);
    const cartId = await cartOf([variant, 1]);
    // Monday 23 November 2026, 15:00 in Dubai: Dubai's cut-off (16:00) has not passed, Fujairah's (12:00) has.
    const now = new Date('2026-11-23T15:00:00+04:00');
    const form = checkoutForm({ deliveryDate: '2026-11-24' });
    const early = await placeOrder(await db(), cartId, { ...form, emirate: 'Fujairah' }, { origin: ORIGIN, now });
    expect(early).toEqual({ outcome: 'invalid', errors: { deliveryDate: 'invalid' } });
    expect(await stockOf(variant)).toBe(2);
    const order = placed(await placeOrder(await db(), cartId, { ...form, emirate: 'Dubai' }, { origin: ORIGIN, now }));
    expect(order.deliveryDate).toBe('2026-11-24');
  });

  it('refuses an empty cart', async () => {
    const cart = await createCart(await db());
    await expect(checkout(cart.id)).rejects.toMatchObject({ name: 'CommerceError', code: 'empty_cart' });
  });

  it('lists the order in the customer’s account, by customer id and by e-mail', async () => {
    const variant = await variantWithStock(5);
    const cartId = await cartOf([variant, 1]);
    await setCartCustomer(await db(), cartId, 'customer-42');
    const order = placed(await checkout(cartId, checkoutForm({ email: 'Layla@Example.com' })));
    const expected = {
      name: order.name,
      statusUrl: order.statusUrl,
      processedAt: order.processedAt.toISOString(),
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      totalPrice: (order.totalFils / 100).toFixed(2),
      payment: { method: 'cash-on-delivery', financialStatus: 'PENDING', cardBrand: null, cardLast4: null },
    };
    expect(await ordersOfCustomer(await db(), { id: 'customer-42' })).toEqual([expected]);
    expect(await ordersOfCustomer(await db(), { email: 'layla@example.com' })).toEqual([expected]);
    expect(await ordersOfCustomer(await db(), { email: 'someone-else@example.com' })).toEqual([]);
  });

  it('shows the order as shipped once the operator marks it fulfilled', async () => {
    const variant = await variantWithStock(5);
    const order = placed(await checkout(await cartOf([variant, 1])));
    const { order: fulfilled } = await shipOrder(await db(), order.number);
    expect(fulfilled).toMatchObject({ fulfillmentStatus: 'FULFILLED', fulfilledAt: expect.any(Date) });
  });
});

describe('discount codes at checkout', () => {
  it('counts a use, and a code used up no longer applies to other carts', async () => {
    const variant = await variantWithStock(9);
    await addCode(await db(), { code: 'ONCE', kind: 'fixed', value: 10_00, usageLimit: 1 });
    const first = await cartOf([variant, 1]);
    const second = await cartOf([variant, 1]);
    await setCartDiscountCodes(await db(), first, ['once']);
    const { cart } = await setCartDiscountCodes(await db(), second, ['ONCE']);
    expect(cart.discount.codes).toEqual([{ code: 'ONCE', applicable: true }]);

    const order = placed(await checkout(first));
    expect(order).toMatchObject({ discountFils: 10_00, discountLabel: 'ONCE' });
    const later = await setCartDiscountCodes(await db(), second, ['ONCE']);
    expect(later.cart.discount.codes).toEqual([{ code: 'ONCE', applicable: false }]);
    expect(placed(await checkout(second)).discountFils).toBe(0);
  });
});
