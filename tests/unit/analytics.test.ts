import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackAddToCart, trackInitiateCheckout } from '../../src/features/analytics/analytics.ts';

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
});
