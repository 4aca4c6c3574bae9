/**
 * The emirate a shopper chose for the delivery date, kept in a cookie for a year so that the product
 * page, the cart and the checkout (which renders on the server) all know it. Pure: the caller passes the
 * Cookie header or document.cookie.
 */
import { cookies } from '#src/config/accounts.ts';
import { type Emirate } from '#src/config/delivery.ts';
import { readCookie } from '#src/http/cookie-header.ts';
import { isEmirate } from '#src/commerce/delivery-date.ts';

export function rememberedEmirate(cookieHeader: string | null): Emirate | undefined {
  const emirate = readCookie(cookieHeader, cookies.deliveryEmirate);
  return emirate !== null && isEmirate(emirate) ? emirate : undefined;
}

/** The Set-Cookie text (for document.cookie) that remembers the emirate. */
export function emirateCookie(emirate: Emirate, secure: boolean): string {
  const maxAge = cookies.deliveryEmirateDays * 86_400;
  return (
    `${cookies.deliveryEmirate}=${encodeURIComponent(emirate)}; Path=/; Max-Age=${maxAge}; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}
