/**
 * The `cartId` cookie (docs/product.md §4 "Cart identity"): read by the islands,
 * written when a cart is created, renewed for 30 days on every visit so an
 * active shopper keeps the cart, dropped when the server no longer knows it.
 */
import { cookies } from '#src/config/accounts.ts';
import { readCookie } from '#src/http/cookie-header.ts';

const SECONDS_PER_DAY = 86_400;

export function readCartId(cookieHeader: string = document.cookie): string | null {
  return readCookie(cookieHeader, cookies.cartId);
}

function write(value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  document.cookie = `${cookies.cartId}=${encodeURIComponent(value)}; ${attributes}`;
}

export function saveCartId(id: string): void {
  write(id, cookies.maxAgeDays * SECONDS_PER_DAY);
}

export function forgetCartId(): void {
  write('', 0);
}
