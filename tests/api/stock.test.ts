import { describe, expect, it } from 'vitest';
import { GET } from '#src/pages/api/stock/[productId].ts';
import { shopDb } from './support/db.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { callJson } from './support/call.ts';

const product = loadFeed().products[5]!;

describe('GET /api/stock/{productId}', () => {
  it('answers the live stock of every size, as strings', async () => {
    const variant = product.variants[0]!;
    await setStock(await shopDb(), variant.id, 0);
    const res = await callJson<{ productId: string; variants: Array<{ id: string; quantityAvailable: string }> }>(
      GET,
      `/api/stock/${product.id}`,
      {
        params: { productId: product.id },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.id)).toEqual(product.variants.map((v) => v.id));
    expect(res.body.variants[0]).toEqual({ id: variant.id, quantityAvailable: '0' });
  });

  it('answers 404 with a JSON error for an unknown product', async () => {
    const res = await callJson(GET, '/api/stock/nope', { params: { productId: 'nope' } });
    expect(res).toEqual({ status: 404, body: { error: 'Unknown product', code: 'unknown_product' } });
  });

  it('answers 400 for an id no product can have (NUL, half a surrogate pair) without asking the database', async () => {
    for (const productId of ['P1\u0000', '\ud800', 'x'.repeat(201)]) {
      const res = await callJson(GET, `/api/stock/x`, { params: { productId } });
      expect(res, JSON.stringify(productId)).toEqual({
        status: 400,
        body: { error: 'Unknown product', code: 'invalid_product' },
      });
    }
  });
});
