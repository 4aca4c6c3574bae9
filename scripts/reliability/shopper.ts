/**
 * A shopper over HTTP, as the browser islands and the checkout form talk to the
 * shop: the reliability scenarios drive the real server through it.
 */
import { deliveryDays } from '#src/commerce/delivery-date.ts';

/** Far longer than any call takes on a loaded two-core machine (a checkout: a second or two). */
const ANSWER_WITHIN_MS = 30_000;

export interface HttpAnswer {
  status: number;
  body: string;
  location: string | null;
}

export class Shopper {
  readonly baseURL: string;

  constructor(baseURL: string) {
    this.baseURL = baseURL;
  }

  async send(
    path: string,
    init: {
      method?: string;
      body?: string | Uint8Array<ArrayBuffer>;
      contentType?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { origin: this.baseURL, ...init.headers };
    if (init.contentType) headers['content-type'] = init.contentType;
    const response = await fetch(new URL(path, this.baseURL), {
      method: init.method ?? 'GET',
      body: init.body,
      headers,
      redirect: 'manual',
      // A connection the kill of a server process leaves unanswered (one handed to it as it died) would
      // otherwise hold the scenario for ever; unanswered, the call was never acknowledged.
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    return { status: response.status, body: await response.text(), location: response.headers.get('location') };
  }

  async postJson<T = unknown>(path: string, payload: unknown): Promise<{ status: number; json: T }> {
    const answer = await this.send(path, {
      method: 'POST',
      body: JSON.stringify(payload),
      contentType: 'application/json',
    });
    let json: unknown = null;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new Error(`${path} answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 120)}`);
    }
    return { status: answer.status, json: json as T };
  }

  async createCart(): Promise<string> {
    const { status, json } = await this.postJson<{ id: string }>('/api/cart-create', {});
    if (status !== 200) throw new Error(`cart-create answered ${status}`);
    return json.id;
  }

  async add(cartId: string, variantId: string, quantity = 1): Promise<{ status: number; cart: Cart }> {
    const { status, json } = await this.postJson<Cart>('/api/cart-add', {
      cartId,
      lines: [{ merchandiseId: variantId, quantity }],
    });
    return { status, cart: json };
  }

  async cart(cartId: string): Promise<{ status: number; cart: Cart }> {
    const { status, json } = await this.postJson<Cart>('/api/get-cart-by-id', { id: cartId });
    return { status, cart: json };
  }

  /** Places the order through the hosted checkout form; the status page URL when placed. */
  async checkout(cartId: string, email = 'parent@example.ae'): Promise<{ status: number; orderUrl: string | null }> {
    const form = new URLSearchParams({
      email,
      name: 'Reliability Parent',
      phone: '050 123 4567',
      emirate: 'Dubai',
      area: 'Al Barsha',
      address: 'Villa 12, Street 4',
      deliveryDate: deliveryDays(new Date())[0]!,
      payment: 'cash-on-delivery',
    });
    const answer = await this.send(`/checkout/${encodeURIComponent(cartId)}`, {
      method: 'POST',
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    const placed = answer.status === 303 && answer.location?.includes('/order/') ? answer.location : null;
    return { status: answer.status, orderUrl: placed };
  }

  async stock(productId: string): Promise<Map<string, number>> {
    const answer = await this.send(`/api/stock/${encodeURIComponent(productId)}`);
    if (answer.status !== 200) throw new Error(`stock of ${productId} answered ${answer.status}`);
    const json = JSON.parse(answer.body) as { variants: Array<{ id: string; quantityAvailable: string }> };
    return new Map(json.variants.map((v) => [v.id, Number(v.quantityAvailable)]));
  }
}

export interface Cart {
  id: string;
  lines: Array<{
    lineId: string;
    quantity: number;
    merchandiseId?: string;
    productId: string;
    size: string | number;
    productPrice?: string;
    /** Null when a catalogue change took the size out of the range. */
    quantityAvailable?: number | null;
  }>;
  subtotalAmount: string;
  checkoutUrl: string;
  error?: string;
}
