/**
 * Which browser placed a cart's order (docs/decisions/024-checked-out-cart-link.md). A cart's checkout
 * link outlives its order: it sits in the cartId cookie, in browser history and in logs. Only the
 * customer signed in when the order was placed, or the browser holding the `placedOrder` cookie set as it
 * was placed, is sent on from that link to the order's page; anyone else sees that the cart is checked out.
 *
 * The cookie holds a hash of the order's status token, not the token itself: it proves knowledge of the
 * order without carrying its key, it needs no secret and no row of its own, and it is sent only to the
 * cart's checkout paths (one cookie per path, so each cart's placement is kept apart), HttpOnly, for a day.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Order } from '#src/commerce/orders.ts';
import { cookies } from '#src/config/accounts.ts';
import { readCookie } from '#src/http/cookie-header.ts';
import { LOCALES } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';

const proofOf = (order: Order): Buffer => createHash('sha256').update(`placed-order\0${order.token}`).digest();

/** The Set-Cookie lines that mark this browser as the one that placed `order`, on each language's checkout path. */
export function rememberPlacement(headers: Headers, order: Order, secure: boolean): void {
  const value = proofOf(order).toString('base64url');
  for (const locale of LOCALES) {
    const path = localizedPath(locale, `/checkout/${order.cartId}`);
    const maxAge = cookies.placedOrderHours * 60 * 60;
    const attributes = `Path=${path}; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
    headers.append('Set-Cookie', `${cookies.placedOrder}=${value}; ${attributes}`);
  }
}

/** Whether this request comes from whoever placed `order`: its signed-in customer, or the browser that placed it. */
export function placedBy(request: Request, order: Order, customerId: string | undefined): boolean {
  if (order.customerId !== null && order.customerId === customerId) return true;
  const sent = readCookie(request.headers.get('cookie'), cookies.placedOrder);
  const proof = proofOf(order);
  const given = sent === null ? null : Buffer.from(sent, 'base64url');
  return given !== null && given.length === proof.length && timingSafeEqual(given, proof);
}
