/**
 * The cart calls the benchmarks load (`npm run bench:cart` and `npm run bench`): carts made through
 * the API, get-cart-by-id on a cart of four lines, and cart-add spread over every cart and the
 * best-stocked sizes, so adding keeps working through the run (quantities cap at stock, as for shoppers).
 */
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { LoadOptions } from './load.ts';

/** POSTs JSON as the shop's own pages do (same origin); the answer's JSON. */
export async function postJson<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface CartRuns {
  getCart: LoadOptions;
  addToCart: LoadOptions;
}

export async function prepareCartRuns(baseURL: string, cartCount: number): Promise<CartRuns> {
  const variants = loadFeed()
    .products.flatMap((p) => p.variants)
    .sort((a, b) => b.stock - a.stock)
    .slice(0, 20)
    .map((v) => v.id);
  const carts: string[] = [];
  for (let i = 0; i < cartCount; i++) carts.push((await postJson<{ id: string }>(baseURL, '/api/cart-create', {})).id);
  const browsed = carts[0]!;
  await postJson(baseURL, '/api/cart-add', {
    cartId: browsed,
    lines: variants.slice(0, 4).map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
  });
  let n = 0;
  const addBody = () => {
    n++;
    return JSON.stringify({
      cartId: carts[n % carts.length],
      lines: [{ merchandiseId: variants[n % variants.length], quantity: 1 }],
    });
  };
  const headers = { origin: baseURL };
  return {
    getCart: {
      name: 'get-cart-by-id',
      url: `${baseURL}/api/get-cart-by-id`,
      method: 'POST',
      body: JSON.stringify({ id: browsed }),
      headers,
    },
    addToCart: { name: 'cart-add', url: `${baseURL}/api/cart-add`, method: 'POST', body: addBody, headers },
  };
}
