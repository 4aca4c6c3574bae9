import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  identifyShopper,
  trackAddToCart,
  trackInitiateCheckout,
  trackSignUp,
} from '#src/features/analytics/analytics.ts';

describe('analytics events', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('pushes nothing when no tag manager id is configured', () => {
    vi.stubEnv('PUBLIC_GTM_ID', '');
    const page: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', page);
    trackAddToCart('Coral Baby Boot', '89.00');
    trackInitiateCheckout();
    trackSignUp();
    identifyShopper('customer-1');
    expect(page.dataLayer).toBeUndefined();
  });

  it('pushes add_to_cart with the product name, price and AED, and InitiateCheckout, when one is', () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    const page: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', page);
    trackAddToCart('Coral Baby Boot', '89.00');
    trackInitiateCheckout();
    expect(page.dataLayer).toEqual([
      { event: 'add_to_cart', product_name: 'Coral Baby Boot', price: 89, currency: 'AED' },
      { event: 'InitiateCheckout' },
    ]);
  });

  it('pushes sign_up on sign-up, and identifies a signed-in shopper by account id only, when one is', () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    const page: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', page);
    trackSignUp();
    identifyShopper('6c0d2f1e');
    expect(page.dataLayer).toEqual([{ event: 'sign_up' }, { event: 'identify', user_id: '6c0d2f1e' }]);
  });
});
