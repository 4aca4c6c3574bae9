/**
 * The checkout page's notices, rendered as the server renders the page (docs/product.md §2 "Checkout and
 * order status"), in both languages.
 */
import { describe, expect, it } from 'vitest';
import CheckoutPage from '#src/pages/[...locale]/checkout/[cartId].astro';
import { checkoutForm } from './support/checkout.ts';
import { renderPage } from './support/pages.ts';
import { cartWith, variantWithStock } from './support/shop.ts';

const form = checkoutForm();

describe('the checkout page when the total changed since it was shown', () => {
  it('says the new total in running text: Arabic without a whole amount’s .00, English as before', async () => {
    const { id } = await cartWith({ variant: await variantWithStock(5), quantity: 1 });
    const stale = { ...form, expectedTotal: '1' };
    const english = await renderPage(CheckoutPage, `/checkout/${id}`, { params: { cartId: id }, form: stale });
    const arabic = await renderPage(CheckoutPage, `/ar/checkout/${id}`, {
      params: { cartId: id, locale: 'ar' },
      form: stale,
    });
    expect(await english.text()).toMatch(/The total has changed to AED \d+\.\d\d; check it/);
    expect(await arabic.text()).toMatch(/تغيّر الإجمالي إلى \d+\u00a0د\.إ؛ راجعه/);
  });
});
