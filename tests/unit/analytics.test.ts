import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  identifyShopper,
  trackAddToCart,
  trackInitiateCheckout,
  trackSignUp,
} from '#src/features/analytics/analytics.client.ts';

/** A window with the tag manager id configured (none when ''), to read what the events pushed. */
function pageWithTagManager(id: string): { dataLayer?: object[] } {
  vi.stubEnv('PUBLIC_GTM_ID', id);
  const page = {};
  vi.stubGlobal('window', page);
  return page;
}

describe('analytics events', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('pushes nothing when no tag manager id is configured', () => {
    const page = pageWithTagManager('');
    trackAddToCart('Coral Baby Boot', '89.00');
    trackInitiateCheckout();
    trackSignUp();
    identifyShopper('customer-1');
    expect(page.dataLayer).toBeUndefined();
  });

  it('pushes add_to_cart with the product name, price and AED, and InitiateCheckout, when one is', () => {
    const page = pageWithTagManager('GTM-TEST');
    trackAddToCart('Coral Baby Boot', '89.00');
    trackInitiateCheckout();
    expect(page.dataLayer).toEqual([
      { event: 'add_to_cart', product_name: 'Coral Baby Boot', price: 89, currency: 'AED' },
      { event: 'InitiateCheckout' },
    ]);
  });

  it('pushes sign_up on sign-up, and identifies a signed-in shopper by account id only, when one is', () => {
    const page = pageWithTagManager('GTM-TEST');
    trackSignUp();
    identifyShopper('6c0d2f1e');
    expect(page.dataLayer).toEqual([{ event: 'sign_up' }, { event: 'identify', user_id: '6c0d2f1e' }]);
  });
});
