import { describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { shopperLists } from '#src/config/accounts.ts';
import type { WishlistPayload } from '#src/http/wishlist.ts';
import { ALL as ALL_METHODS, GET, POST } from '#src/pages/api/wishlist.ts';
import { callSignedIn, signedUpShopper, JSON_FROM_SHOP } from './support/accounts.ts';
import { call, callJson } from './support/call.ts';
import { shopDb } from './support/db.ts';

const products = loadFeed().products.slice(40, 50);
const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

async function wishlistOf(token: string, headers: Record<string, string> = {}) {
  const res = await callSignedIn(GET, '/api/wishlist', token, { method: 'GET', headers });
  return { status: res.status, body: (await res.json()) as WishlistPayload };
}

async function change(token: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await callSignedIn(POST, '/api/wishlist', token, { body, headers });
  return { status: res.status, body: (await res.json()) as WishlistPayload & { code?: string; error?: string } };
}

const ids = (payload: WishlistPayload) => payload.items.map((item) => item.productId);

describe('GET and POST /api/wishlist', () => {
  it('keeps a signed-in customer’s saved colours, newest first, with live price and stock per size', async () => {
    const shopper = await signedUpShopper();
    const sold = first.variants[0]!;
    await setStock(await shopDb(), sold.id, 0);
    expect((await change(shopper.token, { action: 'add', productId: first.id })).status).toBe(200);
    const res = await change(shopper.token, { action: 'add', productId: second.id });
    expect(ids(res.body)).toEqual([second.id, first.id]);
    const list = await wishlistOf(shopper.token);
    expect(list.status).toBe(200);
    expect(list.body.signedIn).toBe(true);
    const item = list.body.items[1]!;
    expect(item).toMatchObject({ productId: first.id, inCatalogue: true, title: first.title });
    if (!item.inCatalogue) throw new Error('listed as removed');
    expect(item.price).toBe((first.priceFils / 100).toFixed(2));
    expect(item.sizes[0]).toEqual({ merchandiseId: sold.id, size: sold.size, quantityAvailable: 0 });
  });

  it('adds a colour once however often it is added, and removes it', async () => {
    const shopper = await signedUpShopper();
    await change(shopper.token, { action: 'add', productId: first.id });
    expect(ids((await change(shopper.token, { action: 'add', productId: first.id })).body)).toEqual([first.id]);
    expect(ids((await change(shopper.token, { action: 'remove', productId: first.id })).body)).toEqual([]);
    expect((await change(shopper.token, { action: 'remove', productId: first.id })).status).toBe(200);
  });

  it('merges the list a browser kept before sign-in, in its order, dropping ids the shop never sold', async () => {
    const shopper = await signedUpShopper();
    await change(shopper.token, { action: 'add', productId: third.id });
    const res = await change(shopper.token, { action: 'merge', productIds: [first.id, 'NOPE-1', second.id, third.id] });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([first.id, second.id, third.id]);
  });

  it('answers the browser’s list to a shopper who is not signed in, in the language asked for', async () => {
    const res = await callJson<WishlistPayload>(GET, `/api/wishlist?productIds=${first.id},${second.id}`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body.signedIn).toBe(false);
    expect(res.body.items.map((item) => item.inCatalogue && item.title)).toEqual([first.ar.title, second.ar.title]);
    expect((await callJson<WishlistPayload>(GET, '/api/wishlist')).body).toEqual({ signedIn: false, items: [] });
  });

  it('says which saved colours are no longer sold', async () => {
    const res = await callJson<WishlistPayload>(GET, `/api/wishlist?productIds=GONE-1,${first.id}`);
    expect(res.body.items[0]).toEqual({ productId: 'GONE-1', inCatalogue: false });
    const db = await shopDb();
    await db.query('UPDATE variants SET in_feed = false WHERE product_id = $1', [second.id]);
    try {
      const gone = await callJson<WishlistPayload>(GET, `/api/wishlist?productIds=${second.id}`);
      expect(gone.body.items).toEqual([{ productId: second.id, inCatalogue: false }]);
    } finally {
      await db.query('UPDATE variants SET in_feed = true WHERE product_id = $1', [second.id]);
    }
  });

  it('shows each customer only their own list, and one customer’s removal leaves another’s list alone', async () => {
    const sara = await signedUpShopper();
    const omar = await signedUpShopper('Omar', 'Saeed');
    await change(sara.token, { action: 'add', productId: first.id });
    expect(ids((await wishlistOf(omar.token)).body)).toEqual([]);
    await change(omar.token, { action: 'remove', productId: first.id });
    expect(ids((await wishlistOf(sara.token)).body)).toEqual([first.id]);
    // A signed-in customer's list is the account's: another list in the address is ignored.
    const res = await callSignedIn(GET, `/api/wishlist?productIds=${second.id}`, omar.token, { method: 'GET' });
    expect(ids((await res.json()) as WishlistPayload)).toEqual([]);
  });

  it('refuses a change without a session (401) and stores nothing', async () => {
    const res = await callJson(POST, '/api/wishlist', { body: { action: 'add', productId: first.id } });
    expect(res).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
    const ar = await callJson<{ error: string }>(POST, '/api/wishlist', {
      body: { action: 'add', productId: first.id },
      headers: { ...JSON_FROM_SHOP, 'accept-language': 'ar' },
    });
    expect(ar.body.error).toBe('سجّل الدخول لتحفظ قائمة أمنياتك في حسابك');
  });

  it.each([
    ['malformed JSON', '{"action":', 400, 'malformed_json'],
    ['a wrong type', { action: 'add', productId: 42 }, 400, 'invalid_body'],
    ['an unknown action', { action: 'empty', productId: 'x' }, 400, 'invalid_body'],
    ['an empty id', { action: 'add', productId: '' }, 400, 'invalid_body'],
    ['a list that is not one', { action: 'merge', productIds: 'P1' }, 400, 'invalid_body'],
    [
      'too long a list',
      { action: 'merge', productIds: Array(shopperLists.wishlistMaxItems + 1).fill('P') },
      400,
      'invalid_body',
    ],
    ['a product the shop does not sell', { action: 'add', productId: 'P9999-NOPE' }, 400, 'unknown_product'],
  ])('refuses %s and changes nothing', async (_, body, status, code) => {
    const shopper = await signedUpShopper();
    await change(shopper.token, { action: 'add', productId: third.id });
    const res = await change(shopper.token, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(ids((await wishlistOf(shopper.token)).body)).toEqual([third.id]);
  });

  it('refuses a call from another site or not sent as JSON', async () => {
    const shopper = await signedUpShopper();
    const body = { action: 'add', productId: first.id };
    const foreign = await callSignedIn(POST, '/api/wishlist', shopper.token, {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const form = await callSignedIn(POST, '/api/wishlist', shopper.token, {
      body: 'action=add',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(ids((await wishlistOf(shopper.token)).body)).toEqual([]);
  });

  it('refuses a list in the address that no browser keeps', async () => {
    const many = Array.from({ length: shopperLists.wishlistMaxItems + 1 }, (_, i) => `P${i}`).join(',');
    for (const query of [many, 'P1%00']) {
      const res = await callJson(GET, `/api/wishlist?productIds=${query}`);
      expect(res).toMatchObject({ status: 400, body: { code: 'invalid_query' } });
    }
  });

  it(`holds at most ${shopperLists.wishlistMaxItems} colours`, async () => {
    const shopper = await signedUpShopper();
    const all = loadFeed().products.map((product) => product.id);
    await change(shopper.token, { action: 'merge', productIds: all.slice(0, shopperLists.wishlistMaxItems) });
    const res = await change(shopper.token, { action: 'add', productId: all.at(-1) });
    const max = shopperLists.wishlistMaxItems;
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'wishlist_full', error: `A wishlist holds at most ${max} products` },
    });
    // The count takes the noun's form for its number (plural()): 11 to 99 read منتجًا, but 100 reads منتج.
    expect(max).toBe(100);
    const arabic = await change(shopper.token, { action: 'add', productId: all.at(-1) }, { 'accept-language': 'ar' });
    expect(arabic.body.error).toBe('تتسع قائمة الأمنيات لـ 100 منتج على الأكثر');
    expect((await wishlistOf(shopper.token)).body.items).toHaveLength(max);
  });

  it('answers 405 to another method', async () => {
    const res = await call(ALL_METHODS, '/api/wishlist', { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});
