/**
 * The one cookie reader (src/http/cookie-header.ts) that the session, the cart id, the
 * signed-in hint and the remembered emirate all go through, on the server and in the browser.
 */
import { describe, expect, it } from 'vitest';
import { hasCookie, readCookie } from '#src/http/cookie-header.ts';
import { readCartId } from '#src/features/cart/cart-cookie.client.ts';
import { rememberedEmirate } from '#src/features/delivery/emirate-cookie.ts';

describe('reading a cookie', () => {
  it('reads a value, decoded, wherever the cookie stands in the header', () => {
    expect(readCookie('a=1; cartId=abc%2Fdef; b=2', 'cartId')).toBe('abc/def');
    expect(readCookie('deliveryEmirate=Abu%20Dhabi', 'deliveryEmirate')).toBe('Abu Dhabi');
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('takes the first of a name sent twice, as browsers send the most specific path first', () => {
    expect(readCookie('cartId=first; cartId=second', 'cartId')).toBe('first');
    expect(readCookie('cartId=%E0%A4%A; cartId=second', 'cartId')).toBeNull();
  });

  it('counts a value that does not decode, an empty one or an over-long one as absent, and never throws', () => {
    expect(readCookie('cartId=%E0%A4%A', 'cartId')).toBeNull();
    expect(readCookie('cartId=', 'cartId')).toBeNull();
    expect(readCookie(`cartId=${'a'.repeat(10_240)}`, 'cartId')).toBeNull();
    expect(readCookie(null, 'cartId')).toBeNull();
    expect(readCookie('; ;=;cartId', 'cartId')).toBeNull();
  });

  it('tells a cookie sent with a bad value from no cookie', () => {
    expect(hasCookie('session=%E0%A4%A', 'session')).toBe(true);
    expect(hasCookie('sessions=x; xsession=y', 'session')).toBe(false);
  });

  it('gives the cart id and the emirate through the same rules', () => {
    expect(readCartId('cartId=%E0%A4%A')).toBeNull();
    expect(readCartId('cartId=abc; cartId=def')).toBe('abc');
    expect(rememberedEmirate('deliveryEmirate=%E0%A4%A; deliveryEmirate=Dubai')).toBeUndefined();
    expect(rememberedEmirate('deliveryEmirate=Dubai')).toBe('Dubai');
  });
});
