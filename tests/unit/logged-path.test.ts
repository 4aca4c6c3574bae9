/** What a log keeps of a path: never a query, never the secret of an order's or a checkout's address. */
import { describe, expect, it } from 'vitest';
import { loggedPath } from '#src/http/logged-path.ts';

describe('a logged path', () => {
  it.each([
    ['/order/k3Yt0ken', '/order/:token'],
    ['/order/k3Yt0ken/', '/order/:token'],
    ['/ar/order/k3Yt0ken', '/ar/order/:token'],
    ['/admin/invite/k3Yt0ken', '/admin/invite/:token'],
    ['/ar/admin/invite/k3Yt0ken', '/ar/admin/invite/:token'],
    ['/order/k3Yt0ken/invoice', '/order/:token'],
    ['/checkout/cart-1234', '/checkout/:cartId'],
    ['/ar/checkout/cart-1234?step=2', '/ar/checkout/:cartId'],
    ['/%6Frder/k3Yt0ken', '/%6Frder/:token'],
    ['//order/k3Yt0ken', '//order/:token'],
    ['/ORDER/k3Yt0ken', '/ORDER/:token'],
    ['/%61r/checkout/cart-1234', '/%61r/checkout/:cartId'],
  ])('hides the secret of %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it.each([
    ['/api/user/email-sign-in?email=sara@example.com', '/api/user/email-sign-in'],
    ['/shoes/kids#top', '/shoes/kids'],
    ['/checkout', '/checkout'],
    ['/order/', '/order/'],
    ['/ar', '/ar'],
    ['/', '/'],
    ['/product/order/P1', '/product/order/P1'],
    ['/%E0%A4%A/order', '/%E0%A4%A/order'],
  ])('keeps %s as %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it('is the root without a url', () => {
    expect(loggedPath(undefined)).toBe('/');
  });
});
