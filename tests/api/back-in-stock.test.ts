import type { APIContext } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { alertBackInStock } from '#src/commerce/back-in-stock.ts';
import { loadStockFromFeed, setStock } from '#src/commerce/inventory.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { POST as subscribe } from '#src/pages/api/back-in-stock/index.ts';
import { POST as unsubscribe } from '#src/pages/api/back-in-stock/unsubscribe.ts';
import { callFrom, freshEmail, JSON_FROM_SHOP, signedUpShopper } from './support/accounts.ts';
import { callJson, ORIGIN } from './support/call.ts';
import { shopDb } from './support/db.ts';
import { variantWithStock } from './support/shop.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';

let address = 0;
/** Each test asks from its own client address, so the throttle of one never holds another. */
const relaxedLimits = process.env.REQUEST_LIMITS;
afterEach(() => {
  process.env.REQUEST_LIMITS = relaxedLimits;
});
const nextAddress = () => `10.17.${Math.floor(++address / 250)}.${address % 250}`;

/** Asks as the shop's page does, from a client address of its own, in `locale`. */
async function ask(body: unknown, locale = 'en') {
  const url = new URL('/api/back-in-stock', ORIGIN);
  const request = new Request(url, {
    method: 'POST',
    headers: { ...JSON_FROM_SHOP, 'accept-language': locale },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const res = await subscribe({ request, url, params: {}, clientAddress: nextAddress() } as unknown as APIContext);
  return { status: res.status, body: (await res.json()) as { accepted?: boolean; code?: string; error?: string } };
}

const mailsTo = async (email: string) => (await readOutbox(await shopDb(), { to: email, limit: 10 })).reverse();
const waiting = async (email: string) =>
  (await (await shopDb()).query('SELECT variant_id FROM stock_alerts WHERE email = $1', [email.toLowerCase()])).rows
    .length;

describe('POST /api/back-in-stock and the 0 → n stock trigger', () => {
  it('sends each subscriber one e-mail in their language when the operator restocks, then ends the alert', async () => {
    const variant = await variantWithStock(0);
    const english = freshEmail();
    const arabic = freshEmail();
    expect(await ask({ email: english, merchandiseId: variant.id })).toEqual({
      status: 202,
      body: { accepted: true },
    });
    expect((await ask({ email: arabic, merchandiseId: variant.id }, 'ar')).status).toBe(202);
    // Asking twice keeps one alert.
    await ask({ email: english.toUpperCase(), merchandiseId: variant.id });

    const result = await setStock(await shopDb(), variant.id, 4);
    expect(result).toEqual({ before: 0, after: 4, alerts: 2 });

    const [en] = await mailsTo(english);
    expect(await mailsTo(english)).toHaveLength(1);
    expect(en!.kind).toBe('back-in-stock');
    expect(en!.subject).toBe(`Back in stock: ${variant.product.title}, size ${variant.size} EU`);
    expect(en!.text).toContain(`/product/${variant.product.title.replaceAll(' ', '-')}/${variant.product.id}`);
    expect(en!.text).toMatch(/\/back-in-stock\/unsubscribe#token=[\w-]{43}/);
    const [ar] = await mailsTo(arabic);
    expect(ar!.subject).toBe(`${variant.product.ar.title} متوفر من جديد بمقاس \u2066EU ${variant.size}\u2069`);
    expect(ar!.text).toMatch(/\/ar\/product\/.+\n/);
    expect(ar!.text).toMatch(/\/ar\/back-in-stock\/unsubscribe#token=/);

    // The subscription has ended: selling out and restocking again sends nothing more.
    await setStock(await shopDb(), variant.id, 0);
    await setStock(await shopDb(), variant.id, 2);
    expect(await mailsTo(english)).toHaveLength(1);
    expect(await waiting(english)).toBe(0);
  });

  it('writes nothing while the size stays sold out, and nothing twice when two restocks race', async () => {
    const variant = await variantWithStock(0);
    const email = freshEmail();
    await ask({ email, merchandiseId: variant.id });
    await setStock(await shopDb(), variant.id, 0);
    expect(await mailsTo(email)).toHaveLength(0);
    const db = await shopDb();
    await Promise.all([setStock(db, variant.id, 3), setStock(db, variant.id, 5)]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('loses no alert when the stock change rolls back', async () => {
    const variant = await variantWithStock(0);
    const email = freshEmail();
    await ask({ email, merchandiseId: variant.id });
    const db = await shopDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE variants SET available = 3 WHERE id = $1', [variant.id]);
        expect(await alertBackInStock(tx, [variant.id])).toBe(1);
        throw new Error('the order lifecycle failed after restocking');
      }),
    ).rejects.toThrow();
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await waiting(email)).toBe(1);
    await setStock(db, variant.id, 1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('alerts when a new feed restocks the size', async () => {
    const db = await shopDb();
    const feed = loadFeed();
    const product = feed.products[60]!;
    const variant = product.variants[0]!;
    await setStock(db, variant.id, 0);
    const email = freshEmail();
    await ask({ email, merchandiseId: variant.id });
    const restocked = structuredClone(feed);
    restocked.products[60]!.variants[0]!.stock += 6;
    await loadStockFromFeed(db, restocked);
    try {
      expect(await mailsTo(email)).toHaveLength(1);
    } finally {
      await loadStockFromFeed(db, feed);
    }
  });

  it('answers the same whether or not the address has an account', async () => {
    const variant = await variantWithStock(0);
    const known = (await ask({ email: (await signedUpShopper()).email, merchandiseId: variant.id })).body;
    const unknown = (await ask({ email: freshEmail(), merchandiseId: variant.id })).body;
    expect(known).toEqual(unknown);
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'malformed_json'],
    ['a wrong type', { email: 'a@example.com', merchandiseId: 7 }, 400, 'invalid_body'],
    ['a malformed address', { email: 'not-an-address', merchandiseId: 'P1000-BLA0-14' }, 400, 'invalid_body'],
    ['an unknown size', { email: 'a@example.com', merchandiseId: 'P9999-NOPE-14' }, 400, 'unknown_variant'],
  ])('refuses %s and keeps nothing', async (_, body, status, code) => {
    const res = await ask(body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await waiting('a@example.com')).toBe(0);
  });

  it('refuses a size that is in stock (409), in the language asked for', async () => {
    const variant = await variantWithStock(3);
    const res = await ask({ email: freshEmail(), merchandiseId: variant.id }, 'ar');
    expect(res).toEqual({ status: 409, body: { code: 'in_stock', error: 'هذا المقاس متوفر الآن، أضفه إلى سلتك' } });
  });

  it('throttles a client address past its limit of requests', async () => {
    process.env.REQUEST_LIMITS = 'backInStock=3/900';
    const variant = await variantWithStock(0);
    const from = nextAddress();
    for (let i = 0; i < 3; i++) {
      const res = await callFrom(subscribe, '/api/back-in-stock', from, {
        email: freshEmail(),
        merchandiseId: variant.id,
      });
      expect(res.status).toBe(202);
    }
    const email = freshEmail();
    const held = await callFrom(subscribe, '/api/back-in-stock', from, { email, merchandiseId: variant.id });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await waiting(email)).toBe(0);
    const other = await callFrom(subscribe, '/api/back-in-stock', nextAddress(), { email, merchandiseId: variant.id });
    expect(other.status).toBe(202);
  });

  it('ends every alert of the address through the e-mailed link, without signing in', async () => {
    const [a, b, c] = [await variantWithStock(0), await variantWithStock(0), await variantWithStock(0)];
    const email = freshEmail();
    for (const variant of [a, b, c]) await ask({ email, merchandiseId: variant.id });
    await setStock(await shopDb(), a.id, 2);
    const token = /#token=([\w-]{43})/.exec((await mailsTo(email))[0]!.text)![1]!;
    expect(await waiting(email)).toBe(2);
    const res = await callJson(unsubscribe, '/api/back-in-stock/unsubscribe', { body: { token } });
    expect(res).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await waiting(email)).toBe(0);
    // Opened twice, or with a token nobody has: the same answer.
    expect((await callJson(unsubscribe, '/api/back-in-stock/unsubscribe', { body: { token } })).status).toBe(200);
    expect((await callJson(unsubscribe, '/api/back-in-stock/unsubscribe', { body: { token: 'x' } })).status).toBe(200);
    const bad = await callJson(unsubscribe, '/api/back-in-stock/unsubscribe', { body: { token: 5 } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
  });
});
