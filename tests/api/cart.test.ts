import { describe, expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import type { CartPayload } from '#src/http/cart.ts';
import { POST as cartCreate } from '#src/pages/api/cart-create.ts';
import { POST as getCartById } from '#src/pages/api/get-cart-by-id.ts';
import { POST as cartAdd } from '#src/pages/api/cart-add.ts';
import { POST as cartUpdate } from '#src/pages/api/cart-update.ts';
import { POST as cartDelete } from '#src/pages/api/cart-delete.ts';
import { POST as cartEmailUpdate } from '#src/pages/api/cart-email-update.ts';
import { POST as cartUpdateDiscountCode } from '#src/pages/api/cart-update-discount-code.ts';
import { call, callJson } from './support/call.ts';
import { cartWith, newCart, variantWithStock } from './support/shop.ts';

interface ApiError {
  error: string;
  code: string;
}

const post = <T = CartPayload>(route: APIRoute, path: string, body: unknown) => callJson<T>(route, path, { body });

async function cartNow(id: string): Promise<CartPayload> {
  const res = await post(getCartById, '/api/get-cart-by-id', { id });
  expect(res.status).toBe(200);
  return res.body;
}

describe('POST /api/cart-create', () => {
  it('creates an empty cart with an unguessable id and its checkout url', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(a.id).not.toBe(b.id);
    expect(a).toMatchObject({
      checkoutUrl: `/checkout/${a.id}`,
      lines: [],
      checkoutChargeAmount: '0.00',
      subtotalAmount: '0.00',
      discountCodes: [],
      totalQuantity: 0,
    });
  });

  it('accepts {} as the payload, and only JSON', async () => {
    expect((await post(cartCreate, '/api/cart-create', {})).status).toBe(200);
    const form = await callJson(cartCreate, '/api/cart-create', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/get-cart-by-id', () => {
  it('answers the cart with docs/product.md §3 fields', async () => {
    const variant = await variantWithStock(5);
    const cart = await cartWith({ variant, quantity: 2 });
    const again = await cartNow(cart.id);
    expect(again).toEqual(cart);
    expect(again.lines[0]).toEqual({
      lineId: expect.any(String),
      merchandiseId: variant.id,
      productId: variant.product.id,
      title: variant.product.title,
      size: variant.size,
      image: variant.product.images[0]!.key,
      imageAlt: variant.product.images[0]!.alt,
      url: expect.stringMatching(/^\/product\//),
      productPrice: (variant.priceFils / 100).toFixed(2),
      compareAtPrice:
        variant.product.compareAtPriceFils === null ? null : (variant.product.compareAtPriceFils / 100).toFixed(2),
      quantity: 2,
      quantityAvailable: 5,
    });
    expect(again.checkoutChargeAmount).toBe(((variant.priceFils * 2) / 100).toFixed(2));
    expect(again.subtotalAmount).toBe(again.checkoutChargeAmount);
  });

  it('answers 400 with a JSON error for an unknown cart', async () => {
    expect(await post(getCartById, '/api/get-cart-by-id', { id: 'no-such-cart' })).toEqual({
      status: 400,
      body: { error: 'This cart does not exist', code: 'cart_not_found' },
    });
  });

  it.each([
    ['no id', {}],
    ['a number', { id: 42 }],
    ['an empty id', { id: '' }],
    ['a huge id', { id: 'x'.repeat(10_000) }],
    ['an array', [1, 2]],
    ['null', null],
  ])('answers 400 for %s', async (_, body) => {
    const res = await post<ApiError>(getCartById, '/api/get-cart-by-id', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_body');
  });
});

describe('POST /api/cart-add', () => {
  it('adds a line, and adding the same size again adds to that line', async () => {
    const variant = await variantWithStock(6);
    const cart = await cartWith({ variant, quantity: 1 });
    const res = await post(cartAdd, '/api/cart-add', {
      cartId: cart.id,
      lines: [{ merchandiseId: variant.id, quantity: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ lineId: cart.lines[0]!.lineId, quantity: 3 });
    expect(res.body.warnings).toEqual([]);
  });

  it('caps a quantity above the stock to the stock, and says so', async () => {
    const variant = await variantWithStock(3);
    const cart = await newCart();
    const res = await post(cartAdd, '/api/cart-add', {
      cartId: cart.id,
      lines: [{ merchandiseId: variant.id, quantity: 5 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines[0]!.quantity).toBe(3);
    expect(res.body.warnings).toEqual([
      {
        code: 'quantity_capped',
        title: variant.product.title,
        size: variant.size,
        message: `Only 3 left of ${variant.product.title} in size ${variant.size} EU; the quantity is now 3.`,
        lineId: res.body.lines[0]!.lineId,
        merchandiseId: variant.id,
        quantityAvailable: 3,
      },
    ]);
  });

  it('refuses to add a sold-out size, and the cart is unchanged', async () => {
    const inStock = await variantWithStock(4);
    const soldOut = await variantWithStock(0);
    const cart = await cartWith({ variant: inStock, quantity: 1 });
    const res = await post<ApiError>(cartAdd, '/api/cart-add', {
      cartId: cart.id,
      lines: [
        { merchandiseId: inStock.id, quantity: 1 },
        { merchandiseId: soldOut.id, quantity: 1 },
      ],
    });
    expect(res).toEqual({ status: 409, body: { error: 'Product out of stock', code: 'out_of_stock' } });
    expect(await cartNow(cart.id)).toEqual({ ...cart, warnings: [] });
  });

  it('refuses an unknown variant or cart with 400, and the cart is unchanged', async () => {
    const variant = await variantWithStock(4);
    const cart = await cartWith({ variant, quantity: 1 });
    const unknownVariant = await post<ApiError>(cartAdd, '/api/cart-add', {
      cartId: cart.id,
      lines: [{ merchandiseId: 'no-such-size', quantity: 1 }],
    });
    expect(unknownVariant).toEqual({
      status: 400,
      body: { error: 'This product is not sold here', code: 'unknown_variant' },
    });
    const unknownCart = await post<ApiError>(cartAdd, '/api/cart-add', {
      cartId: 'no-such-cart',
      lines: [{ merchandiseId: variant.id, quantity: 1 }],
    });
    expect(unknownCart.status).toBe(400);
    expect(unknownCart.body.code).toBe('cart_not_found');
    expect(await cartNow(cart.id)).toEqual({ ...cart, warnings: [] });
  });
});

/** Every cart route answers bad input with a 4xx JSON error, never a 500, and changes nothing. */
describe('bad input to the cart routes', () => {
  const routes: Array<
    [string, APIRoute, (cartId: string, lineId: string, variantId: string) => Record<string, unknown>]
  > = [
    ['cart-add', cartAdd, (cartId, _, merchandiseId) => ({ cartId, lines: [{ merchandiseId, quantity: 1 }] })],
    ['cart-update', cartUpdate, (cartId, id) => ({ cartId, lines: [{ id, quantity: 1 }] })],
    ['cart-delete', cartDelete, (cartId, lineId) => ({ cartId, lines: [lineId] })],
    ['cart-email-update', cartEmailUpdate, (cartId) => ({ cartId, email: 'sara@example.com' })],
    ['cart-update-discount-code', cartUpdateDiscountCode, (cartId) => ({ cartId, discountCodes: ['WELCOME10'] })],
  ];

  const corruptions: Array<[string, (valid: Record<string, unknown>) => unknown]> = [
    ['malformed JSON', () => '{"cartId": '],
    ['an empty body', () => ''],
    ['a JSON string', () => '"cart"'],
    ['no cartId', ({ cartId: _, ...rest }) => rest],
    ['a numeric cartId', (valid) => ({ ...valid, cartId: 12 })],
    ['lines that are not a list', (valid) => ({ ...valid, lines: 'all', email: 7, discountCodes: 'WELCOME10' })],
    ['a 1 MB body', (valid) => ({ ...valid, padding: 'x'.repeat(1024 * 1024) })],
  ];

  const quantities: Array<[string, unknown]> = [
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '2'],
    ['huge', 1e9],
    ['beyond safe integers', 2 ** 60],
    ['null', null],
  ];

  for (const [name, route, validBody] of routes) {
    it(`${name} answers 4xx JSON and leaves the cart unchanged`, async () => {
      const variant = await variantWithStock(9);
      const cart = await cartWith({ variant, quantity: 2 });
      const valid = validBody(cart.id, cart.lines[0]!.lineId, variant.id);
      const cases = [...corruptions.map(([label, corrupt]) => [label, corrupt(valid)] as const)];
      if ('lines' in valid && name !== 'cart-delete') {
        const [line] = valid.lines as Array<Record<string, unknown>>;
        for (const [label, quantity] of quantities)
          cases.push([`quantity ${label}`, { ...valid, lines: [{ ...line, quantity }] }]);
        cases.push(['an empty line list', { ...valid, lines: [] }]);
      }
      for (const [label, body] of cases) {
        const res = await call(route, `/api/${name}`, { body: typeof body === 'string' ? body : JSON.stringify(body) });
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        const json = (await res.json()) as ApiError;
        expect(json.error, label).toEqual(expect.any(String));
      }
      expect(await cartNow(cart.id), name).toEqual({ ...cart, warnings: [] });
    });
  }
});

describe('POST /api/cart-update', () => {
  it('sets a line quantity, capped to the stock', async () => {
    const variant = await variantWithStock(4);
    const cart = await cartWith({ variant, quantity: 1 });
    const lineId = cart.lines[0]!.lineId;
    const two = await post(cartUpdate, '/api/cart-update', { cartId: cart.id, lines: [{ id: lineId, quantity: 2 }] });
    expect(two.body.lines[0]!.quantity).toBe(2);
    const many = await post(cartUpdate, '/api/cart-update', { cartId: cart.id, lines: [{ id: lineId, quantity: 9 }] });
    expect(many.body.lines[0]!.quantity).toBe(4);
    expect(many.body.warnings[0]!.code).toBe('quantity_capped');
  });

  it('refuses a line of another cart, and a quantity below 1', async () => {
    const variant = await variantWithStock(4);
    const mine = await cartWith({ variant, quantity: 1 });
    const theirs = await cartWith({ variant, quantity: 1 });
    const other = await post<ApiError>(cartUpdate, '/api/cart-update', {
      cartId: mine.id,
      lines: [{ id: theirs.lines[0]!.lineId, quantity: 2 }],
    });
    expect(other).toEqual({ status: 400, body: { error: 'This line is not in the cart', code: 'unknown_line' } });
    const zero = await post<ApiError>(cartUpdate, '/api/cart-update', {
      cartId: mine.id,
      lines: [{ id: mine.lines[0]!.lineId, quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toContain('at least 1');
    expect(await cartNow(mine.id)).toEqual({ ...mine, warnings: [] });
  });
});

describe('POST /api/cart-delete', () => {
  it('removes lines', async () => {
    const a = await variantWithStock(4);
    const b = await variantWithStock(4);
    const cart = await cartWith({ variant: a, quantity: 1 }, { variant: b, quantity: 1 });
    const res = await post(cartDelete, '/api/cart-delete', { cartId: cart.id, lines: [cart.lines[0]!.lineId] });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => l.merchandiseId)).toEqual([b.id]);
  });

  it('refuses an unknown line and removes nothing', async () => {
    const variant = await variantWithStock(4);
    const cart = await cartWith({ variant, quantity: 1 });
    const res = await post<ApiError>(cartDelete, '/api/cart-delete', {
      cartId: cart.id,
      lines: [cart.lines[0]!.lineId, 'nope'],
    });
    expect(res.status).toBe(400);
    expect(await cartNow(cart.id)).toEqual({ ...cart, warnings: [] });
  });
});

describe('POST /api/cart-email-update', () => {
  it('keeps the e-mail for the checkout', async () => {
    const cart = await newCart();
    const res = await post(cartEmailUpdate, '/api/cart-email-update', { cartId: cart.id, email: 'sara@example.com' });
    expect(res.status).toBe(200);
    expect((await cartNow(cart.id)).email).toBe('sara@example.com');
  });

  it('refuses an address that is not one', async () => {
    const cart = await newCart();
    const res = await post<ApiError>(cartEmailUpdate, '/api/cart-email-update', {
      cartId: cart.id,
      email: 'sara at example',
    });
    expect(res.status).toBe(400);
    expect((await cartNow(cart.id)).email).toBeNull();
  });
});

describe('cart calls from an Arabic page (Accept-Language: ar)', () => {
  const inArabic = <T>(route: APIRoute, path: string, body: unknown) =>
    callJson<T>(route, path, {
      body,
      headers: { 'content-type': 'application/json', origin: 'http://shop.test', 'accept-language': 'ar' },
    });

  it('answers a refusal with the same code and its text in Arabic', async () => {
    const inStock = await variantWithStock(4);
    const soldOut = await variantWithStock(0);
    const cart = await cartWith({ variant: inStock, quantity: 1 });
    const lines = [{ merchandiseId: soldOut.id, quantity: 1 }];
    const english = await post<ApiError>(cartAdd, '/api/cart-add', { cartId: cart.id, lines });
    const arabic = await inArabic<ApiError>(cartAdd, '/api/cart-add', { cartId: cart.id, lines });
    expect(english).toEqual({ status: 409, body: { error: 'Product out of stock', code: 'out_of_stock' } });
    expect(arabic).toEqual({ status: 409, body: { error: 'نفدت الكمية', code: 'out_of_stock' } });
    const gone = await inArabic<ApiError>(getCartById, '/api/get-cart-by-id', { id: 'no-such-cart' });
    expect(gone).toEqual({ status: 400, body: { error: 'هذه السلة غير موجودة', code: 'cart_not_found' } });
  });

  it('names the lines in Arabic, with their Arabic picture text and the English product address', async () => {
    const variant = await variantWithStock(5);
    const cart = await cartWith({ variant, quantity: 1 });
    const res = await inArabic<CartPayload>(getCartById, '/api/get-cart-by-id', { id: cart.id });
    expect(res.body.lines[0]).toMatchObject({
      title: variant.product.ar.title,
      imageAlt: variant.product.ar.imageAlts[0],
      url: cart.lines[0]!.url,
    });
    expect(variant.product.ar.title).not.toBe(variant.product.title);
    expect((await cartNow(cart.id)).lines[0]!.title).toBe(variant.product.title);
  });

  it('words a quantity capped to the stock in Arabic, with the same code and data', async () => {
    const variant = await variantWithStock(2);
    const cart = await newCart();
    const res = await inArabic<CartPayload>(cartAdd, '/api/cart-add', {
      cartId: cart.id,
      lines: [{ merchandiseId: variant.id, quantity: 5 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      expect.objectContaining({
        code: 'quantity_capped',
        title: variant.product.ar.title,
        size: variant.size,
        quantityAvailable: 2,
        message: `تبقّى 2 فقط من ${variant.product.ar.title} بمقاس \u2066EU ${variant.size}\u2069، فأصبحت الكمية 2.`,
      }),
    ]);
  });
});
